import { allBoxes, sameBox } from '../ship/boxes';
import { hullPurchaseRefusal, buyHull } from '../ship/hull';
import { shipSalePrice } from '../ship/sale';
import { hullOf, systemOf, type Ship, type ShipBox, type ShipCatalogue } from '../ship/state';
import { moveSystem, moveSystemRefusal } from '../ship/transfer';
import type { CampaignState } from './campaignState';
import { starmapSlots, storageSlots, trimToShip } from './campaignShip';

/**
 * The crew's ships (Space Kraken §5 phase 2 "purchase Ships or add new Systems to your current Ship", §7
 * "build a new Ship", §11 "sell your Ship … at any Shop" and "move Ship Systems from your old Ship to a new
 * Ship", §13 "You can buy new Ships and Ship Systems here as well"; kraken.ship-systems, kraken.hull-armor).
 * The campaign flies one ship (`CampaignState.ship`); the others the crew owns are docked (`hangar`). A ship
 * is named by its place in the fleet: 0 is the one flying, 1 the first docked, and so on.
 *
 * Readings (kraken.ship-systems):
 * - A ship bought or built is its empty hull (§3.7, §11 Hull), docked beside the one flying; the crew
 *   chooses which one flies, in phase 2 or at a shop, where ship business is done.
 * - The Starmap log and the storage are the crew's, kept aboard whichever ship flies: another ship may fly
 *   only if they fit its HyperNavMemory slots and storage boxes.
 * - The ship flying cannot be sold (without a ship the campaign is lost, §3.9): choose another to fly first.
 *   A docked ship is sold with every system still fitted, each halved on its own (`shipSalePrice`).
 * - While a system is being built into a box of the ship flying, that ship keeps flying and nothing is moved
 *   into that box (§7: "you cannot change what is being constructed").
 * - Moving a system is free and may be done between any two of the crew's ships, in phase 2 or at a shop.
 */

export const FLYING = 0;

/** What the fleet rules read and change: the ships and the credits (a crawl carries only these). */
export type Fleet = Pick<CampaignState, 'ship' | 'hangar' | 'credits'>;

/** The crew's ships: the one flying first, then the docked ones. */
export function fleetOf(state: Fleet): readonly Ship[] {
  return [state.ship, ...(state.hangar ?? [])];
}

function withFleet<S extends Fleet>(state: S, fleet: readonly Ship[]): S {
  const [ship, ...hangar] = fleet;
  if (ship === undefined) throw new Error('The crew must keep a ship.');
  return { ...state, ship, hangar };
}

