import { damageCandidates, type DamageClass } from './damage';
import type { Ship, ShipCatalogue } from './state';

/**
 * Exact odds of the §10 system-damage roll (kraken.ship-damage), for the UI to show before the dice: given a
 * hit that cost the ship SP, the chance of each class and of each system. One d6 face is 1/6 and one d20 face
 * 1/20, so every chance here is a whole number of 120ths, computed as that fraction (no rounding on the way).
 */

const D6_FACES: Readonly<Record<DamageClass, number>> = { none: 2, standard: 2, weapon: 1, shield: 1 };

export interface SystemDamageOdds {
  /** Chance that no system is damaged (a 1–2, or a class the ship has none of). */
  readonly none: number;
  /** Chance of each class actually hitting a system (0 for a class the ship lacks). */
  readonly standard: number;
  readonly weapon: number;
  readonly shield: number;
  /**
   * Per fitted system that the dice pick (standard systems and weapons): the chance this one is damaged, and
   * whether that would destroy it (it is damaged already, and not from this turn). Shields are the player's
   * choice on a 6, so they are listed under `shield` alone.
   */
  readonly systems: readonly {
    readonly fittedId: string;
    readonly chance: number;
    readonly destroys: boolean;
  }[];
}

/** How many of the d20's 20 faces land on each of n systems when the count goes round the list. */
export function d20Shares(n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(20 / n) + (i < 20 % n ? 1 : 0));
}

/** The d6 faces on which no system is damaged: the 1–2, and the faces of each class the ship has none of. */
function noneFaces(catalogue: ShipCatalogue, ship: Ship): number {
  const missing = (['standard', 'weapon', 'shield'] as const).filter(
    (c) => damageCandidates(catalogue, ship, c).length === 0,
  );
  return D6_FACES.none + missing.reduce((s, c) => s + D6_FACES[c], 0);
}

export function systemDamageOdds(catalogue: ShipCatalogue, ship: Ship): SystemDamageOdds {
  const present = (cls: DamageClass) => damageCandidates(catalogue, ship, cls).length > 0;
  const classChance = (cls: 'standard' | 'weapon' | 'shield') => (present(cls) ? D6_FACES[cls] / 6 : 0);
  const systems = (['standard', 'weapon'] as const).flatMap((cls) => {
    const candidates = damageCandidates(catalogue, ship, cls);
    const shares = d20Shares(candidates.length);
    return candidates.map((f, i) => ({
      fittedId: f.id,
      chance: (D6_FACES[cls] * (shares[i] ?? 0)) / 120,
      destroys: f.damaged && f.damagedThisTurn !== true,
    }));
  });
  return {
    none: noneFaces(catalogue, ship) / 6,
    standard: classChance('standard'),
    weapon: classChance('weapon'),
    shield: classChance('shield'),
    systems,
  };
}

/** The chance that a hit costing SP damages some system (standard 2/6 + weapon 1/6 + shield 1/6 at most). */
export function systemDamageChance(catalogue: ShipCatalogue, ship: Ship): number {
  return (6 - noneFaces(catalogue, ship)) / 6;
}
