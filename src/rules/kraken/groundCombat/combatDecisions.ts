import type { z } from 'zod';
import type { combatDecisionSchema } from './combatDecision.schema';
import type { Fight, PsiUse } from './combatTypes';
import {
  actionRefusal,
  activate,
  activateRefusal,
  cancelActivation,
  cancelRefusal,
  escapeRefusal,
  meditateRefusal,
  rechargeRefusal,
  recharge,
  reload,
  reloadRefusal,
  startEscape,
  startMeditate,
  startUnjam,
  takeCover,
  unjamRefusal,
} from './combatActions';
import {
  attackRefusal,
  itemAttackRefusal,
  keepAttackDie,
  rerollAttackDie,
  rerollOffered,
  startAttack,
  startItemAttack,
} from './combatAttack';
import { withCause, journaled } from './combatFlow';
import { exchange, exchangeRefusal, isAttackItem, itemUseRefusal, useItem } from './combatItems';
import { psiStepOpen, psiUseRefusal, startPsi } from './combatPsi';
import { passPsiShield, psiShieldDecisionRefusal, raisePsiShield } from './combatPsiShield';
import { chooseEnemyTarget, enemyTargetRefusal } from './combatEnemy';
import {
  coverToggleRefusal,
  initiativeRollRefusal,
  announceInitiative,
  reactionPending,
  skipReaction,
  toggleCover,
} from './combatSpawn';
import { ammoRefusal, pickDrop, stageRefusal, takeAmmo, takeFirst } from './combatSpoils';
import { faint, faintRefusal } from './combatTurn';

/**
 * Every decision a player takes in a ground combat, as data (the type is inferred from its zod schema in
 * combatDecision.schema.ts, the one source): what it is, when it is refused (with the rule
 * it breaks) and what it changes. The machine accepts a decision only in the states where it belongs and
 * only when `decisionRefusal` has nothing against it; then `decide` applies it.
 */
export type CombatDecision = z.infer<typeof combatDecisionSchema>;

export type CombatDecisionType = CombatDecision['type'];

function psiUseOf(d: PsiUse): PsiUse {
  return {
    power: d.power,
    crewId: d.crewId,
    enemyId: d.enemyId,
    attribute: d.attribute,
    transfer: d.transfer,
  };
}

/** Null when the decision may be taken now, else the reason in the project's words. */
export function decisionRefusal(fight: Fight, d: CombatDecision): string | null {
  switch (d.type) {
    case 'crew.activate':
      return activateRefusal(fight, d.crewId);
    case 'activation.cancel':
      return cancelRefusal(fight);
    case 'reaction.skip':
      return reactionPending(fight) ? null : 'No reaction is waiting.';
    case 'cover.toggle':
      return coverToggleRefusal(fight, d.crewId);
    case 'initiative.roll':
      return initiativeRollRefusal(fight);
    case 'oxygen.faint':
      return faintRefusal(fight, d.crewId);
    case 'attack':
      return attackRefusal(fight, d);
    case 'cover':
      return actionRefusal(fight, 'cover');
    case 'reload':
      return reloadRefusal(fight, d.slot, d.source);
    case 'unjam':
      return unjamRefusal(fight, d.slot);
    case 'recharge':
      return rechargeRefusal(fight, d.slot);
    case 'item.use':
      return isAttackItem(fight, d.slot)
        ? itemAttackRefusal(fight, d.slot, d.targetId ?? null)
        : itemUseRefusal(fight, d.slot, d.targetId ?? null);
    case 'exchange':
      return exchangeRefusal(fight, d.withCrewId, d.swaps);
    case 'escape':
      return escapeRefusal(fight, { escaping: d.escaping, sacrificed: d.sacrificed });
    case 'meditate':
      return meditateRefusal(fight);
    case 'psi.use':
      return psiUseRefusal(fight, psiUseOf(d));
    case 'psi.skip':
      return psiStepOpen(fight) ? null : 'No PSI power is waiting to be used.';
    case 'attack.reroll':
    case 'attack.keep':
      return rerollOffered(fight) ? null : 'No attack die is waiting to be re-rolled.';
    case 'enemy.target':
      return enemyTargetRefusal(fight, d.crewId);
    case 'psi.shield':
      return psiShieldDecisionRefusal(fight, d.crewId);
    case 'psi.pass':
      return psiShieldDecisionRefusal(fight, null);
    case 'spoils.take':
      return stageRefusal(fight, 'choice');
    case 'spoils.pick':
      return stageRefusal(fight, 'pick');
    case 'spoils.ammo':
      return ammoRefusal(fight, d.option);
  }
}

/** Applies a decision `decisionRefusal` accepted; the log lines it writes are stamped `decision-N`. */
export function decide(fight: Fight, d: CombatDecision): Fight {
  const n = fight.decisions + 1;
  const f = withCause({ ...fight, decisions: n }, `decision-${n}`);
  switch (d.type) {
    case 'crew.activate':
      return activate(f, d.crewId);
    case 'activation.cancel':
      return cancelActivation(f);
    case 'reaction.skip':
      return skipReaction(f);
    case 'cover.toggle':
      return toggleCover(f, d.crewId);
    case 'initiative.roll':
      return announceInitiative(f);
    case 'oxygen.faint':
      return faint(f, d.crewId);
    case 'attack':
      return startAttack(f, d);
    case 'cover':
      return takeCover(f);
    case 'reload':
      return reload(f, d.slot, d.source);
    case 'unjam':
      return startUnjam(f, d.slot);
    case 'recharge':
      return recharge(f, d.slot);
    case 'item.use':
      return isAttackItem(f, d.slot)
        ? startItemAttack(f, d.slot, d.targetId ?? null)
        : useItem(f, d.slot, d.targetId ?? null);
    case 'exchange':
      return exchange(f, d.withCrewId, d.swaps);
    case 'escape':
      return startEscape(f, { escaping: d.escaping, sacrificed: d.sacrificed });
    case 'meditate':
      return startMeditate(f);
    case 'psi.use':
      return startPsi(f, psiUseOf(d));
    case 'psi.skip':
      return journaled(f, { kind: 'psi-skipped' });
    case 'attack.reroll':
      return rerollAttackDie(f);
    case 'attack.keep':
      return keepAttackDie(f);
    case 'enemy.target':
      return chooseEnemyTarget(f, d.crewId);
    case 'psi.shield':
      return raisePsiShield(f, d.crewId);
    case 'psi.pass':
      return passPsiShield(f);
    case 'spoils.take':
      return takeFirst(f, d.choice);
    case 'spoils.pick':
      return pickDrop(f, d.side);
    case 'spoils.ammo':
      return takeAmmo(f, d.option);
  }
}