/** A name no other ship of the crew has: the hull's, numbered from 2 when taken. */
function freshName(state: Fleet, name: string): string {
  const taken = new Set(fleetOf(state).map((s) => s.name));
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name} ${n}`)) n += 1;
  return `${name} ${n}`;
}

export interface FleetDeal<S extends Fleet = CampaignState> {
  readonly state: S;
  /** The ship's name. */
  readonly ship: string;
  readonly price: number;
}

/** Why this hull may not be bought now (naming the rule), or null. */
export function buyShipRefusal(catalogue: ShipCatalogue, state: Fleet, hullId: string): string | null {
  return hullPurchaseRefusal(catalogue, hullId, state.credits);
}

/** A new ship of this hull, docked (its price already paid or the build done). */
export function dockNewShip<S extends Fleet>(
  catalogue: ShipCatalogue,
  state: S,
  hullId: string,
): FleetDeal<S> {
  const hull = catalogue.hulls.get(hullId);
  if (hull === undefined) throw new Error(`unknown hull "${hullId}"`);
  const ship: Ship = { name: freshName(state, hull.name), hullId, fitted: [] };
  return { state: withFleet(state, [...fleetOf(state), ship]), ship: ship.name, price: 0 };
}

/** Buys the empty hull at its price and docks it; throws where `buyShipRefusal` refuses. */
export function buyShip<S extends Fleet>(catalogue: ShipCatalogue, state: S, hullId: string): FleetDeal<S> {
  const bought = buyHull(catalogue, hullId, state.credits);
  const docked = dockNewShip(catalogue, { ...state, credits: bought.credits }, hullId);
  return { ...docked, price: bought.paid };
}

/** Why this ship may not be sold now, or null. */
export function sellShipRefusal(state: Fleet, ref: number): string | null {
  const ship = fleetOf(state)[ref];
  if (ship === undefined) return 'The crew has no such ship.';
  if (ref === FLYING)
    return `The ${ship.name} is the ship the crew flies: choose another ship to fly before selling it; without a ship the campaign is lost (kraken.ship-systems).`;
  return null;
}

/** Sells a docked ship with its systems for half of each price; throws where `sellShipRefusal` refuses. */
export function sellShip<S extends Fleet>(catalogue: ShipCatalogue, state: S, ref: number): FleetDeal<S> {
  const refusal = sellShipRefusal(state, ref);
  if (refusal !== null) throw new Error(refusal);
  const fleet = fleetOf(state);
  const ship = fleet[ref] as Ship;
  const price = shipSalePrice(catalogue, ship);
  return {
    state: withFleet(
      { ...state, credits: state.credits + price },
      fleet.filter((_, i) => i !== ref),
    ),
    ship: ship.name,
    price,
  };
}

/** Why this ship may not become the one the crew flies, or null. */
export function flyRefusal(catalogue: ShipCatalogue, state: CampaignState, ref: number): string | null {
  const ship = fleetOf(state)[ref];
  if (ship === undefined) return 'The crew has no such ship.';
  if (ref === FLYING) return `The crew already flies the ${ship.name}.`;
  const build = state.construction;
  if (build?.request !== undefined)
    return `The ${build.what} is being built into the ${state.ship.name}: it keeps flying until the build is done or cancelled (kraken.ship-construction).`;
  const slots = starmapSlots(catalogue, ship);
  if (state.starmap.length > slots)
    return `The Starmap log holds ${state.starmap.length} locations and the ${ship.name} keeps ${slots}: erase some, or fit its HyperNavMemory first (kraken.ship-systems).`;
  const boxes = storageSlots(catalogue, ship);
  if (state.storage.length > boxes)
    return `The storage holds ${state.storage.length} pieces and the ${ship.name} has ${boxes} boxes: take some out first (kraken.ship-systems).`;
  return null;
}

/** The docked ship flies, the one flying is docked; throws where `flyRefusal` refuses. */
export function flyShip(catalogue: ShipCatalogue, state: CampaignState, ref: number): FleetDeal {
  const refusal = flyRefusal(catalogue, state, ref);
  if (refusal !== null) throw new Error(refusal);
  const fleet = fleetOf(state);
  const ship = fleet[ref] as Ship;
  return {
    state: withFleet(state, [ship, ...fleet.filter((_, i) => i !== ref)]),
    ship: ship.name,
    price: 0,
  };
}

export interface FleetMove {
  readonly from: number;
  readonly fittedId: string;
  readonly to: number;
  readonly box: ShipBox;
}

/** Why this system may not move to that box of that ship, or null. */
export function moveRefusal(catalogue: ShipCatalogue, state: CampaignState, move: FleetMove): string | null {
  const fleet = fleetOf(state);
  const from = fleet[move.from];
  const to = fleet[move.to];
  if (from === undefined || to === undefined) return 'The crew has no such ship.';
  if (move.from === move.to) return 'A system moves to another ship, not within the same one.';
  const build = state.construction?.request;
  if (move.to === FLYING && build !== undefined && sameBox(build.box, move.box))
    return `The ${state.construction?.what ?? 'build'} is being built into that box (kraken.ship-construction).`;
  return moveSystemRefusal(catalogue, from, move.fittedId, to, move.box);
}

export interface MoveDeal extends FleetDeal {
  readonly system: string;
  readonly to: string;
  readonly lostLocations: readonly string[];
  readonly lostPieces: number;
}

/**
 * Moves the system (free); what only it held aboard the ship flying is lost, as when it is sold (a
 * HyperNavMemory's Starmap slots, a Storage Expansion's boxes). Throws where `moveRefusal` refuses.
 */
export function moveFleetSystem(catalogue: ShipCatalogue, state: CampaignState, move: FleetMove): MoveDeal {
  const refusal = moveRefusal(catalogue, state, move);
  if (refusal !== null) throw new Error(refusal);
  const fleet = fleetOf(state);
  const from = fleet[move.from] as Ship;
  const to = fleet[move.to] as Ship;
  const fitted = from.fitted.find((f) => f.id === move.fittedId);
  if (fitted === undefined) throw new Error('no such system');
  const moved = moveSystem(catalogue, from, move.fittedId, to, move.box);
  const next = fleet.map((s, i) => (i === move.from ? moved.from : i === move.to ? moved.to : s));
  const placed = withFleet(state, next);
  const trimmed = trimToShip(catalogue, placed.ship, placed.starmap, placed.storage);
  const name = systemOf(catalogue, fitted).name;
  return {
    state: { ...placed, starmap: trimmed.starmap, storage: trimmed.storage },
    ship: from.name,
    to: to.name,
    price: 0,
    system: fitted.magazine === true ? `Ammo: ${name}` : name,
    lostLocations: trimmed.lostLocations,
    lostPieces: trimmed.lostPieces,
  };
}

/** Every move the crew could make now: each fitted system of each ship, to each box of another that takes it. */
export function moveCandidates(catalogue: ShipCatalogue, state: CampaignState): FleetMove[] {
  const fleet = fleetOf(state);
  const out: FleetMove[] = [];
  fleet.forEach((from, f) => {
    for (const fitted of from.fitted)
      fleet.forEach((to, t) => {
        if (t === f) return;
        for (const box of allBoxes(hullOf(catalogue, to))) {
          const move = { from: f, fittedId: fitted.id, to: t, box };
          if (moveRefusal(catalogue, state, move) === null) {
            out.push(move);
            break; // the first free box that takes it: one offer per system and ship
          }
        }
      });
  });
  return out;
}
