import { allBoxes, printedWeapons, sameBox } from '../ship/boxes';
import { fitPrice, fitRefusal, fitSystem, placementRefusal, type FitRequest } from '../ship/fitting';
import { sellSystem, sellSystemRefusal, systemSalePrice } from '../ship/sale';
import { hullOf, systemOf, type ShipCatalogue } from '../ship/state';
import type { CampaignState } from './campaignState';
import { trimToShip } from './campaignShip';

/**
 * Buying and selling ship systems in the campaign (Space Kraken §7, §11; kraken.ship-systems): a system
 * bought (in phase 2, or at a shop) is installed at once at its full price; one sold goes for half, rounded
 * up. Selling a HyperNavMemory or a Storage Expansion loses what only it held (`trimToShip`).
 *
 * Reading (kraken.ship-construction): a box a build under way will fill is taken: nothing else is bought
 * into it until the build is done, failed or cancelled.
 */

/** A system as a player reads it: its name, or "Ammo: its name" for a magazine. */
export function requestName(catalogue: ShipCatalogue, request: FitRequest): string {
  const name = catalogue.systems.get(request.systemId)?.name ?? request.systemId;
  return request.magazine === true ? `Ammo: ${name}` : name;
}

/** Why this system may not be bought into that box now (naming the rule), or null. */
export function buySystemRefusal(
  catalogue: ShipCatalogue,
  state: CampaignState,
  request: FitRequest,
): string | null {
  const build = state.construction;
  if (build?.request !== undefined && sameBox(build.request.box, request.box))
    return `The ${build.what} is being built into that box (kraken.ship-construction).`;
  return fitRefusal(catalogue, state.ship, request, state.credits);
}

export interface ShipDeal {
  readonly state: CampaignState;
  readonly name: string;
  readonly price: number;
  readonly lostLocations: readonly string[];
  readonly lostPieces: number;
}

/** Buys and fits the system; throws where `buySystemRefusal` refuses. */
export function buySystem(catalogue: ShipCatalogue, state: CampaignState, request: FitRequest): ShipDeal {
  const refusal = buySystemRefusal(catalogue, state, request);
  if (refusal !== null) throw new Error(refusal);
  const bought = fitSystem(catalogue, state.ship, request, state.credits);
  return {
    state: { ...state, ship: bought.ship, credits: bought.credits },
    name: requestName(catalogue, request),
    price: fitPrice(catalogue, request),
    lostLocations: [],
    lostPieces: 0,
  };
}

/** Why this fitted system may not be sold, or null. */
export function sellShipSystemRefusal(state: CampaignState, fittedId: string): string | null {
  return sellSystemRefusal(state.ship, fittedId);
}

/** Sells the fitted system for half its price; what only it held is lost. */
export function sellShipSystem(catalogue: ShipCatalogue, state: CampaignState, fittedId: string): ShipDeal {
  const fitted = state.ship.fitted.find((f) => f.id === fittedId);
  if (fitted === undefined) throw new Error(sellShipSystemRefusal(state, fittedId) ?? 'no such system');
  const price = systemSalePrice(catalogue, fitted);
  const sold = sellSystem(catalogue, state.ship, fittedId, state.credits);
  const trimmed = trimToShip(catalogue, sold.ship, state.starmap, state.storage);
  const system = systemOf(catalogue, fitted).name;
  return {
    state: {
      ...state,
      ship: sold.ship,
      credits: sold.credits,
      starmap: trimmed.starmap,
      storage: trimmed.storage,
    },
    name: fitted.magazine === true ? `Ammo: ${system}` : system,
    price,
    lostLocations: trimmed.lostLocations,
    lostPieces: trimmed.lostPieces,
  };
}

/**
 * Every system (or magazine) that could go into an empty box of the ship now, box by box in sheet order: a
 * printed box takes its printed system; a blank weapon box a weapon printed on the sheet, or a magazine for
 * one with ammo (kraken.ship-systems, kraken.ship-ammo).
 */
export function systemCandidates(
  catalogue: ShipCatalogue,
  state: Pick<CampaignState, 'ship' | 'construction'>,
): FitRequest[] {
  const hull = hullOf(catalogue, state.ship);
  const out: FitRequest[] = [];
  const reserved = state.construction?.request?.box;
  for (const box of allBoxes(hull)) {
    if (reserved !== undefined && sameBox(reserved, box)) continue;
    if (box.kind === 'printed') {
      const systemId = hull.slots[box.index]?.system;
      if (systemId !== undefined && placementRefusal(catalogue, state.ship, { systemId, box }) === null)
        out.push({ systemId, box });
      continue;
    }
    for (const systemId of printedWeapons(catalogue, hull)) {
      if (placementRefusal(catalogue, state.ship, { systemId, box }) === null) out.push({ systemId, box });
      if (placementRefusal(catalogue, state.ship, { systemId, box, magazine: true }) === null)
        out.push({ systemId, box, magazine: true });
    }
  }
  return out;
}
