import type { Weapon } from '../../../content/schemas/weapon';
import type { RollNeed } from './rolls';
import { d6Passes, needD6 } from './rolls';

/**
 * A weapon as one crew member carries it: ammo left, jam state, T2 charge and the spare magazine its slot
 * may hold. The content `Weapon` is embedded (copied), so a modded copy (Modder: +1 damage or +50% ammo)
 * is just a different profile.
 */

/**
 * clear: fires. jammed: a 1 was rolled; the next unjam needs 8+. jammed-eased: one unjam failed; the next
 * needs 6+. damaged: two unjams failed (or the weapon left combat damaged); one more 6+ repairs it, a
 * failure breaks it. Space Kraken §14, Unjam weapon (kraken.unjam).
 */
export type JamState = 'clear' | 'jammed' | 'jammed-eased' | 'damaged';

export interface CarriedWeapon {
  readonly kind: 'weapon';
  readonly weapon: Weapon;
  /** Shots left; null when the weapon has unlimited ammo (no A value). Never negative. */
  readonly ammo: number | null;
  readonly jam: JamState;
  /** T2 weapons must be recharged with an action after each shot (kraken.t2). Always true for others. */
  readonly charged: boolean;
  /** A weapon's slot can also hold one magazine for it (kraken.inventory). */
  readonly spareMagazine: boolean;
}

/** A weapon as bought or dropped: full ammo, clear, charged (§14 Weapon drop: "obtained with full Ammo"). */
export function carryWeapon(weapon: Weapon, spareMagazine = false): CarriedWeapon {
  return { kind: 'weapon', weapon, ammo: weapon.ammo, jam: 'clear', charged: true, spareMagazine };
}

export function isT2(weapon: Weapon): boolean {
  return weapon.keywords.includes('T2');
}

/** Null when the weapon can fire now, else the reason in the project's words. */
export function fireRefusal(carried: CarriedWeapon): string | null {
  const name = carried.weapon.name;
  if (carried.jam === 'damaged') return `${name} is damaged: repair it with an Unjam action first.`;
  if (carried.jam !== 'clear') return `${name} is jammed: clear it with an Unjam action first.`;
  if (carried.ammo !== null && carried.ammo <= 0) return `${name} is empty: reload it first.`;
  if (!carried.charged)
    return `${name} is a charge-up weapon: it must be recharged with an action before it fires again.`;
  return null;
}

/** A weapon is functional when it could fire now (Aggressive crew must attack with one). */
export function isFunctional(carried: CarriedWeapon): boolean {
  return fireRefusal(carried) === null;
}

/**
 * The weapon after a sequence fired: one ammo for the whole sequence, even a 2x3 (kraken.multiple-attacks),
 * and a T2 weapon loses its charge. Ammo never goes below 0 and unlimited ammo stays unlimited.
 */
export function spendShot(carried: CarriedWeapon): CarriedWeapon {
  const ammo = carried.ammo === null ? null : Math.max(0, carried.ammo - 1);
  const charged = isT2(carried.weapon) ? false : carried.charged;
  // Unlimited ammo and no T2 charge to spend: the same weapon (the fight-odds simulator fires it often).
  if (ammo === carried.ammo && charged === carried.charged) return carried;
  return { ...carried, ammo, charged };
}

/** A 1 on the hit die jams the weapon; a jam wastes no ammo (kraken.attack). Already-worse states stay. */
export function jamWeapon(carried: CarriedWeapon): CarriedWeapon {
  return carried.jam === 'clear' ? { ...carried, jam: 'jammed' } : carried;
}

/** Recharging a T2 weapon takes one action (kraken.t2). */
export function rechargeT2(carried: CarriedWeapon): CarriedWeapon {
  return { ...carried, charged: true };
}

/**
 * Loads a magazine: the weapon is full again and whatever was left in it is lost (kraken.reload).
 * Throws for a weapon with unlimited ammo, which has no magazines.
 */
