import { samplePack } from '../../../content/testSample';
import { placeSystem, type FitRequest } from './fitting';
import { emptyShip } from './hull';
import { shipCatalogue, type Ship, type ShipCatalogue } from './state';

/** Test kit (only tests import this): the sample pack's ship catalogue and ships fitted box by box. */

export function catalogue(): ShipCatalogue {
  return shipCatalogue(samplePack());
}

/** A ship of a sample hull with these systems placed (no credits). */
export function shipOf(hullId: string, requests: readonly FitRequest[]): Ship {
  const cat = catalogue();
  const hull = cat.hulls.get(hullId);
  if (hull === undefined) throw new Error(`no sample hull ${hullId}`);
  return requests.reduce((ship, r) => placeSystem(cat, ship, r), emptyShip(hull));
}

export const printed = (index: number) => ({ kind: 'printed' as const, index });
export const blank = (index: number) => ({ kind: 'blank' as const, index });

/**
 * The Tin Kettle's boxes (sample hull): 0 teleporter, 1 med-bay, 2 long-range-sensors, 3 storage-expansion,
 * 4 combat-bridge, 5 maneuver-engines, 6 armor, 7–8 hull-expansion, 9 primary-shields, 10 secondary-shields,
 * 11–12 laser, 13 ion-cannon, 14 missile; 2 blank weapon boxes.
 */
export const KETTLE = 'tin-kettle';

/** The §3.7 advice on the Tin Kettle: Teleporter, Primary Shields, two Lasers. */
export function starterShip(): Ship {
  return shipOf(KETTLE, [
    { systemId: 'teleporter', box: printed(0) },
    { systemId: 'primary-shields', box: printed(9) },
    { systemId: 'laser', box: printed(11) },
    { systemId: 'laser', box: printed(12) },
  ]);
}
