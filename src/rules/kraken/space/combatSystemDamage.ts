import type { FittedSystem, Ship, ShipCatalogue } from '../ship/state';
import type { SystemClass } from './combatTypes';
import { countThrough as countOnSheet, damageCandidates, damageClassOf } from '../ship/damage';

/**
 * §10 phase 4, the system-damage check after the ship loses SP (kraken.ship-damage): a d6 names the class
 * (1-2 none, 3-4 a standard system, 5 a weapon, 6 a shield system of the player's choice), a d20 counts
 * through the systems of that class, damaged ones included. A damaged system stops working; damaged again
 * it is destroyed (erased), unless it was first damaged this same turn.
 * The class table, the candidates and the count are the ship rules' (src/rules/kraken/ship/damage.ts); the
 * combat keeps its own list of the systems damaged this turn.
 */

/** The class a d6 face names; null for 1-2 (the ship rules' table, src/rules/kraken/ship/damage.ts). */
export function systemDamageClass(face: number): SystemClass | null {
  const cls = damageClassOf(face);
  return cls === 'none' ? null : cls;
}

/**
 * The fitted systems of a class, damaged ones counted too, in the order the d20 counts them: the ship rules'
 * `damageCandidates` (Reading kraken.ship-damage: the ship sheet's order; the light-grey "standard" class is
 * every system that is neither a weapon nor a shield; ammo magazines are never hit).
 */
export function systemsOfClass(
  ship: Ship,
  catalogue: ShipCatalogue,
  cls: SystemClass,
): readonly FittedSystem[] {
  return damageCandidates(catalogue, ship, cls);
}

/** The system a d20 reaches counting through the list (round again from the first: kraken.ship-damage). */
export const countThrough = countOnSheet;

export interface SystemDamageDice {
  readonly classFace: number;
  /** The d20, for the standard and weapon classes. */
  readonly countFace?: number | undefined;
  /** The shield system the player chose, for the shield class. */
  readonly shieldChoice?: string | undefined;
}

export type SystemDamageResult =
  | { readonly kind: 'need-count'; readonly systemClass: 'standard' | 'weapon' }
  | { readonly kind: 'need-shield-choice'; readonly options: readonly string[] }
  | {
      readonly kind: 'done';
      readonly ship: Ship;
      /** The fitted system hit, or null when none was. */
      readonly fittedId: string | null;
      readonly destroyed: boolean;
      readonly damagedThisTurn: readonly string[];
    };

/** The whole §10 table from its dice; asks for the die or the choice still missing. */
export function applySystemDamage(
  ship: Ship,
  catalogue: ShipCatalogue,
  damagedThisTurn: readonly string[],
  dice: SystemDamageDice,
): SystemDamageResult {
  const none = { kind: 'done', ship, fittedId: null, destroyed: false, damagedThisTurn } as const;
  const cls = systemDamageClass(dice.classFace);
  if (cls === null) return none;
  const list = systemsOfClass(ship, catalogue, cls);
  // "If the d6 roll states a System class … but you have no … systems … then no System gets damaged."
  if (list.length === 0) return none;
  let hit: FittedSystem | undefined;
  if (cls === 'shield') {
    if (list.length === 1) hit = list[0];
    else {
      if (dice.shieldChoice === undefined)
        return { kind: 'need-shield-choice', options: list.map((f) => f.id) };
      hit = list.find((f) => f.id === dice.shieldChoice);
      if (hit === undefined)
        throw new Error(`"${dice.shieldChoice}" is not one of the ship's shield systems.`);
    }
  } else {
    if (dice.countFace === undefined) return { kind: 'need-count', systemClass: cls };
    hit = countThrough(list, dice.countFace);
  }
  if (hit === undefined) return none;
  const target = hit;
  if (!target.damaged) {
    return {
      kind: 'done',
      ship: { ...ship, fitted: ship.fitted.map((f) => (f.id === target.id ? { ...f, damaged: true } : f)) },
      fittedId: target.id,
      destroyed: false,
      damagedThisTurn: [...damagedThisTurn, target.id],
    };
  }
  if (damagedThisTurn.includes(target.id)) return { ...none, fittedId: target.id };
  return {
    kind: 'done',
    ship: { ...ship, fitted: ship.fitted.filter((f) => f.id !== target.id) },
    fittedId: target.id,
    destroyed: true,
    damagedThisTurn,
  };
}
