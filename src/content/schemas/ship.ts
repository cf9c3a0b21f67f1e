import { z } from 'zod';
import { flag, id, idRef, intAtLeast, intIn, listOf, oneOf, text } from './fields';

/**
 * Space Kraken §11: the spaceship. Two kinds of pack entry:
 * - a **ship system** of the catalogue (its price and what it does; the book's §11 list gives every price and
 *   number, so the sample pack carries them over);
 * - a **hull**: one ship profile (the book's ship pages from page 187 are not in the rule documents; the
 *   sample pack's hulls are original and marked `sample`). A profile prints the systems its sheet has room
 *   for: a system may only be fitted where its profile prints it, except weapons (and ammo magazines), which
 *   go in blank weapon slots when that weapon is printed at least once on the sheet.
 */

/** §11 STANDARD SYSTEMS: what each of them allows. */
export const STANDARD_ABILITIES = [
  'advanced-med-bay',
  'boarding-armory',
  'boarding-shields',
  'combat-bridge',
  'drone-bay',
  'hyper-nav-memory',
  'long-range-sensors',
  'maneuver-engines',
  'med-bay',
  'nano-skin',
  'onboard-defense',
  'repair-drones',
  'stealth-skin',
  'storage-expansion',
  'target-system',
  'teleporter',
] as const;
export type StandardAbility = (typeof STANDARD_ABILITIES)[number];

/** §10 phase 3: a weapon's damage is plain, EMP (shields only) or HE (structure only, no damage through shields). */
export const SHIP_WEAPON_MODES = ['plain', 'emp', 'he'] as const;
export type ShipWeaponMode = (typeof SHIP_WEAPON_MODES)[number];

const standardEffect = z.strictObject({ kind: z.literal('standard'), ability: oneOf(STANDARD_ABILITIES) });
/** §11 Armor / Heavy Armor: lowers the SP damage of every hit after shields. */
const armourEffect = z.strictObject({ kind: z.literal('armour'), reduction: intIn(1, 20) });
/** §11 Hull expansion: adds the hull profile's `expansionSp` to the ship's maximum SP. */
const hullExpansionEffect = z.strictObject({ kind: z.literal('hull-expansion') });
/** §11 SHIELDS: capacity and recharge add up over all shield systems. */
const shieldEffect = z.strictObject({
  kind: z.literal('shield'),
  capacity: intIn(0, 100),
  recharge: intIn(0, 100),
});
/** §11 WEAPONS. `ammo` null: unlimited. */
const weaponEffect = z.strictObject({
  kind: z.literal('weapon'),
  damage: intIn(0, 100),
  mode: oneOf(SHIP_WEAPON_MODES),
  /** OC: may spend 2 extra ammo to double the damage. */
  overclock: flag(),
  ammo: intIn(1, 100).nullable(),
});

export const shipSystemEffectSchema = z.discriminatedUnion('kind', [
  standardEffect,
  armourEffect,
  hullExpansionEffect,
  shieldEffect,
  weaponEffect,
]);
export type ShipSystemEffect = z.infer<typeof shipSystemEffectSchema>;
export type ShipWeaponEffect = z.infer<typeof weaponEffect>;

export const shipSystemSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** Credits (¢). Sold at half. */
  price: intAtLeast(0),
  effect: shipSystemEffectSchema,
  /** One line in the project's own words: what the system does at the table. */
  summary: text('summary'),
  sample: flag().optional(),
});
export type ShipSystem = z.infer<typeof shipSystemSchema>;

/** One printed box of a ship sheet: the system that may be fitted there. */
export const hullSlotSchema = z.strictObject({
  system: idRef('a ship system'),
});
export type HullSlot = z.infer<typeof hullSlotSchema>;

export const hullSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** The ship's class as printed on its profile ("hauler", "corvette"). */
  type: text('type'),
  /** Credits for the empty hull (§11 Hull); sold at half. */
  price: intAtLeast(0),
  /** Structure points of the bare hull. */
  sp: intIn(1, 500),
  /** SP one Hull expansion adds on this ship (§11: "varies depending on your Spaceship"). */
  expansionSp: intIn(0, 500),
  /** The systems printed on the sheet, one entry per box (a system printed twice can be fitted twice). */
  slots: listOf(hullSlotSchema, 'printed system boxes'),
  /** Blank weapon boxes: any weapon printed on the sheet, or an ammo magazine, may go there. */
  blankWeaponSlots: intIn(0, 20),
  /** Storage boxes for equipment, and the extra ones a Storage Expansion unlocks. */
  storage: intIn(0, 100),
  expansionStorage: intIn(0, 100),
  description: text('description').optional(),
  sample: flag().optional(),
});
export type Hull = z.infer<typeof hullSchema>;
