import { placeSystem, placementRefusal } from './fitting';
import { hullOf, systemOf, type Ship, type ShipBox, type ShipCatalogue } from './state';

/**
 * Space Kraken §11 (kraken.ship-systems): a system may move from the old ship to a new one only if the new
 * ship's blueprint lists that type of system; a weapon moves to a box printed for it, or to a blank weapon box
 * when that weapon is printed at least once on the new sheet; a magazine to an empty blank weapon box of a
 * sheet that prints its weapon. Moving is free.
 * Reading (kraken.ship-systems): a damaged system moves as it is, still damaged.
 */

export function moveSystemRefusal(
  catalogue: ShipCatalogue,
  from: Ship,
  fittedId: string,
  to: Ship,
  box: ShipBox,
): string | null {
  const fitted = from.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) return `The ${from.name} has no such system to move.`;
  if (from === to) return 'A system moves to another ship, not within the same one.';
  const system = systemOf(catalogue, fitted);
  const hull = hullOf(catalogue, to);
  const printsIt = hull.slots.some((s) => s.system === system.id);
  if (!printsIt)
    return `The ${hull.name}'s blueprint does not list the ${system.name}, so it cannot move there (kraken.ship-systems).`;
  return placementRefusal(catalogue, to, {
    systemId: fitted.systemId,
    box,
    ...(fitted.magazine === true ? { magazine: true } : {}),
  });
}

/** Moves the system; throws where `moveSystemRefusal` refuses. */
export function moveSystem(
  catalogue: ShipCatalogue,
  from: Ship,
  fittedId: string,
  to: Ship,
  box: ShipBox,
): { readonly from: Ship; readonly to: Ship } {
  const refusal = moveSystemRefusal(catalogue, from, fittedId, to, box);
  if (refusal !== null) throw new Error(refusal);
  const fitted = from.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) throw new Error('no such system');
  const moved = placeSystem(
    catalogue,
    to,
    { systemId: fitted.systemId, box, ...(fitted.magazine === true ? { magazine: true } : {}) },
    fitted.damaged,
  );
  return { from: { ...from, fitted: from.fitted.filter((f) => f.id !== fittedId) }, to: moved };
}
