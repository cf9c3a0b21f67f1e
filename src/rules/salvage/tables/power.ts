import { requireWhole } from './guards';

/**
 * Power and Capacity (rules reference salvage.power, salvage.capacity, salvage.exert): what a unit carries
 * against its Capacity, what that does to its maximum Power, and the Power it starts an activation with.
 */

/** Salvage QR, Capacity: "Each item/Salvage has a Size value…  Each Salvage token = 1 Capacity." */
export function capacityUsed(gearSizes: readonly number[], salvageTokens: number): number {
  requireWhole(salvageTokens, 0, Number.POSITIVE_INFINITY, 'Salvage tokens');
  return (
    gearSizes.reduce((sum, size) => sum + requireWhole(size, 0, Number.POSITIVE_INFINITY, 'A Size'), 0) +
    salvageTokens
  );
}

/** Points over Capacity (0 when within it). */
export function overCapacity(used: number, capacity: number): number {
  return Math.max(0, used - capacity);
}

/** Salvage QR, Capacity: "Over Capacity: -1 max Power per point over." Never below 0. */
export function maxPower(input: { power: number; overCapacity: number }): number {
  return Math.max(0, input.power - input.overCapacity);
}

/**
 * The Power a unit has at the start of an activation. Salvage QR, Actions: "Power refreshes fully each
 * round"; Exert — "Future activations: -1 Power per token until removed with Rest"; injury 41 Burned
 * Circuits — "Begins each mission with 1 Power already spent".
 *
 * Reading (salvage.exert): tokens held at the start of an activation were placed in earlier activations,
 * so each costs 1 Power here. Reading: Burned Circuits' spent Power is spent once, in the unit's first
 * activation of the mission (Power refreshes every round after that).
 */
export function activationPower(input: {
  power: number;
  overCapacity: number;
  exertTokens: number;
  burnedCircuits: boolean;
  firstActivation: boolean;
}): number {
  const circuits = input.burnedCircuits && input.firstActivation ? 1 : 0;
  return Math.max(0, maxPower(input) - input.exertTokens - circuits);
}

/**
 * Salvage QR, Capacity: "If max Power = 0, drop random items until 1 max Power remains." True when the
 * unit must start dropping.
 */
export function itemsToDrop(maxPowerNow: number): boolean {
  return maxPowerNow <= 0;
}

/** Salvage QR, Capacity: "Cannot begin a game over starting Capacity." null when the load is allowed. */
export function startingLoadProblem(gearSizes: readonly number[], capacity: number): string | null {
  const used = capacityUsed(gearSizes, 0);
  const over = overCapacity(used, capacity);
  if (over === 0) return null;
  return `A unit cannot begin a game over its Capacity: its gear takes ${used} and its Capacity is ${capacity} (${over} over).`;
}
