import type { MutableRngState } from '../../dice/rng';
import type { CombatDecision } from '../groundCombat/combatDecisions';
import type { Fight } from '../groundCombat/combatTypes';
import type { FightOutcome, FightPolicy } from './simulateTypes';
import type { ResumeAt } from './simulateStart';
import { rollDieInPlace } from '../../dice/rng';
import { applyEscapeDie, applyUnjamDie, endActivation } from '../groundCombat/combatActions';
import {
  applyFlankDie,
  applyHitDie,
  finishAttack,
  flankNeed,
  hitNeed,
  rerollOffered,
} from '../groundCombat/combatAttack';
import { decide, decisionRefusal } from '../groundCombat/combatDecisions';
import {
  applyEnemyActionDie,
  applyEnemyEscapeDie,
  applyEnemyHitDie,
  beginEnemyActivation,
  endEnemyTurn,
  enemyGone,
  enemyHasAnotherAction,
  enemyHitNeed,
  enemyNeedsTarget,
  enemyTriesEscape,
  finishEnemyAction,
  nextEnemyUid,
} from '../groundCombat/combatEnemy';
import { crewActsFirst, fightOver, fightingEnemies } from '../groundCombat/combatFlow';
import { psiStepOpen } from '../groundCombat/combatPsi';
import { applyPsiShieldDie, psiShieldNeed, psiShieldOffered } from '../groundCombat/combatPsiShield';
import {
  applyCrewInitiativeDie,
  applyEnemyInitiativeDie,
  initiativeFixed,
  settleInitiativeWithoutRoll,
} from '../groundCombat/combatSpawn';
import {
  beginTurn,
  closeEnemyPhase,
  crewPhaseOver,
  openCrewPhase,
  openEnemyPhase,
  oxygenShort,
  rechargeShields,
} from '../groundCombat/combatTurn';
import {
  crewActionDecision,
  crewToActivate,
  enemyTargetDecision,
  escapeDecision,
  faintDecision,
} from './simulatePolicy';

/**
 * The rest of a ground combat played on the game's own kernel: the functions the ground-combat machine
 * (machines/kraken/groundCombat.machine.ts) calls in each of its states, called here in the order its
 * transitions take, every decision sent through `decide` after `decisionRefusal` accepted it — exactly what
 * a player following the policy of `simulatePolicy.ts` sends the machine — and every die drawn from the
 * seeded stream when the machine would ask for it (`rollDieInPlace`, one d6 at a time). Whatever rule the
 * game's fight applies, this plays it: enemy traits and special actions, the Zombie threshold, hindrance,
 * hardening, re-roll items, Chain Attack, Dread. fightOdds.kernel.test.ts plays the same fights through the
 * machine itself and requires the same end.
 *
 * Two things the machine has no state for: the turn cap (after `maxTurns` turns the fight stops, counted
 * lost and `capped`), and a crew member the rules leave no action at all (an Aggressive one carrying a
 * captive while holding a working weapon: the game offers nothing but holding back), whose activation ends
 * without one.
 */

export interface PlayedFight {
  /** The fight as it stopped: over (not yet closed: no XP, no drops), or at the turn cap. */
  readonly fight: Fight;
  readonly outcome: FightOutcome;
  readonly capped: boolean;
  /** Turns begun; a turn under way at the start counts as one. */
  readonly turns: number;
}

interface Play {
  fight: Fight;
  readonly rng: MutableRngState;
  readonly policy: FightPolicy;
}

function d6(p: Play): number {
  return rollDieInPlace(p.rng, 6);
}

/** A decision the machine would accept in its waiting state, applied; the policy never sends another. */
function send(p: Play, decision: CombatDecision | null): void {
  if (decision === null) throw new Error('The policy has no decision here.');
  const refused = decisionRefusal(p.fight, decision);
  if (refused !== null) throw new Error(`The rules refuse the policy's ${decision.type}: ${refused}`);
  p.fight = decide(p.fight, decision);
}

/** `turn.oxygen` and `oxygenShort`: each unit owed knocks out the crew member the policy names. */
function payOxygen(p: Play): void {
  while (oxygenShort(p.fight)) send(p, faintDecision(p.fight));
}

/** `initiative`: no roll in an ambush or alone; else the crew's die, then the enemies'. Nobody in Cover. */
function rollInitiative(p: Play): void {
  if (initiativeFixed(p.fight)) {
    p.fight = settleInitiativeWithoutRoll(p.fight);
    return;
  }
  send(p, { type: 'initiative.roll' });
  p.fight = applyCrewInitiativeDie(p.fight, d6(p));
  p.fight = applyEnemyInitiativeDie(p.fight, d6(p));
}

/** `acting.attackCheck` … `hitRolled`: hit dice one at a time, every re-roll offered taken, then the hits. */
function attackDice(p: Play): void {
  for (;;) {
    if (flankNeed(p.fight) !== null) p.fight = applyFlankDie(p.fight, d6(p));
    else if (hitNeed(p.fight) !== null) {
      p.fight = applyHitDie(p.fight, d6(p));
      if (rerollOffered(p.fight)) send(p, { type: 'attack.reroll' });
    } else {
      if (p.fight.attack !== null) p.fight = finishAttack(p.fight);
      return;
    }
  }
}

