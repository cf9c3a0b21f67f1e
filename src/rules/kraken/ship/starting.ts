import { fitRefusal, fitSystem, type FitRequest } from './fitting';
import { buyHull, hullPurchaseRefusal } from './hull';
import type { Ship, ShipCatalogue } from './state';

/**
 * Space Kraken §3.7 (kraken.starting-equipment): the campaign's 100¢ (plus any bonus) must first buy a ship,
 * as its hull; the systems of that ship are bought after, with what is left, each in a box of its sheet.
 * Credits not spent are kept for the crew's gear.
 */

export interface StartingShipOrder {
  readonly hullId: string;
  readonly name?: string;
  /** Bought in this order, after the hull. */
  readonly systems: readonly FitRequest[];
}

type Built =
  | { readonly ok: true; readonly ship: Ship; readonly credits: number; readonly spent: number }
  | { readonly ok: false; readonly reason: string };

function build(catalogue: ShipCatalogue, order: StartingShipOrder, credits: number): Built {
  const hullRefusal = hullPurchaseRefusal(catalogue, order.hullId, credits);
  if (hullRefusal !== null)
    return {
      ok: false,
      reason: `${hullRefusal} The starting credits must buy a ship's hull first (kraken.starting-equipment).`,
    };
  let { ship, credits: left } = buyHull(catalogue, order.hullId, credits, order.name);
  for (const [i, request] of order.systems.entries()) {
    const refusal = fitRefusal(catalogue, ship, request, left);
    if (refusal !== null) return { ok: false, reason: `System ${i + 1}: ${refusal}` };
    ({ ship, credits: left } = fitSystem(catalogue, ship, request, left));
  }
  return { ok: true, ship, credits: left, spent: credits - left };
}

/** Why this starting ship may not be bought with these credits, or null. */
export function startingShipRefusal(
  catalogue: ShipCatalogue,
  order: StartingShipOrder,
  credits: number,
): string | null {
  const built = build(catalogue, order, credits);
  return built.ok ? null : built.reason;
}

/** The starting ship and the credits left; throws where `startingShipRefusal` refuses. */
export function startingShip(
  catalogue: ShipCatalogue,
  order: StartingShipOrder,
  credits: number,
): { readonly ship: Ship; readonly credits: number; readonly spent: number } {
  const built = build(catalogue, order, credits);
  if (!built.ok) throw new Error(built.reason);
  return built;
}
