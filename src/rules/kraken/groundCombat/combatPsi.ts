import type { CombatRoll, Fight, PsiUse } from './combatTypes';
import type { PsiPower } from '../crew/psi';
import { isActive } from '../crew/crew';
import { resolveHit } from './damage';
import { applyHitToEnemy } from './enemyTurn';
import { overloadOf, putInSlot } from '../crew/inventory';
import { PSI_POWERS, psiAttackHit, psiHeal, psiRefusal, psiRoll, resolvePsi } from '../crew/psi';
import { actingCrew, markActed } from './combatActions';
import {
  crewById,
  enemyByUid,
  enemyName,
  enemyTarget,
  fightingEnemies,
  hitLogged,
  journaled,
  recordOf,
  replaceCrew,
  replaceEnemy,
  statusOf,
  withStatus,
} from './combatFlow';
import { MAX_OVERLOAD } from './combatItems';
import { explodeIfKilled, psiWardHit } from './combatTraits';

/**
 * PSI powers in a fight (Space Kraken §14, PSI powers; kraken.psi-check, kraken.psi-attacks,
 * kraken.psi-support): one power after the regular action (two activations, so twice, for a lone wolf), or
 * one power as the free reaction while enemies spawn.
 */

export function powerById(id: string): PsiPower | undefined {
  return PSI_POWERS.find((power) => power.id === id);
}

/** The PSI step follows the action of a turn activation while the user is conscious and not exhausted. */
export function psiStepOpen(fight: Fight): boolean {
  const activation = fight.activation;
  const user = actingCrew(fight);
  if (activation === null || user === undefined || activation.kind !== 'turn') return false;
  if (!activation.acted || activation.turnOver || fight.outcome !== null) return false;
  if (fightingEnemies(fight).length === 0 || !isActive(user)) return false;
  if (user.psi === null || user.psi.exhausted) return false;
  return !statusOf(fight, user.id).psiThisActivation;
}

function targetsSelf(fight: Fight, use: PsiUse): boolean {
  return use.crewId !== undefined && use.crewId === fight.activation?.crewId;
}

function effectRefusal(fight: Fight, power: PsiPower, use: PsiUse): string | null {
  const effect = power.effect;
  const crew = use.crewId === undefined ? undefined : crewById(fight, use.crewId);
  const enemy = use.enemyId === undefined ? undefined : enemyByUid(fight, use.enemyId);
  switch (effect.kind) {
    case 'damage':
      return effect.allEnemies || enemy?.status === 'fighting' ? null : `Choose an enemy for ${power.name}.`;
    case 'confuse':
      if (enemy?.status !== 'fighting') return `Choose an enemy for ${power.name}.`;
      return enemy.confuseUsed ? `${enemy.profile.name} has already been confused once.` : null;
    case 'heal':
      if (effect.allCrew) return null;
      return crew === undefined || crew.condition === 'killed'
        ? 'Choose a living crew member to heal.'
        : null;
    case 'concentrate':
      if (use.attribute === undefined) return 'Say whether Concentrate raises Melee or Ranged.';
      return crew !== undefined && isActive(crew) ? null : 'Choose a conscious crew member.';
    case 'taunt':
      return crew !== undefined && isActive(crew)
        ? null
        : 'Choose a conscious crew member to draw the enemy.';
    case 'extra-activation':
      if (crew === undefined || !isActive(crew)) return 'Choose a conscious crew member.';
      return crew.id === fight.activation?.crewId
        ? 'Motivation gives another crew member the activation.'
        : null;
    case 'telekinesis':
      return telekinesisRefusal(fight, use);
    case 'escape-bonus':
      return null;
    case 'psi-shield':
      return 'PSI Shield answers an enemy attack; it is not used as the PSI step.';
    case 'initiative-bonus':
    case 'loot-shift':
    case 'credits':
    case 'oxygen':
      return `${power.name} is a dungeon exploration power.`;
  }
}

