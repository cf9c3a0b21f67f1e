import { clampTn } from '../../dice/pool';
import { armourPiercingDice, attackSituation, bonusDice } from '../tables/attack';
import { conditionTnModifier } from '../tables/conditions';
import { airlockInteractTn, airlocksOpenAutomatically, dangerLevel } from '../tables/danger';
import type { TerrainPiece } from '../../board/types';
import { friendsInContact, unitById } from './board';
import { attackCheck } from './checks';
import { boilersOf, crewSides, gearById } from './core';
import type { Effect } from './effects.types';
import { atLeast, beats, netSuccesses } from './poolOdds';
import type { Mission, Unit } from './state';

/**
 * The pools a unit rolls (tests, attacks, shoves, initiative) and their exact odds: every modifier stacked
 * into the dice and the TN. Read by the roll needs, the handlers that read the faces, and the mode's odds.
 */

export function unlucky(u: Unit | undefined): boolean {
  return u?.conditions.includes('unlucky') ?? false;
}

/** Dice a unit rolls for a test of `stat`: the stat, plus its Concentrate tokens (spent by the test). */
export function testDice(u: Unit, stat: 'muscle' | 'smarts' | 'armour'): number {
  return Math.max(1, u.stats[stat] + u.concentrate);
}

export function testTn(u: Unit, tn: number): number {
  return clampTn(tn + conditionTnModifier(u.conditions));
}

export interface AttackPools {
  readonly attackDice: number;
  readonly defenceDice: number;
  readonly attackTn: number;
  readonly defenceTn: number;
  readonly notes: readonly string[];
  readonly withinHalfRange: boolean;
}

/** Steps 2 and 3 of an attack: both pools and both TNs, every modifier stacked and clamped. */
export function attackPools(m: Mission, e: Effect & { kind: 'attack' }): AttackPools | null {
  const a = unitById(m, e.attacker);
  const d = unitById(m, e.target);
  if (a === undefined || d === undefined) return null;
  const weapon = e.weapon === null ? undefined : gearById(m, e.weapon);
  const check = attackCheck(m, a, d.id, e.weapon, e.melee);
  const situation = attackSituation({
    melee: e.melee,
    targetProne: d.conditions.includes('prone'),
    targetInCover: check.cover,
    attackerFriendsInContact: friendsInContact(m, a, [a, d]).length,
    defenderFriendsInContact: friendsInContact(m, d, [a, d]).length,
    attackerConditions: a.conditions,
    defenderConditions: d.conditions,
  });
  const armour = d.gear
    .map((id) => gearById(m, id))
    .filter((g) => g?.kind === 'armour')
    .map((g) => g?.bonusDice ?? 0);
  // Reading (salvage.weapon-keywords): Armor Piercing takes one die off the Armour pool, never below 1D8.
  const pierced = weapon?.keywords.includes('Armor Piercing') === true;
  const baseDefence = pierced ? armourPiercingDice(d.stats.armour, 1) : d.stats.armour;
  const attackStat = e.melee ? a.stats.muscle : a.stats.smarts;
  const range = weapon?.range;
  return {
    attackDice: Math.max(
      1,
      attackStat + bonusDice([weapon?.bonusDice ?? 0]) + a.concentrate + situation.attackExtraDice,
    ),
    defenceDice: Math.max(1, baseDefence + bonusDice(armour) + situation.defenceExtraDice),
    attackTn: clampTn(6 + situation.attackTnModifier),
    defenceTn: clampTn(6 + situation.defenceTnModifier),
    notes: situation.notes,
    withinHalfRange: range !== undefined && check.distance <= range / 2 + 1e-9,
  };
}

function best(u: Unit): number {
  return Math.max(u.stats.muscle, u.stats.smarts);
}

/** Initiative: each crew rolls its best remaining (not yet activated, standing) unit's Muscle or Smarts. */
export function initiativeDice(m: Mission): { side: 'attacker' | 'defender'; dice: number }[] {
  return crewSides(m).map((side) => {
    const left = boilersOf(m, side).filter((u) => u.status === 'active' && u.at !== null);
    return { side, dice: Math.max(1, ...left.map(best)) };
  });
}
/** A die that counts as a success at this TN (an 8 always does). */
export function isSuccess(face: number, tn: number): boolean {
  return face === 8 || (face !== 1 && face >= tn);
}

export function successCount(faces: readonly number[], tn: number): number {
  return faces.filter((f) => isSuccess(f, tn)).length;
}

/** Who rolls each group of a pool roll, and at what TN (Unlucky re-rolls a roller's successes). */
export function poolRollers(m: Mission, e: Effect): { unit: Unit; tn: number }[] | null {
  switch (e.kind) {
    case 'test': {
      const u = unitById(m, e.unit);
      return u === undefined ? null : [{ unit: u, tn: testTn(u, e.tn) }];
    }
    case 'attack': {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      const p = attackPools(m, e);
      return a === undefined || d === undefined || p === null
        ? null
        : [
            { unit: a, tn: p.attackTn },
            { unit: d, tn: p.defenceTn },
          ];
    }
    case 'shove': {
      const a = unitById(m, e.attacker);
      const d = unitById(m, e.target);
      return a === undefined || d === undefined
        ? null
        : [
            { unit: a, tn: testTn(a, 6) },
            { unit: d, tn: testTn(d, 6) },
          ];
    }
    default:
      return null;
  }
}

/**
 * Chance an attack hits (Resolve: more successes than the defender, or as many — in melee only when that is
 * at least one, since 0–0 there is the push; at range 0–0 is a tie and hits, salvage.attack reading),
 * Unlucky included on either side.
 */
export function hitOdds(
  p: AttackPools,
  attackerUnlucky: boolean,
  defenderUnlucky: boolean,
  melee: boolean,
): number {
  const atk = netSuccesses(p.attackDice, p.attackTn, attackerUnlucky);
  const def = netSuccesses(p.defenceDice, p.defenceTn, defenderUnlucky);
  const least = melee ? 1 : 0;
  return (
    beats(atk, def, false) + [...atk].reduce((s, [n, q]) => s + (n >= least ? q * (def.get(n) ?? 0) : 0), 0)
  );
}

/** Chance a Simple Test of this unit passes at this TN (Concentrate, Stunned and Unlucky counted). */
export function testOdds(u: Unit, stat: 'muscle' | 'smarts', tn: number): number {
  return atLeast(netSuccesses(testDice(u, stat), testTn(u, tn), unlucky(u)), 1);
}

/** Chance an Interact with a door or an airlock succeeds now; null when an open airlock needs no test. */
export function interactOdds(m: Mission, u: Unit, piece: TerrainPiece): number | null {
  if (piece.kind !== 'airlock') return testOdds(u, 'smarts', 6);
  const level = dangerLevel(m.danger);
  if (airlocksOpenAutomatically(level) || m.airlocksOpen) return null;
  return testOdds(u, 'smarts', airlockInteractTn(level) ?? 6);
}
