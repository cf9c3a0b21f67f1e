/**
 * Weapon traits and what a figure carries into a brawl.
 *
 * Fringe, weapon traits: Snap Shot +1 to Hit within 6"; Pistol +1 to Brawling rolls; Melee +2 to Brawling
 * rolls; Heavy −1 to Hit if the firer moved this round. Gear: a Stabilizer lets a weapon ignore Heavy.
 * Fringe, Brawling: add +2 carrying a Melee weapon, or +1 carrying a Pistol; hits use the highest Damage
 * of any Melee or Pistol weapon carried, else Damage +0.
 */
import type { FringeWeapon, FringeWeaponTrait } from '../../content/schemas/fringe';
import type { RollModifier } from '../dice/need';

/** One thing added to a roll, as a number. */
export interface Bonus {
  readonly label: string;
  readonly value: number;
}

/** Bonuses as the roll contract shows them ("+1", "−1"). */
export function asRollModifiers(bonuses: readonly Bonus[]): RollModifier[] {
  return bonuses.map((b) => ({ label: b.label, value: b.value < 0 ? `−${-b.value}` : `+${b.value}` }));
}

export function bonusSum(bonuses: readonly Bonus[]): number {
  return bonuses.reduce((s, b) => s + b.value, 0);
}

export function hasTrait(w: FringeWeapon, trait: FringeWeaponTrait): boolean {
  return w.traits.includes(trait);
}

/** A weapon that shoots (a Blade only brawls). */
export function shoots(w: FringeWeapon): boolean {
  return w.range > 0 && w.shots > 0;
}

/** Snap Shot reaches this far, inches. */
export const SNAP_SHOT_RANGE = 6;

/**
 * Fringe, Brawling: +2 carrying a Melee weapon, or +1 carrying a Pistol.
 * Reading (fringe.brawling): the two do not add up; a figure with both takes the +2.
 */
export function brawlWeaponBonus(weapons: readonly FringeWeapon[]): number {
  if (weapons.some((w) => hasTrait(w, 'melee'))) return 2;
  if (weapons.some((w) => hasTrait(w, 'pistol'))) return 1;
  return 0;
}

/**
 * Fringe, Brawling: hits use the highest Damage of any Melee or Pistol weapon carried, else +0.
 * Reading (fringe.brawling): a pistol emptied by Panic Fire is still carried, so it still counts in a brawl.
 */
export function brawlDamage(weapons: readonly FringeWeapon[]): number {
  return weapons
    .filter((w) => hasTrait(w, 'melee') || hasTrait(w, 'pistol'))
    .reduce((best, w) => Math.max(best, w.damage), 0);
}

/** The to-hit modifiers of the weapon's traits for one shot. */
export function traitModifiers(
  w: FringeWeapon,
  distance: number,
  moved: boolean,
  stabilizer: boolean,
): Bonus[] {
  const out: Bonus[] = [];
  // Fringe, Snap Shot: +1 to Hit within 6".
  if (hasTrait(w, 'snap-shot') && distance <= SNAP_SHOT_RANGE + 1e-9)
    out.push({ label: 'Snap Shot within 6"', value: 1 });
  // Fringe, Heavy: −1 to Hit if the firer moved this round; a Stabilizer ignores it.
  if (hasTrait(w, 'heavy') && moved && !stabilizer) out.push({ label: 'Heavy, moved this round', value: -1 });
  return out;
}
