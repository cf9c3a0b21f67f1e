import { assign, setup } from 'xstate';
import { crewPhaseOver } from '../../src/rules/kraken/groundCombat/combatTurn';
import * as attack from '../../src/rules/kraken/groundCombat/combatAttack';
import * as acts from '../../src/rules/kraken/groundCombat/combatActions';
import * as enemy from '../../src/rules/kraken/groundCombat/combatEnemy';
import * as flow from '../../src/rules/kraken/groundCombat/combatFlow';
import * as psi from '../../src/rules/kraken/groundCombat/combatPsi';
import * as shield from '../../src/rules/kraken/groundCombat/combatPsiShield';
import * as spawn from '../../src/rules/kraken/groundCombat/combatSpawn';
import * as spoils from '../../src/rules/kraken/groundCombat/combatSpoils';
import * as turn from '../../src/rules/kraken/groundCombat/combatTurn';
import type { StateMeta } from '../core/meta';
import {
  answer,
  answerFits,
  applyDecision,
  ask,
  change,
  decisionAllowed,
  needs,
  request,
  stageIs,
} from './groundCombat.logic';
import type {
  GroundCombatContext,
  GroundCombatEvent,
  GroundCombatInput,
  GroundCombatOutput,
} from './groundCombat.types';

/**
 * The named guards and actions of the ground-combat machine (Space Kraken §14). Each is one call into the
 * rules of src/rules/kraken: guards ask the fight a question, actions hand it to a rule function, dice
 * actions ask for the die a rule needs or give it the face that came up.
 */
export const groundCombatSetup = setup({
  types: {
    context: {} as GroundCombatContext,
    events: {} as GroundCombatEvent,
    input: {} as GroundCombatInput,
    output: {} as GroundCombatOutput,
    meta: {} as StateMeta,
  },
  guards: {
    answerFits,
    decisionAllowed,
    fightOver: ask(flow.fightOver),
    crewFirst: ask(flow.crewActsFirst),
    reactionPending: ask(spawn.reactionPending),
    awaitsRandomValue: ask((fight) => spawn.spawnStep(fight) === 'random-value'),
    awaitsHellDie: ask((fight) => spawn.spawnStep(fight) === 'hell'),
    awaitsReactionDie: ask((fight) => spawn.spawnStep(fight) === 'reaction'),
    awaitsSecondPrimary: ask((fight) => spawn.spawnStep(fight) === 'second-primary'),
    awaitsSecondSpecies: ask((fight) => spawn.spawnStep(fight) === 'second-species'),
    awaitsMinionCount: ask((fight) => spawn.spawnStep(fight) === 'minion-count'),
    awaitsMinionSpecies: ask((fight) => spawn.spawnStep(fight) === 'minion-species'),
    initiativeFixed: ask(spawn.initiativeFixed),
    oxygenOwed: ask(turn.oxygenShort),
    crewPhaseOver: ask(crewPhaseOver),
    flankPending: needs(attack.flankNeed),
    attackNeedsDie: needs(attack.hitNeed),
    attackPending: ask((fight) => fight.attack !== null),
    rerollOffered: ask(attack.rerollOffered),
    psiStepOpen: ask(psi.psiStepOpen),
    noEnemyLeftToAct: ask((fight) => enemy.nextEnemyUid(fight) === null),
    enemyTriesEscape: ask(enemy.enemyTriesEscape),
    enemyGone: ask(enemy.enemyGone),
    enemyNeedsTarget: ask(enemy.enemyNeedsTarget),
    enemyAttackNeedsDie: needs(enemy.enemyHitNeed),
    enemyHasAnotherAction: ask(enemy.enemyHasAnotherAction),
    psiShieldOffered: ask(shield.psiShieldOffered),
    psiShieldNeedsDie: needs(shield.psiShieldNeed),
    dropsLeft: ask(spoils.dropsLeft),
    awaitsChoice: stageIs(spoils.spoilsStage, 'choice'),
    awaitsTreasureDie: stageIs(spoils.spoilsStage, 'd20'),
    awaitsCashDie: stageIs(spoils.spoilsStage, 'cash'),
    awaitsRowDie: stageIs(spoils.spoilsStage, 'row'),
    awaitsPick: stageIs(spoils.spoilsStage, 'pick'),
    awaitsAmmo: stageIs(spoils.spoilsStage, 'ammo'),
  },
  actions: {
    decide: assign(applyDecision),
    askSpawnDie: assign(request(spawn.spawnNeed)),
    takeSpawnDie: assign(answer(spawn.applySpawnDie)),
    settleInitiative: assign(change(spawn.settleInitiativeWithoutRoll)),
    askCrewInitiativeDie: assign(request(spawn.crewInitiativeNeed)),
    takeCrewInitiativeDie: assign(answer(spawn.applyCrewInitiativeDie)),
    askEnemyInitiativeDie: assign(request(spawn.enemyInitiativeNeed)),
    takeEnemyInitiativeDie: assign(answer(spawn.applyEnemyInitiativeDie)),
    beginTurn: assign(change(turn.beginTurn)),
    openCrewPhase: assign(change(turn.openCrewPhase)),
    openEnemyPhase: assign(change(turn.openEnemyPhase)),
    closeEnemyPhase: assign(change(turn.closeEnemyPhase)),
    rechargeShields: assign(change(turn.rechargeShields)),
    askFlankDie: assign(request(attack.flankNeed)),
    takeFlankDie: assign(answer(attack.applyFlankDie)),
    askHitDie: assign(request(attack.hitNeed)),
    takeHitDie: assign(answer(attack.applyHitDie)),
    finishAttack: assign(change(attack.finishAttack)),
    askUnjamDie: assign(request(acts.unjamNeed)),
    takeUnjamDie: assign(answer(acts.applyUnjamDie)),
    askMeditateDie: assign(request(acts.meditateNeed)),
    takeMeditateDie: assign(answer(acts.applyMeditateDie)),
    askEscapeDie: assign(request(acts.escapeNeed)),
    takeEscapeDie: assign(answer(acts.applyEscapeDie)),
    askPsiDie: assign(request(psi.psiNeed)),
    takePsiDie: assign(answer(psi.applyPsiDie)),
    endActivation: assign(change(acts.endActivation)),
    beginEnemyActivation: assign(change(enemy.beginEnemyActivation)),
    askEnemyEscapeDie: assign(request(enemy.enemyEscapeNeed)),
    takeEnemyEscapeDie: assign(answer(enemy.applyEnemyEscapeDie)),
    askEnemyActionDie: assign(request(enemy.enemyActionNeed)),
    takeEnemyActionDie: assign(answer(enemy.applyEnemyActionDie)),
    askEnemyHitDie: assign(request(enemy.enemyHitNeed)),
    takeEnemyHitDie: assign(answer(enemy.applyEnemyHitDie)),
    finishEnemyAction: assign(change(enemy.finishEnemyAction)),
    askPsiShieldDie: assign(request(shield.psiShieldNeed)),
    takePsiShieldDie: assign(answer(shield.applyPsiShieldDie)),
    endEnemyTurn: assign(change(enemy.endEnemyTurn)),
    closeFight: assign(change(turn.closeFight)),
    askTreasureDie: assign(request(spoils.treasureNeed)),
    takeTreasureDie: assign(answer(spoils.applyTreasureDie)),
    askCashDie: assign(request(spoils.cashNeed)),
    takeCashDie: assign(answer(spoils.applyCashDie)),
    askRowDie: assign(request(spoils.rowNeed)),
    takeRowDie: assign(answer(spoils.applyRowDie)),
    finishFight: assign(change(turn.finishFight)),
  },
});