/** Reading (kraken.psi-support): the moved piece goes into an empty slot and may not leave its receiver over-burdened. */
export function telekinesisRefusal(fight: Fight, use: PsiUse): string | null {
  const move = use.transfer;
  if (move === undefined) return 'Say which piece moves, and where to.';
  const from = crewById(fight, move.fromCrewId);
  const to = crewById(fight, move.toCrewId);
  if (from === undefined || to === undefined) return 'Both crew members must be in the fight.';
  if (from.inventory[move.fromSlot] === null) return `${from.name}'s slot ${move.fromSlot} is empty.`;
  if (to.inventory[move.toSlot] !== null) return `${to.name}'s slot ${move.toSlot} is not empty.`;
  if (from.id === to.id) return 'Telekinesis moves a piece from one crew member to another.';
  const after = putInSlot(to.inventory, move.toSlot, from.inventory[move.fromSlot]);
  if (overloadOf(after, to.attributes.strength) > MAX_OVERLOAD) return `${to.name} cannot carry that much.`;
  return null;
}

export function psiUseRefusal(fight: Fight, use: PsiUse): string | null {
  const activation = fight.activation;
  const user = actingCrew(fight);
  if (activation === null || user === undefined) return 'No crew member is acting now.';
  if (activation.kind === 'reaction') {
    if (activation.acted) return 'The reaction is one action or one PSI power, not both.';
  } else if (!psiStepOpen(fight)) {
    return activation.acted
      ? `${user.name} cannot use PSI now.`
      : 'A PSI power comes after the regular action (kraken.psi-check).';
  }
  const power = powerById(use.power);
  if (power === undefined) return `There is no PSI power "${use.power}".`;
  return psiRefusal(user, power, 'ground-combat') ?? effectRefusal(fight, power, use);
}

export function startPsi(fight: Fight, use: PsiUse): Fight {
  const activation = fight.activation;
  if (activation === null) return fight;
  const next = withStatus(fight, activation.crewId, { psiThisActivation: true });
  const power = powerById(use.power)?.name ?? use.power;
  const target =
    use.enemyId !== undefined
      ? enemyName(fight, use.enemyId)
      : use.crewId !== undefined
        ? (crewById(fight, use.crewId)?.name ?? use.crewId)
        : null;
  const withUse = journaled(
    { ...next, activation: { ...activation, psi: use } },
    { kind: 'psi-reached', name: actingCrew(fight)?.name ?? null, powerId: use.power, power, target },
  );
  return activation.kind === 'reaction' ? markActed(withUse, 'other', { psi: use }) : withUse;
}

export function psiNeed(fight: Fight): CombatRoll | null {
  const use = fight.activation?.psi ?? null;
  const user = actingCrew(fight);
  const power = use === null ? undefined : powerById(use.power);
  if (use === null || user === undefined || power === undefined || user.psi === null) return null;
  return { need: psiRoll(user, power, targetsSelf(fight, use)), who: user.name };
}

