import type { Hull } from '../../../content/schemas/ship';
import type { Ship, ShipCatalogue } from './state';

/**
 * Space Kraken §11 Hull (kraken.hull-armor): a ship is first bought as its empty hull, at the profile's price;
 * its systems are bought after, one by one (kraken.ship-systems).
 */

/** Why this hull may not be bought with these credits, or null. */
export function hullPurchaseRefusal(
  catalogue: ShipCatalogue,
  hullId: string,
  credits: number,
): string | null {
  const hull = catalogue.hulls.get(hullId);
  if (hull === undefined) return `There is no ship "${hullId}" in this pack.`;
  if (credits < hull.price)
    return `The ${hull.name} costs ${hull.price}¢ as an empty hull but the crew has ${credits}¢ (kraken.hull-armor).`;
  return null;
}

/** An empty ship of this hull. */
export function emptyShip(hull: Hull, name: string = hull.name): Ship {
  return { name, hullId: hull.id, fitted: [] };
}

/** Buys the empty hull; throws where `hullPurchaseRefusal` refuses. */
export function buyHull(
  catalogue: ShipCatalogue,
  hullId: string,
  credits: number,
  name?: string,
): { readonly ship: Ship; readonly credits: number; readonly paid: number } {
  const refusal = hullPurchaseRefusal(catalogue, hullId, credits);
  if (refusal !== null) throw new Error(refusal);
  const hull = catalogue.hulls.get(hullId);
  if (hull === undefined) throw new Error(`unknown hull "${hullId}"`);
  return { ship: emptyShip(hull, name), credits: credits - hull.price, paid: hull.price };
}
