import type { FittedSystem, Ship, ShipCatalogue } from '../ship/state';
import type { SystemClass } from './combatTypes';
import {
  countThrough as countOnSheet,
  damageCandidates,
  damageClassOf,
  resolveSystemDamage,
  systemDamageStep,
} from '../ship/damage';

/**
 * §10 phase 4, the system-damage check after the ship loses SP (kraken.ship-damage): a d6 names the class
 * (1-2 none, 3-4 a standard system, 5 a weapon, 6 a shield system of the player's choice), a d20 counts
 * through the systems of that class, damaged ones included. A damaged system stops working; damaged again
 * it is destroyed (erased), unless it was first damaged this same turn.
 * The whole rule — class table, candidates, count, damaged or destroyed — is the ship rules'
 * (src/rules/kraken/ship/damage.ts, one implementation); the combat asks for the dice one at a time and keeps
 * its own list of the systems damaged this turn, which it hands to `damageSystem`.
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

/**
 * The whole §10 table from its dice; asks for the die or the choice still missing. The table itself is the
 * ship rules' `systemDamageStep` / `resolveSystemDamage` (one implementation); the combat only asks for the
 * dice one at a time and keeps its list of the systems damaged this turn.
 */
export function applySystemDamage(
  ship: Ship,
  catalogue: ShipCatalogue,
  damagedThisTurn: readonly string[],
  dice: SystemDamageDice,
): SystemDamageResult {
  const none = { kind: 'done', ship, fittedId: null, destroyed: false, damagedThisTurn } as const;
  const step = systemDamageStep(catalogue, ship, dice.classFace);
  // "If the d6 roll states a System class … but you have no … systems … then no System gets damaged."
  if (step.kind === 'none') return none;
  if (step.kind === 'count' && dice.countFace === undefined)
    return { kind: 'need-count', systemClass: step.cls };
  if (step.kind === 'choose-shield' && step.candidates.length > 1 && dice.shieldChoice === undefined)
    return { kind: 'need-shield-choice', options: step.candidates.map((f) => f.id) };
  const shieldId = step.kind === 'choose-shield' ? (dice.shieldChoice ?? step.candidates[0]?.id) : undefined;
  if (shieldId !== undefined && !step.candidates.some((f) => f.id === shieldId))
    throw new Error(`"${shieldId}" is not one of the ship's shield systems.`);
  const hit = resolveSystemDamage(
    catalogue,
    ship,
    { d6: dice.classFace, d20: dice.countFace, shieldId },
    damagedThisTurn,
  );
  if (hit.kind === 'none') return none;
  return {
    kind: 'done',
    ship: hit.ship,
    fittedId: hit.fittedId,
    destroyed: hit.outcome === 'destroyed',
    damagedThisTurn: hit.thisTurn,
  };
}
