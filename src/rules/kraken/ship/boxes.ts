import type { Hull } from '../../../content/schemas/ship';
import type { FittedSystem, Ship, ShipBox, ShipCatalogue } from './state';

/**
 * Space Kraken §11: the boxes of a ship sheet. A profile prints a box for each system it can take (one box
 * per entry of `hull.slots`) and some blank weapon boxes; every box holds at most one system.
 */

export function sameBox(a: ShipBox, b: ShipBox): boolean {
  return a.kind === b.kind && a.index === b.index;
}

/** Whether the sheet has this box at all. */
export function boxExists(hull: Hull, box: ShipBox): boolean {
  const count = box.kind === 'printed' ? hull.slots.length : hull.blankWeaponSlots;
  return Number.isInteger(box.index) && box.index >= 0 && box.index < count;
}

/** The system fitted in a box, if any. */
export function occupantOf(ship: Ship, box: ShipBox): FittedSystem | undefined {
  return ship.fitted.find((f) => sameBox(f.box, box));
}

/** Every box of the sheet in sheet order: the printed boxes first, then the blank weapon boxes. */
export function allBoxes(hull: Hull): ShipBox[] {
  return [
    ...hull.slots.map((_, index) => ({ kind: 'printed' as const, index })),
    ...Array.from({ length: hull.blankWeaponSlots }, (_, index) => ({ kind: 'blank' as const, index })),
  ];
}

/** Sheet order of a box: printed boxes by their place on the profile, then blank boxes. */
export function boxOrder(hull: Hull, box: ShipBox): number {
  return box.kind === 'printed' ? box.index : hull.slots.length + box.index;
}

/** The fitted systems in sheet order (the order the d20 of §10 counts through). */
export function inSheetOrder(hull: Hull, fitted: readonly FittedSystem[]): FittedSystem[] {
  return [...fitted].sort((a, b) => boxOrder(hull, a.box) - boxOrder(hull, b.box));
}

/**
 * §11 "Weapons count as compatible if they are printed at least once on your spaceship's sheet": the ids of
 * the weapons the profile prints.
 */
export function printedWeapons(catalogue: ShipCatalogue, hull: Hull): ReadonlySet<string> {
  const out = new Set<string>();
  for (const slot of hull.slots) {
    if (catalogue.systems.get(slot.system)?.effect.kind === 'weapon') out.add(slot.system);
  }
  return out;
}

/** A fresh id for a fitted system: "s" and one more than the highest number in use. */
export function nextFittedId(ship: Ship): string {
  let highest = 0;
  for (const f of ship.fitted) {
    const n = /^s(\d+)$/.exec(f.id)?.[1];
    if (n !== undefined) highest = Math.max(highest, Number(n));
  }
  return `s${highest + 1}`;
}

/** A box in words, for refusals and the sheet ("box 3", "blank weapon box 1"). */
export function boxLabel(box: ShipBox): string {
  return box.kind === 'printed' ? `box ${box.index + 1}` : `blank weapon box ${box.index + 1}`;
}
