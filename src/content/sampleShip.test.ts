import { describe, expect, it } from 'vitest';
import { formatPackError } from './errors';
import { loadPack } from './loadPack';
import { STANDARD_ABILITIES } from './schemas/ship';
import { packFiles } from './testPack';
import { SAMPLE_FILES, samplePack } from './testSample';

/**
 * Space Kraken §11: the sample pack carries the book's whole ship-system catalogue with its prices and
 * numbers, and three hulls of its own (marked sample, since the book's ship pages are not reproduced).
 */

/** §11, as printed: price, then the numbers of each system. */
const WEAPONS: Record<
  string,
  [price: number, damage: number, mode: string, oc: boolean, ammo: number | null]
> = {
  autocannon: [25, 8, 'plain', true, 4],
  'emp-missile': [10, 10, 'emp', false, 2],
  'gauss-cannon': [30, 12, 'plain', false, 3],
  'heavy-laser': [15, 5, 'plain', false, null],
  'ion-cannon': [5, 4, 'emp', false, null],
  'ion-blaster': [10, 8, 'emp', false, null],
  laser: [5, 3, 'plain', false, null],
  missile: [10, 6, 'he', false, 2],
  railgun: [30, 10, 'plain', false, null],
  swarm: [40, 10, 'plain', true, 3],
  torpedo: [15, 18, 'he', false, 1],
  'twin-missile': [15, 6, 'he', true, 3],
};
const STANDARD_PRICES: Record<string, number> = {
  'advanced-med-bay': 20,
  'boarding-armory': 15,
  'boarding-shields': 50,
  'combat-bridge': 20,
  'drone-bay': 25,
  'hyper-nav-memory': 15,
  'long-range-sensors': 15,
  'maneuver-engines': 30,
  'med-bay': 10,
  'nano-skin': 40,
  'onboard-defense': 20,
  'repair-drones': 20,
  'stealth-skin': 30,
  'storage-expansion': 10,
  'target-system': 15,
  teleporter: 10,
};

describe('the sample ship content (§11)', () => {
  const pack = samplePack();

  it('has every standard system at its price', () => {
    for (const ability of STANDARD_ABILITIES) {
      const system = pack.shipSystems.get(ability);
      expect(system?.effect, ability).toEqual({ kind: 'standard', ability });
      expect(system?.price, ability).toBe(STANDARD_PRICES[ability]);
    }
  });

  it('has armour, hull expansion and the three shields with their numbers', () => {
    expect(pack.shipSystems.get('armor')).toMatchObject({
      price: 10,
      effect: { kind: 'armour', reduction: 1 },
    });
    expect(pack.shipSystems.get('heavy-armor')).toMatchObject({
      price: 40,
      effect: { kind: 'armour', reduction: 2 },
    });
    expect(pack.shipSystems.get('hull-expansion')).toMatchObject({
      price: 15,
      effect: { kind: 'hull-expansion' },
    });
    expect(pack.shipSystems.get('primary-shields')?.effect).toEqual({
      kind: 'shield',
      capacity: 5,
      recharge: 2,
    });
    expect(pack.shipSystems.get('primary-shields')?.price).toBe(10);
    expect(pack.shipSystems.get('secondary-shields')?.effect).toEqual({
      kind: 'shield',
      capacity: 4,
      recharge: 2,
    });
    expect(pack.shipSystems.get('secondary-shields')?.price).toBe(15);
    expect(pack.shipSystems.get('dynamic-shields')?.effect).toEqual({
      kind: 'shield',
      capacity: 4,
      recharge: 2,
    });
    expect(pack.shipSystems.get('dynamic-shields')?.price).toBe(30);
  });

  it('has all twelve weapons with price, damage, effect, OC and ammo', () => {
    for (const [id, [price, damage, mode, overclock, ammo]] of Object.entries(WEAPONS)) {
      expect(pack.shipSystems.get(id), id).toMatchObject({
        price,
        effect: { kind: 'weapon', damage, mode, overclock, ammo },
      });
    }
    const weapons = [...pack.shipSystems.values()].filter((s) => s.effect.kind === 'weapon');
    expect(weapons).toHaveLength(12);
    expect(pack.shipSystems.size).toBe(16 + 3 + 3 + 12);
  });

  it('has three hulls, all marked sample, every printed box naming a catalogue system', () => {
    const hulls = [...pack.hulls.values()];
    expect(hulls).toHaveLength(3);
    for (const hull of hulls) {
      expect(hull.sample, hull.id).toBe(true);
      for (const slot of hull.slots) expect(pack.shipSystems.has(slot.system), slot.system).toBe(true);
    }
  });

  it('has a starter that fits the §3.7 advice: hull + Teleporter, Primary Shields, two Lasers within 100¢', () => {
    const starter = [...pack.hulls.values()].reduce((a, b) => (a.price <= b.price ? a : b));
    const printed = starter.slots.map((s) => s.system);
    for (const id of ['teleporter', 'primary-shields']) expect(printed).toContain(id);
    expect(printed.filter((id) => id === 'laser').length + starter.blankWeaponSlots).toBeGreaterThanOrEqual(
      2,
    );
    const advice = 10 + 10 + 5 + 5;
    // Credits left for the crew's weapons and items.
    expect(100 - starter.price - advice).toBeGreaterThanOrEqual(20);
  });

  it('refuses a hull whose printed box names no ship system of the pack', () => {
    const ship = JSON.parse(SAMPLE_FILES.get('kraken/ship.json') ?? '{}') as {
      hulls: { slots: { system: string }[] }[];
      shipSystems: unknown[];
    };
    const first = ship.hulls[0];
    if (first?.slots[0] === undefined) throw new Error('the sample hull has no box');
    first.slots[0].system = 'teleportr';
    const result = loadPack(packFiles({ 'ship.json': { schemaVersion: 1, ...ship } }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatPackError)).toEqual([
      'ship.json at hulls[0].slots[0].system: expected the id of a ship system in this pack, got "teleportr" (no ship system has this id; did you mean "teleporter"?)',
    ]);
  });
});
