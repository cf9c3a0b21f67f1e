import type { CombatRoll, Fight } from './combatTypes';
import type { CrewMember } from '../crew/crew';
import { isActive } from '../crew/crew';
import { resolveEnemyAttack } from './enemyTurn';
import { psiPower, psiRoll, psiShieldRefusal, resolvePsi } from '../crew/psi';
import { enemyByUid, journaled, recordOf, replaceCrew, statusOf, withStatus } from './combatFlow';
import { enemyHitNeed } from './combatEnemy';

/**
 * PSI SHIELD (Space Kraken §14, PSI support; kraken.psi-support): when an enemy attack has landed, the PSI
 * hero may try to stop all the HP damage it does to one crew member (the shield still drains). It may be
 * used at once, outside their activation, if they used no PSI in their previous activation and are not
 * exhausted. Reading: using it counts as PSI used, so it waits for an activation without PSI before the
 * next time; it is offered after the hit dice, before the damage, only when a hit landed.
 */

const POWER = 'psi-shield';

/** The crew member who can raise a PSI shield now, if any. */
export function psiShieldHero(fight: Fight): CrewMember | undefined {
  return fight.crew.find(
    (member) =>
      isActive(member) &&
      member.psi !== null &&
      psiShieldRefusal(member, statusOf(fight, member.id).psiLastActivation) === null,
  );
}

/** Crew members this enemy attack has hit (its dice are all rolled). */
export function landedOn(fight: Fight): readonly string[] {
  const turn = fight.enemyTurn;
  const enemy = turn === null ? undefined : enemyByUid(fight, turn.uid);
  if (turn?.attack == null || enemy === undefined || turn.targets.length === 0) return [];
  const explosive = turn.attack.keywords.includes('EX');
  const contexts = turn.targets.map((id) => ({ targetInCover: statusOf(fight, id).cover }));
  const dice = resolveEnemyAttack(enemy, turn.attack, contexts, turn.faces);
  const ids = dice
    .filter((die) => die.hit !== null)
    .map((die) => (explosive ? turn.targets[die.index] : turn.targets[0]) ?? '');
  return [...new Set(ids)].filter((id) => id !== '');
}

export function psiShieldOffered(fight: Fight): boolean {
  const turn = fight.enemyTurn;
  if (turn === null || turn.shieldAsked || turn.candidates.length > 0) return false;
  if (enemyHitNeed(fight) !== null) return false;
  return psiShieldHero(fight) !== undefined && landedOn(fight).length > 0;
}

export function psiShieldDecisionRefusal(fight: Fight, crewId: string | null): string | null {
  if (!psiShieldOffered(fight)) return 'No enemy attack is waiting for a PSI shield.';
  if (crewId !== null && !landedOn(fight).includes(crewId))
    return 'The PSI shield protects someone the attack hit.';
  return null;
}

export function raisePsiShield(fight: Fight, crewId: string): Fight {
  const turn = fight.enemyTurn;
  const hero = psiShieldHero(fight);
  if (turn === null || hero === undefined) return fight;
  const next = withStatus(fight, hero.id, { psiLastActivation: true });
  const name = fight.crew.find((member) => member.id === crewId)?.name ?? crewId;
  return journaled(
    { ...next, enemyTurn: { ...turn, shieldAsked: true, shieldFor: crewId } },
    { kind: 'psi-shield-raised', heroId: hero.id, hero: hero.name, crewId, name },
  );
}

export function passPsiShield(fight: Fight): Fight {
  const turn = fight.enemyTurn;
  return turn === null
    ? fight
    : journaled({ ...fight, enemyTurn: { ...turn, shieldAsked: true } }, { kind: 'psi-shield-passed' });
}

export function psiShieldNeed(fight: Fight): CombatRoll | null {
  const hero = fight.crew.find((member) => member.psi !== null && isActive(member));
  if (fight.enemyTurn?.shieldFor == null || hero === undefined) return null;
  return { need: psiRoll(hero, psiPower(POWER)), who: hero.name };
}

export function applyPsiShieldDie(fight: Fight, face: number): Fight {
  const turn = fight.enemyTurn;
  const roll = psiShieldNeed(fight);
  const hero = fight.crew.find((member) => member.psi !== null && isActive(member));
  if (turn === null || roll === null || hero === undefined) return fight;
  const result = resolvePsi(hero, psiPower(POWER), face);
  const record = recordOf(roll.need, face);
  const saved = result.effectApplies ? turn.shieldFor : null;
  return journaled(
    { ...replaceCrew(fight, result.crew), enemyTurn: { ...turn, shieldFor: null, shielded: saved } },
    { kind: 'psi-shield-die', purpose: roll.need.purpose, held: saved !== null, hpLost: result.hpLost },
    { roll: record },
  );
}
