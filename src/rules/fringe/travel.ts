/**
 * Travel between worlds: what a crew's ship traits add to it.
 *
 * Fringe 002, Fuel Hog: "When traveling to a new world, the fuel cost is increased by 1 credit."
 * The notes give no fuel cost of their own: the caller passes the cost before the ship's traits.
 */
import type { FringeShipTrait } from '../../content/schemas/fringe';

/** Fringe 002 Fuel Hog: 1 more credit of fuel for each trip to a new world. */
export const FUEL_HOG_EXTRA_CREDITS = 1;

/** The credits of fuel a trip to a new world costs a ship with `traits`, from the cost without them. */
export function travelFuelCost(baseCredits: number, traits: readonly FringeShipTrait[]): number {
  return baseCredits + (traits.includes('fuel-hog') ? FUEL_HOG_EXTRA_CREDITS : 0);
}

const TRAIT_LINES: Record<FringeShipTrait, string> = {
  'fuel-hog': `Fuel Hog: travelling to a new world costs ${String(FUEL_HOG_EXTRA_CREDITS)} more credit of fuel`,
};

/** One line per ship trait, for a crew's description. */
export function shipTraitLines(traits: readonly FringeShipTrait[]): string[] {
  return traits.map((t) => TRAIT_LINES[t]);
}