function applyEffect(fight: Fight, power: PsiPower, use: PsiUse): Fight {
  const effect = power.effect;
  switch (effect.kind) {
    case 'damage': {
      const uids = effect.allEnemies ? fightingEnemies(fight).map((e) => e.uid) : [use.enemyId ?? ''];
      let next = fight;
      for (const uid of uids) {
        const enemy = enemyByUid(next, uid);
        if (enemy === undefined) continue;
        // PSI Ward: PSI attack powers deal it half damage, rounded down (combatTraits.ts).
        const result = resolveHit(psiWardHit(enemy, psiAttackHit(power)), enemyTarget(next, enemy));
        const after = applyHitToEnemy(enemy, result.target, result.breakdown.hpLoss);
        next = hitLogged(replaceEnemy(next, after), {
          attacker: power.name,
          targetId: uid,
          target: enemyName(next, uid),
          breakdown: result.breakdown,
          critical: false,
          hpBefore: enemy.hp,
          hpAfter: after.hp,
          result: after.status,
        });
        next = explodeIfKilled(next, enemy);
      }
      return next;
    }
    case 'heal': {
      const ids = effect.allCrew ? fight.crew.map((m) => m.id) : [use.crewId ?? ''];
      let next = fight;
      for (const id of ids) {
        const member = crewById(next, id);
        if (member === undefined || member.condition === 'killed') continue;
        const healed = psiHeal(member, effect.hp);
        next = replaceCrew(next, healed);
        if (member.condition === 'unconscious') next = withStatus(next, id, { activationsLeft: 0 });
        next = journaled(next, {
          kind: 'psi-healed',
          crewId: id,
          name: member.name,
          hpBefore: member.hp,
          hpAfter: healed.hp,
        });
      }
      return next;
    }
    case 'concentrate': {
      const id = use.crewId ?? '';
      const concentrate = { attribute: use.attribute ?? 'melee', amount: effect.amount };
      return journaled(withStatus(fight, id, { concentrate, concentrateArmed: false }), {
        kind: 'psi-concentrated',
        crewId: id,
        name: crewById(fight, id)?.name ?? id,
        amount: effect.amount,
        attribute: concentrate.attribute,
      });
    }
    case 'taunt':
      return journaled(
        { ...fight, taunt: use.crewId ?? null },
        { kind: 'psi-taunted', crewId: use.crewId ?? null },
      );
    case 'telekinesis': {
      const move = use.transfer;
      const from = move === undefined ? undefined : crewById(fight, move.fromCrewId);
      if (move === undefined || from === undefined) return fight;
      const piece = from.inventory[move.fromSlot];
      let next = replaceCrew(fight, { ...from, inventory: putInSlot(from.inventory, move.fromSlot, null) });
      const to = crewById(next, move.toCrewId);
      if (to === undefined) return fight;
      next = replaceCrew(next, { ...to, inventory: putInSlot(to.inventory, move.toSlot, piece) });
      return journaled(next, { kind: 'psi-telekinesis', from: from.name, to: to.name });
    }
    case 'confuse': {
      const enemy = enemyByUid(fight, use.enemyId ?? '');
      if (enemy === undefined) return fight;
      return journaled(replaceEnemy(fight, { ...enemy, confused: true, confuseUsed: true }), {
        kind: 'psi-confused',
        uid: enemy.uid,
        name: enemyName(fight, enemy.uid),
      });
    }
    case 'escape-bonus':
      return journaled(
        { ...fight, escapeBonus: Math.max(fight.escapeBonus, effect.bonus) },
        { kind: 'psi-escape-bonus', bonus: effect.bonus },
      );
    case 'extra-activation': {
      const id = use.crewId ?? '';
      const left = statusOf(fight, id).activationsLeft;
      return journaled(withStatus(fight, id, { activationsLeft: left + 1 }), {
        kind: 'psi-extra-activation',
        crewId: id,
        name: crewById(fight, id)?.name ?? id,
      });
    }
    case 'psi-shield':
    case 'initiative-bonus':
    case 'loot-shift':
    case 'credits':
    case 'oxygen':
      return fight;
  }
}

/** Reads the PSI die: success applies the power; failure costs 1 HP (2 on a 1) and exhausts PSI. */
export function applyPsiDie(fight: Fight, face: number): Fight {
  const roll = psiNeed(fight);
  const use = fight.activation?.psi ?? null;
  const user = actingCrew(fight);
  const power = use === null ? undefined : powerById(use.power);
  if (roll === null || use === null || user === undefined || power === undefined) return fight;
  const result = resolvePsi(user, power, face, targetsSelf(fight, use));
  const record = recordOf(roll.need, face);
  let next = journaled(
    replaceCrew(fight, result.crew),
    { kind: 'psi-die', purpose: roll.need.purpose, success: result.success, hpLost: result.hpLost },
    { roll: record },
  );
  if (result.crew.condition !== 'conscious') next = withStatus(next, user.id, { activationsLeft: 0 });
  return result.effectApplies ? applyEffect(next, power, use) : next;
}
