import type { ShipSystem } from '../../../content/schemas/ship';
import { halfUp } from '../crew/rolls';
import { allBoxes, boxExists, boxLabel, nextFittedId, occupantOf, printedWeapons } from './boxes';
import { hullOf, systemOf, type Ship, type ShipBox, type ShipCatalogue } from './state';

/**
 * Space Kraken §11 (kraken.ship-systems, kraken.ship-ammo): where a system may go on a ship sheet.
 * - A system is fitted only in a box its profile prints for it.
 * - The blank weapon boxes take a weapon printed at least once on the sheet, or an ammo magazine.
 * - A magazine goes only in an empty blank weapon box, one per box, for a weapon type printed on the sheet.
 */

/** What is put in a box: a system of the catalogue, or a magazine for the weapon `systemId`. */
export interface FitRequest {
  readonly systemId: string;
  readonly box: ShipBox;
  readonly magazine?: boolean;
}

/**
 * §11: "The price of a Weapon's Magazine is half the Weapon's purchase price."
 * Reading (kraken.ship-ammo): halves round up (§4 Always Round Up), so a magazine for the 25¢ Autocannon
 * costs 13¢ and one for the 15¢ Torpedo 8¢.
 */
export function magazinePrice(weapon: ShipSystem): number {
  return halfUp(weapon.price);
}

/** The price of what a request fits: the system's, or its magazine's. */
export function fitPrice(catalogue: ShipCatalogue, request: FitRequest): number {
  const system = catalogue.systems.get(request.systemId);
  if (system === undefined) return 0;
  return request.magazine === true ? magazinePrice(system) : system.price;
}

/** Why this system (or magazine) may not go in that box of this ship, credits aside, or null. */
export function placementRefusal(catalogue: ShipCatalogue, ship: Ship, request: FitRequest): string | null {
  const system = catalogue.systems.get(request.systemId);
  if (system === undefined) return `There is no ship system "${request.systemId}" in this pack.`;
  const hull = hullOf(catalogue, ship);
  const { box } = request;
  if (!boxExists(hull, box)) return `The ${hull.name} has no ${boxLabel(box)}.`;
  const occupant = occupantOf(ship, box);
  if (occupant !== undefined) {
    const held = systemOf(catalogue, occupant).name;
    return `The ${boxLabel(box)} already holds ${occupant.magazine === true ? `a ${held} magazine` : held}; one system per box (kraken.ship-systems).`;
  }
  const compatible = printedWeapons(catalogue, hull);
  if (request.magazine === true) {
    if (system.effect.kind !== 'weapon')
      return `${system.name} is not a ship weapon: magazines hold weapon ammo (kraken.ship-ammo).`;
    if (system.effect.ammo === null)
      // Reading (kraken.ship-ammo): a weapon with unlimited ammo has nothing to refill, so it takes no magazine.
      return `The ${system.name} never runs out of ammo, so it takes no magazine (kraken.ship-ammo).`;
    if (box.kind !== 'blank')
      return 'An ammo magazine goes only in an empty blank weapon box (kraken.ship-ammo).';
    if (!compatible.has(system.id))
      return `The ${hull.name}'s sheet does not print the ${system.name}, so it takes no magazine for it (kraken.ship-ammo).`;
    return null;
  }
  if (box.kind === 'printed') {
    const printed = hull.slots[box.index]?.system;
    if (printed === system.id) return null;
    const printedName =
      printed === undefined ? 'another system' : (catalogue.systems.get(printed)?.name ?? printed);
    return `The ${boxLabel(box)} of the ${hull.name} is printed for ${printedName}; a system goes only in a box its sheet prints for it (kraken.ship-systems).`;
  }
  if (system.effect.kind !== 'weapon')
    return `Only ship weapons and ammo magazines go in blank boxes, not ${system.name} (kraken.ship-systems).`;
  if (!compatible.has(system.id))
    return `The ${system.name} is not printed on the ${hull.name}'s sheet, so it is not compatible with a blank box (kraken.ship-systems).`;
  return null;
}

/** Why this purchase and fitting may not happen (the box, then the price), or null. */
export function fitRefusal(
  catalogue: ShipCatalogue,
  ship: Ship,
  request: FitRequest,
  credits: number,
): string | null {
  const placement = placementRefusal(catalogue, ship, request);
  if (placement !== null) return placement;
  const price = fitPrice(catalogue, request);
  if (credits < price) {
    const what = catalogue.systems.get(request.systemId)?.name ?? request.systemId;
    return `${request.magazine === true ? `A ${what} magazine` : what} costs ${price}¢ but the crew has ${credits}¢ (kraken.ship-systems).`;
  }
  return null;
}

/** The boxes of this ship where the system (or its magazine) may go now, in sheet order. */
export function freeBoxesFor(
  catalogue: ShipCatalogue,
  ship: Ship,
  systemId: string,
  magazine = false,
): ShipBox[] {
  return allBoxes(hullOf(catalogue, ship)).filter(
    (box) => placementRefusal(catalogue, ship, { systemId, box, magazine }) === null,
  );
}

/** Puts the system in the box with the ship's next id (no credits); throws where `placementRefusal` refuses. */
export function placeSystem(
  catalogue: ShipCatalogue,
  ship: Ship,
  request: FitRequest,
  damaged = false,
): Ship {
  const refusal = placementRefusal(catalogue, ship, request);
  if (refusal !== null) throw new Error(refusal);
  const fitted = {
    id: nextFittedId(ship),
    systemId: request.systemId,
    box: request.box,
    damaged,
    ...(request.magazine === true ? { magazine: true as const } : {}),
  };
  return { ...ship, fitted: [...ship.fitted, fitted] };
}

/** §7 / §13 shops: buys the system (or magazine) and fits it, installed at once; throws where `fitRefusal` refuses. */
export function fitSystem(
  catalogue: ShipCatalogue,
  ship: Ship,
  request: FitRequest,
  credits: number,
): { readonly ship: Ship; readonly credits: number; readonly paid: number } {
  const refusal = fitRefusal(catalogue, ship, request, credits);
  if (refusal !== null) throw new Error(refusal);
  const paid = fitPrice(catalogue, request);
  return { ship: placeSystem(catalogue, ship, request), credits: credits - paid, paid };
}
