import type { FittedSystem, Ship } from './state';

/**
 * Space Kraken ship repairs. In combat a crew member's T9 check (kraken.space-repair) or the Repair Drones
 * (kraken.standard-systems) mend one damaged system; after space combat (kraken.space-combat-end) and in
 * phase 2 (kraken.ship-construction) every damaged system is mended for free. Destroyed systems were erased
 * and stay gone. SP are kept by the combat, not the ship: it restores them to `shipTotals().maxSp`.
 */

export function repairRefusal(ship: Ship, fittedId: string): string | null {
  const fitted = ship.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined)
    return `The ${ship.name} has no such system; a destroyed system cannot be repaired.`;
  if (!fitted.damaged) return 'That system is not damaged (kraken.space-repair).';
  return null;
}

/** The system undamaged, without its "damaged this turn" mark. */
function mended(f: FittedSystem): FittedSystem {
  const { damagedThisTurn: _cleared, ...rest } = f;
  return { ...rest, damaged: false };
}

/** Mends one damaged system; throws where `repairRefusal` refuses. */
export function repairSystem(ship: Ship, fittedId: string): Ship {
  const refusal = repairRefusal(ship, fittedId);
  if (refusal !== null) throw new Error(refusal);
  return { ...ship, fitted: ship.fitted.map((f) => (f.id === fittedId ? mended(f) : f)) };
}

/** Mends every damaged system (after space combat, phase 2). */
export function repairAll(ship: Ship): Ship {
  if (!ship.fitted.some((f) => f.damaged)) return ship;
  return { ...ship, fitted: ship.fitted.map((f) => (f.damaged ? mended(f) : f)) };
}

/** The damaged systems, which a repair may pick from. */
export function damagedSystems(ship: Ship): readonly string[] {
  return ship.fitted.filter((f) => f.damaged).map((f) => f.id);
}
