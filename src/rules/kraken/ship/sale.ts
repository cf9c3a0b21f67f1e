import { halfUp } from '../crew/rolls';
import { magazinePrice } from './fitting';
import { hullOf, systemOf, type FittedSystem, type Ship, type ShipCatalogue } from './state';

/**
 * Space Kraken §11: ships and ship systems sell for half their price at any shop (kraken.ship-systems).
 * Reading (kraken.ship-systems): each half rounds up (§4 Always Round Up), as crew gear does at a shop: a 5¢
 * Laser sells for 3¢, a magazine for half its own price (an Autocannon magazine, 13¢, for 7¢). A damaged
 * system sells at the same half. Selling a whole ship sells its hull and each system still fitted, each
 * halved on its own; move the systems you keep to the new ship first.
 */

/** What one fitted system (or magazine) fetches. */
export function systemSalePrice(catalogue: ShipCatalogue, fitted: FittedSystem): number {
  const system = systemOf(catalogue, fitted);
  return halfUp(fitted.magazine === true ? magazinePrice(system) : system.price);
}

/** What the whole ship fetches: half the hull, and half of each system fitted. */
export function shipSalePrice(catalogue: ShipCatalogue, ship: Ship): number {
  return (
    halfUp(hullOf(catalogue, ship).price) +
    ship.fitted.reduce((sum, f) => sum + systemSalePrice(catalogue, f), 0)
  );
}

export function sellSystemRefusal(ship: Ship, fittedId: string): string | null {
  return ship.fitted.some((f) => f.id === fittedId) ? null : `The ${ship.name} has no such system to sell.`;
}

/** Sells one system out of its box; throws where `sellSystemRefusal` refuses. */
export function sellSystem(
  catalogue: ShipCatalogue,
  ship: Ship,
  fittedId: string,
  credits: number,
): { readonly ship: Ship; readonly credits: number; readonly gained: number } {
  const fitted = ship.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) throw new Error(sellSystemRefusal(ship, fittedId) ?? 'no such system');
  const gained = systemSalePrice(catalogue, fitted);
  return {
    ship: { ...ship, fitted: ship.fitted.filter((f) => f.id !== fittedId) },
    credits: credits + gained,
    gained,
  };
}

/** Sells the ship with whatever is still fitted. */
export function sellShip(
  catalogue: ShipCatalogue,
  ship: Ship,
  credits: number,
): { readonly credits: number; readonly gained: number } {
  const gained = shipSalePrice(catalogue, ship);
  return { credits: credits + gained, gained };
}