/** One crew member's activation (`activationStates`), from `choosing` to `done`. */
function activation(p: Play): void {
  const decision = escapeDecision(p.fight, p.policy) ?? crewActionDecision(p.fight);
  if (decision !== null) {
    send(p, decision);
    if (decision.type === 'attack' || decision.type === 'item.use') attackDice(p);
    else if (decision.type === 'unjam') p.fight = applyUnjamDie(p.fight, d6(p));
    else if (decision.type === 'escape') p.fight = applyEscapeDie(p.fight, d6(p));
    if (psiStepOpen(p.fight)) send(p, { type: 'psi.skip' });
  }
  p.fight = endActivation(p.fight);
}

/** `turn.crew`: activate the first with an activation left until nobody has one. False: the fight is over. */
function crewStep(p: Play): boolean {
  p.fight = openCrewPhase(p.fight);
  for (;;) {
    if (fightOver(p.fight)) return false;
    if (crewPhaseOver(p.fight)) return true;
    const id = crewToActivate(p.fight);
    send(p, id === null ? null : { type: 'crew.activate', crewId: id });
    activation(p);
  }
}

/** `enemies.resolving`: targets, hit dice, PSI Shield (passed), then the action is done. */
function enemyAction(p: Play): void {
  for (;;) {
    if (enemyNeedsTarget(p.fight)) send(p, enemyTargetDecision(p.fight, p.rng));
    else if (enemyHitNeed(p.fight) !== null) p.fight = applyEnemyHitDie(p.fight, d6(p));
    else if (psiShieldNeed(p.fight) !== null) p.fight = applyPsiShieldDie(p.fight, d6(p));
    else if (psiShieldOffered(p.fight)) send(p, { type: 'psi.pass' });
    else {
      p.fight = finishEnemyAction(p.fight);
      return;
    }
  }
}

/** One enemy's activation from `begin`; false when the fight ended in it. */
function enemyActivation(p: Play): boolean {
  p.fight = beginEnemyActivation(p.fight);
  if (enemyTriesEscape(p.fight)) {
    p.fight = applyEnemyEscapeDie(p.fight, d6(p));
    if (enemyGone(p.fight)) {
      p.fight = endEnemyTurn(p.fight);
      return true;
    }
  }
  for (;;) {
    p.fight = applyEnemyActionDie(p.fight, d6(p));
    enemyAction(p);
    if (fightOver(p.fight)) return false;
    if (!enemyHasAnotherAction(p.fight)) break;
  }
  p.fight = endEnemyTurn(p.fight);
  return true;
}

/** `turn.enemies`: top to bottom; `resume` picks the step up where it stands. False: the fight is over. */
function enemyStep(p: Play, resume: boolean): boolean {
  if (!resume) p.fight = openEnemyPhase(p.fight);
  let going = true;
  while (going) {
    if (fightOver(p.fight)) going = false;
    else if (nextEnemyUid(p.fight) === null) break;
    else going = enemyActivation(p);
  }
  p.fight = closeEnemyPhase(p.fight);
  return going;
}

/** The turn's steps from `at` (crew and enemies swapped when the enemy won initiative); false when over. */
function turnSteps(p: Play, at: ResumeAt): boolean {
  const order = crewActsFirst(p.fight) ? (['crew', 'enemies'] as const) : (['enemies', 'crew'] as const);
  const from =
    at === 'oxygen' ? 0 : at === 'recharge' ? 2 : order.indexOf(at === 'crew' ? 'crew' : 'enemies');
  for (let s = from; s < order.length; s += 1) {
    const step = order[s];
    const going = step === 'crew' ? crewStep(p) : enemyStep(p, at === 'enemies' && s === from);
    if (!going) return false;
  }
  p.fight = rechargeShields(p.fight);
  return true;
}

function outcomeOf(fight: Fight): FightOutcome {
  if (fight.outcome === 'escaped') return 'escape';
  return fightingEnemies(fight).length === 0 ? 'win' : 'lose';
}

/**
 * Plays the fight from `at` with the policy until the kernel says it is over, or `policy.maxTurns` turns
 * (the current one counts) have begun. The RNG state is advanced in place.
 */
export function playFight(
  start: Fight,
  at: ResumeAt,
  rng: MutableRngState,
  policy: FightPolicy,
): PlayedFight {
  const p: Play = { fight: start, rng, policy };
  let next = at;
  let turns = 0;
  if (next !== 'initiative' && next !== 'oxygen') {
    // A turn under way counts as one.
    if (policy.maxTurns <= 0) return { fight: p.fight, outcome: 'lose', capped: true, turns };
    turns = 1;
  }
  payOxygen(p);
  if (fightOver(p.fight)) return { fight: p.fight, outcome: outcomeOf(p.fight), capped: false, turns };
  if (next === 'initiative') {
    rollInitiative(p);
    next = 'oxygen';
  }
  for (;;) {
    if (next === 'oxygen') {
      if (turns >= policy.maxTurns) return { fight: p.fight, outcome: 'lose', capped: true, turns };
      turns += 1;
      p.fight = beginTurn(p.fight);
      payOxygen(p);
      if (fightOver(p.fight)) break;
    }
    if (!turnSteps(p, next)) break;
    next = 'oxygen';
  }
  return { fight: p.fight, outcome: outcomeOf(p.fight), capped: false, turns };
}
