import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../content/testSample';
import { crewMemberFromPack } from '../../../modes/dungeon/crewFromPack';
import { carryItem } from '../crew/inventory';
import { catalogue, KETTLE, printed, shipOf } from '../ship/testkit';
import {
  crewAfterSpace,
  goneSystems,
  hasTeleporter,
  recoveryBonus,
  spaceCrewOf,
  starmapSlots,
  storageSlots,
  trimToShip,
} from './campaignShip';
import type { LoggedLocation } from './starmap';
import { eventLocation, loggedLocation } from './location.testkit';

/** The campaign's ship (Space Kraken §11): what the campaign reads from the fitted systems. */

const ships = catalogue();
const pack = samplePack();
const SPUR = 'long-spur';

function place(n: number): LoggedLocation {
  return loggedLocation(`L${n}`, `Place ${n}`, eventLocation('sample-derelict-ore-hauler'));
}

describe('what the campaign reads from its ship', () => {
  it('HyperNavMemory: 2 Starmap slots, 6 with it fitted (damaged still holds them)', () => {
    const bare = shipOf(SPUR, []);
    const withMemory = shipOf(SPUR, [{ systemId: 'hyper-nav-memory', box: printed(5) }]);
    expect(starmapSlots(ships, bare)).toBe(2);
    expect(starmapSlots(ships, withMemory)).toBe(6);
    const damaged = { ...withMemory, fitted: withMemory.fitted.map((f) => ({ ...f, damaged: true })) };
    expect(starmapSlots(ships, damaged)).toBe(6);
  });

  it('Med Bay and Advanced Med Bay: +3 HP each at a Recovery, only while working', () => {
    expect(recoveryBonus(ships, shipOf(SPUR, []))).toBe(0);
    const both = shipOf(SPUR, [
      { systemId: 'med-bay', box: printed(1) },
      { systemId: 'advanced-med-bay', box: printed(2) },
    ]);
    expect(recoveryBonus(ships, both)).toBe(6);
    const hurt = { ...both, fitted: both.fitted.map((f, i) => (i === 0 ? { ...f, damaged: true } : f)) };
    expect(recoveryBonus(ships, hurt)).toBe(3);
  });

  it('the Teleporter works only undamaged', () => {
    const ship = shipOf(KETTLE, [{ systemId: 'teleporter', box: printed(0) }]);
    expect(hasTeleporter(ships, ship)).toBe(true);
    expect(hasTeleporter(ships, { ...ship, fitted: ship.fitted.map((f) => ({ ...f, damaged: true })) })).toBe(
      false,
    );
    expect(hasTeleporter(ships, shipOf(KETTLE, []))).toBe(false);
  });

  it('storage: the hull’s boxes, and its EXPANSION boxes with a Storage Expansion (Tin Kettle: 6, then 10)', () => {
    expect(storageSlots(ships, shipOf(KETTLE, []))).toBe(6);
    expect(storageSlots(ships, shipOf(KETTLE, [{ systemId: 'storage-expansion', box: printed(3) }]))).toBe(
      10,
    );
  });

  it('losing HyperNavMemory or the Storage Expansion loses what only it held (the last entries)', () => {
    const vest = pack.items.get('padded-vest');
    if (vest === undefined) throw new Error('sample vest');
    const pieces = Array.from({ length: 8 }, () => carryItem(vest));
    const log = [1, 2, 3, 4].map(place);
    const trimmed = trimToShip(ships, shipOf(KETTLE, []), log, pieces);
    expect(trimmed.starmap.map((l) => l.key)).toEqual(['L1', 'L2']);
    expect(trimmed.lostLocations).toEqual(['Place 3', 'Place 4']);
    expect(trimmed.storage).toHaveLength(6);
    expect(trimmed.lostPieces).toBe(2);
  });

  it('a space combat’s destroyed systems are the ones gone from the ship', () => {
    const before = shipOf(KETTLE, [
      { systemId: 'teleporter', box: printed(0) },
      { systemId: 'laser', box: printed(11) },
    ]);
    const after = { ...before, fitted: before.fitted.filter((f) => f.systemId !== 'laser') };
    expect(goneSystems(before, after)).toEqual([{ systemId: 'laser', box: printed(11) }]);
  });

  it('crew into space and back: a boarding’s hits, the unconscious at 0 HP, the dead killed', () => {
    const ada = crewMemberFromPack(pack, 'ada-voss');
    if (typeof ada === 'string') throw new Error(ada);
    const space = spaceCrewOf(ada);
    expect(space).toMatchObject({
      id: 'ada-voss',
      tech: 4,
      ranged: 3,
      melee: 1,
      charisma: 2,
      conscious: true,
    });
    expect(crewAfterSpace(ada, { ...space, hp: 2 })).toMatchObject({ hp: 2, condition: 'conscious' });
    expect(crewAfterSpace(ada, { ...space, hp: 0, conscious: false })).toMatchObject({
      hp: 0,
      condition: 'unconscious',
    });
    expect(crewAfterSpace(ada, { ...space, hp: 0, conscious: false, dead: true })).toMatchObject({
      condition: 'killed',
    });
    expect(crewAfterSpace(ada, undefined)).toBe(ada);
  });
});
