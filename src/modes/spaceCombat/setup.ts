import type { SpaceCombatMachineInput } from '../../../machines/kraken/space/spaceCombat.types';
import type { ContentPack } from '../../content/pack';
import type { Hull } from '../../content/schemas/ship';
import { allBoxes } from '../../rules/kraken/ship/boxes';
import { fullAmmo } from '../../rules/kraken/ship/ammo';
import { placementRefusal, placeSystem } from '../../rules/kraken/ship/fitting';
import { emptyShip } from '../../rules/kraken/ship/hull';
import { shipCatalogue, type Ship, type ShipCatalogue } from '../../rules/kraken/ship/state';
import { flightRow } from '../../rules/kraken/space/flight';
import type { SpaceCrew } from '../../rules/kraken/space/combatTypes';
import { crewMemberFromPack } from '../dungeon/crewFromPack';

/**
 * The set-up of a stand-alone space combat (mode `space-combat`, for practice and demos, as the Quick fight
 * is for ground combat) from a loaded pack: a hull with one of two fits, a flight number of the pack's flight
 * table, and one to four crew members from their templates. Pure: no storage, no randomness.
 */

/** Which systems go into the hull's printed boxes. */
export type ShipFit = 'starter' | 'full';

export const SHIP_FITS: readonly { readonly id: ShipFit; readonly label: string }[] = [
  { id: 'starter', label: 'Starter fit (the book’s advice: Teleporter, Primary Shields, two Lasers)' },
  { id: 'full', label: 'Full fit (every printed box filled)' },
];

/** §3: the fit the book suggests for a first ship, in its order. */
const STARTER = ['teleporter', 'primary-shields', 'laser', 'laser'] as const;

export interface SpaceCombatOptions {
  readonly hullId: string;
  readonly fit: ShipFit;
  /** 3 to 19: the row of the flight table. */
  readonly flightNumber: number;
  /** Crew template ids, one to four, each at most once. */
  readonly crew: readonly string[];
  /** Which flight table to read; the pack's first when absent. */
  readonly flightTableId?: string;
}

export type SpaceCombatSetupResult =
  | { readonly ok: true; readonly input: SpaceCombatMachineInput }
  | { readonly ok: false; readonly reason: string };

/** Fits each system id into the first free box that takes it; systems with no box left are skipped. */
function fitted(catalogue: ShipCatalogue, hull: Hull, systemIds: readonly string[]): Ship {
  let ship = emptyShip(hull);
  for (const systemId of systemIds) {
    const box = allBoxes(hull).find(
      (b) => placementRefusal(catalogue, ship, { systemId, box: b, magazine: false }) === null,
    );
    if (box !== undefined) ship = placeSystem(catalogue, ship, { systemId, box, magazine: false });
  }
  return ship;
}

export function shipWithFit(catalogue: ShipCatalogue, hull: Hull, fit: ShipFit): Ship {
  return fitted(catalogue, hull, fit === 'full' ? hull.slots.map((s) => s.system) : STARTER);
}

function spaceCrewOf(pack: ContentPack, templateId: string): SpaceCrew | string {
  const member = crewMemberFromPack(pack, templateId);
  if (typeof member === 'string') return member;
  const a = member.attributes;
  return {
    id: member.id,
    name: member.name,
    tech: a.tech,
    ranged: a.ranged,
    melee: a.melee,
    charisma: a.charisma,
    hp: member.hp,
    conscious: member.condition === 'conscious',
  };
}

export function spaceCombatInput(pack: ContentPack, options: SpaceCombatOptions): SpaceCombatSetupResult {
  const refuse = (reason: string) => ({ ok: false as const, reason });
  const catalogue = shipCatalogue(pack);
  const hull = pack.hulls.get(options.hullId);
  if (hull === undefined) return refuse(`The pack has no hull "${options.hullId}".`);
  const tables = [...pack.flightTables.values()];
  const table =
    options.flightTableId === undefined ? tables[0] : pack.flightTables.get(options.flightTableId);
  if (table === undefined) return refuse('The pack has no flight table to read.');
  const row = flightRow(table, options.flightNumber);
  if (row === undefined) return refuse(`The flight table has no row ${options.flightNumber} (rows 3 to 19).`);
  if (options.crew.length < 1 || options.crew.length > 4) return refuse('Pick one to four crew members.');
  if (new Set(options.crew).size !== options.crew.length)
    return refuse('Each crew member can join only once.');
  const crew: SpaceCrew[] = [];
  for (const templateId of options.crew) {
    const member = spaceCrewOf(pack, templateId);
    if (typeof member === 'string') return refuse(member);
    crew.push(member);
  }
  const ship = shipWithFit(catalogue, hull, options.fit);
  return {
    ok: true,
    input: {
      row,
      ship,
      systems: [...pack.shipSystems.values()],
      hulls: [hull],
      crew,
      magazines: fullAmmo(catalogue, ship).magazines,
    },
  };
}
