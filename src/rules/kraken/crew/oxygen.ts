import type { CrewMember } from './crew';
import { halfUp } from './rolls';
import { itemsCarried } from './inventory';

/**
 * The crew's shared oxygen (Space Kraken §3.6; kraken.oxygen, kraken.oxygen-use, kraken.atmospheres) and
 * what the air does to ground combat: 1 oxygen per combat turn and per Flank in non-breathable or Hell air,
 * and Hell halves healing except PSI healing.
 */

export type Atmosphere = 'breathable' | 'non-breathable' | 'hell';

/** The ship's oxygen store holds 25 units by default. */
export const BASE_OXYGEN = 25;

/** 25 plus every oxygen tank the crew carries. */
export function oxygenCapacity(crew: readonly CrewMember[]): number {
  const tanks = crew.reduce(
    (sum, member) =>
      sum + itemsCarried(member.inventory).reduce((s, { item }) => s + (item.item.oxygen ?? 0), 0),
    0,
  );
  return BASE_OXYGEN + tanks;
}

/** Oxygen a ground combat turn costs: 1 in non-breathable or Hell air (kraken.combat-loop). */
export function combatTurnOxygen(atmosphere: Atmosphere): number {
  return atmosphere === 'breathable' ? 0 : 1;
}

/** A Flank costs 1 oxygen in non-breathable or Hell air (kraken.flank). */
export function flankOxygen(atmosphere: Atmosphere): number {
  return atmosphere === 'breathable' ? 0 : 1;
}

/**
 * Pays oxygen, never going below 0. `short` is how many units could not be paid: with no oxygen left each
 * unpaid action knocks out one crew member of the player's choice (kraken.oxygen-use).
 */
export function spendOxygen(
  oxygen: number,
  cost: number,
): { readonly oxygen: number; readonly short: number } {
  const paid = Math.min(Math.max(0, oxygen), Math.max(0, cost));
  return { oxygen: Math.max(0, oxygen) - paid, short: Math.max(0, cost) - paid };
}

/** Hell halves healing (rounded up), except PSI healing (kraken.atmospheres). */
export function healingIn(atmosphere: Atmosphere, amount: number, fromPsi: boolean): number {
  return atmosphere === 'hell' && !fromPsi ? halfUp(amount) : amount;
}