export function loadMagazine(carried: CarriedWeapon): CarriedWeapon {
  if (carried.weapon.ammo === null) throw new Error(`${carried.weapon.name} takes no magazines.`);
  return { ...carried, ammo: carried.weapon.ammo };
}

/** The number a Tech check must reach to unjam or repair, by the weapon's state. */
export function unjamTarget(jam: Exclude<JamState, 'clear'>): number {
  // Space Kraken §14, Unjam: 8+, then 6+, then 6+ or the weapon breaks.
  return jam === 'jammed' ? 8 : 6;
}

/**
 * The Unjam Tech check. Only items that help unjamming add to it; items that raise Tech do not
 * (kraken.unjam), so `tech` is the crew member's own attribute and `unjamBonus` the unjamming items.
 */
export function unjamRoll(carried: CarriedWeapon, tech: number, unjamBonus = 0): RollNeed {
  if (carried.jam === 'clear') throw new Error(`${carried.weapon.name} is not jammed.`);
  const target = unjamTarget(carried.jam);
  const what = carried.jam === 'damaged' ? 'Repair' : 'Unjam';
  return needD6('unjam', `${what} ${carried.weapon.name}`, 'kraken.unjam', tech + unjamBonus, target);
}

export type UnjamOutcome = 'cleared' | 'eased' | 'damaged' | 'repaired' | 'broken';

export interface UnjamResult {
  readonly outcome: UnjamOutcome;
  /** The weapon afterwards; null when it broke and must be erased. */
  readonly weapon: CarriedWeapon | null;
  /** Shots left in a broken weapon, which may go to a crew member with the same weapon (`topUpAmmo`). */
  readonly leftoverAmmo: number;
}

/** Reads the Unjam die. */
export function resolveUnjam(
  carried: CarriedWeapon,
  face: number,
  tech: number,
  unjamBonus = 0,
): UnjamResult {
  if (carried.jam === 'clear') throw new Error(`${carried.weapon.name} is not jammed.`);
  const passed = d6Passes(face, tech + unjamBonus, unjamTarget(carried.jam), false);
  const clear: CarriedWeapon = { ...carried, jam: 'clear' };
  switch (carried.jam) {
    case 'jammed':
      return passed
        ? { outcome: 'cleared', weapon: clear, leftoverAmmo: 0 }
        : { outcome: 'eased', weapon: { ...carried, jam: 'jammed-eased' }, leftoverAmmo: 0 };
    case 'jammed-eased':
      return passed
        ? { outcome: 'cleared', weapon: clear, leftoverAmmo: 0 }
        : { outcome: 'damaged', weapon: { ...carried, jam: 'damaged' }, leftoverAmmo: 0 };
    case 'damaged':
      return passed
        ? { outcome: 'repaired', weapon: clear, leftoverAmmo: 0 }
        : { outcome: 'broken', weapon: null, leftoverAmmo: carried.ammo ?? 0 };
  }
}

/**
 * Leftover ammo of a broken weapon given to the same weapon of another crew member, if it is not fully
 * loaded. Reading (kraken.ammo): the shots fill it up to its capacity and any surplus is lost.
 */
export function topUpAmmo(carried: CarriedWeapon, shots: number): CarriedWeapon {
  const capacity = carried.weapon.ammo;
  if (capacity === null || carried.ammo === null) return carried;
  return { ...carried, ammo: Math.min(capacity, carried.ammo + Math.max(0, shots)) };
}

/**
 * After a ground combat, back in exploration: jams clear without risk, damaged weapons stay damaged
 * (kraken.after-ground-combat). Reading: T2 weapons are recharged too, since the combat is over.
 */
export function afterCombat(carried: CarriedWeapon): CarriedWeapon {
  const jam: JamState = carried.jam === 'damaged' ? 'damaged' : 'clear';
  return { ...carried, jam, charged: true };
}

/** Back on the spaceship every weapon, jammed or damaged, is repaired at once (kraken.unjam). */
export function repairOnShip(carried: CarriedWeapon): CarriedWeapon {
  return { ...carried, jam: 'clear', charged: true };
}
