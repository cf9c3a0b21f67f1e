import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SpawnSetup } from './spawn';
import { applySpawnRoll, minionCount, primaryLevel, spawnRoll, spawnWithFaces, startSpawn } from './spawn';

const base: SpawnSetup = {
  difficulty: 1,
  elementValue: 3,
  boss: false,
  map: 3,
  species: 'Greys',
  ambush: false,
};

describe('spawning enemies (§14 Spawn enemies)', () => {
  it('makes difficulty 1 with E3 a level 4 primary whose minions are level 3', () => {
    // reaction 5, second primary roll 4 (not below map 3), minions d6 3 + map 3 = 6: one minion of face 4.
    const state = spawnWithFaces(base, [5, 4, 3, 4]);
    expect(state.level).toBe(4);
    expect(state.reaction).toBe(true);
    expect(state.enemies).toEqual([
      expect.objectContaining({ role: 'primary', level: 4, sheetLevel: 4, species: 'Greys' }),
      expect.objectContaining({ role: 'minion', level: 3, species: 'The Lost' }),
    ]);
  });

  it('reads E? as a d6 halved, rounded up: difficulty 2 and a 6 make level 5', () => {
    const state = startSpawn({ ...base, difficulty: 2, elementValue: 'random' });
    expect(spawnRoll(state)?.key).toBe('spawn.random-value');
    const after = applySpawnRoll(state, 6);
    expect(after.elementValue).toBe(3);
    expect(after.level).toBe(5);
  });

  it('fails the reaction without a roll in an ambush', () => {
    const state = startSpawn({ ...base, ambush: true });
    expect(state.reaction).toBe(false);
    expect(spawnRoll(state)?.key).toBe('spawn.second-primary');
  });

  it('asks for 4+ on the reaction: 3 in 6', () => {
    expect(spawnRoll(startSpawn(base))?.odds).toBeCloseTo(0.5, 12);
  });

  it('adds a second primary when the d6 is below the map number, of a rolled species and the same level', () => {
    const state = spawnWithFaces({ ...base, map: 5 }, [2, 4, 6, 1, 3]);
    expect(state.enemies.filter((e) => e.role === 'primary')).toEqual([
      expect.objectContaining({ species: 'Greys', level: 4 }),
      expect.objectContaining({ species: 'Renegades', level: 4 }),
    ]);
  });

  it('always adds a second primary on maps 7, 8 and 9 without a roll', () => {
    const state = applySpawnRoll(startSpawn({ ...base, map: 8 }), 2);
    expect(state.step).toBe('second-species');
  });

  it('reads minions from d6 + map number: 2–5 none, 6–10 one, 11+ two', () => {
    expect([2, 5, 6, 10, 11, 15].map((total) => minionCount(total - 1, 1))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('spawns no minions at level 1', () => {
    const state = spawnWithFaces({ ...base, difficulty: 0, elementValue: 1, map: 1 }, [4]);
    expect(state.step).toBe('done');
    expect(state.enemies).toHaveLength(1);
  });

  it('gives a boss at least one minion', () => {
    const state = spawnWithFaces({ ...base, boss: true, map: 1 }, [5, 1, 3]);
    expect(state.enemies.filter((e) => e.role === 'minion')).toHaveLength(1);
  });

  it('turns a level 6+ boss into a creature from hell on a 6', () => {
    const hell = spawnWithFaces(
      { ...base, boss: true, difficulty: 3, elementValue: 3, map: 1 },
      [6, 5, 2, 1],
    );
    expect(hell.enemies[0]?.species).toBe('hell');
    const normal = startSpawn({ ...base, difficulty: 2, elementValue: 3 });
    expect(spawnRoll(normal)?.key).toBe('spawn.reaction'); // not a boss: no hell roll
  });

  it('uses level 6 sheets for levels 7 and 8, with +1 damage, or +2 damage and 1 off the hit value', () => {
    const seven = spawnWithFaces({ ...base, difficulty: 4, elementValue: 3, map: 1 }, [4, 5, 2]);
    expect(seven.enemies[0]).toMatchObject({ level: 7, sheetLevel: 6, damageBonus: 1, hitBonus: 0 });
    expect(seven.enemies[1]).toMatchObject({ role: 'minion', level: 6, damageBonus: 0 });
    const eight = spawnWithFaces({ ...base, difficulty: 5, elementValue: 4, map: 1 }, [4, 5, 2]);
    expect(eight.enemies[0]).toMatchObject({ level: 8, sheetLevel: 6, damageBonus: 2, hitBonus: 1 });
    expect(eight.enemies[1]).toMatchObject({ level: 7, damageBonus: 1 });
    expect(primaryLevel(6, 5)).toBe(8);
  });

  it('rolls a species again when a faction already has two enemies', () => {
    // map 9: second primary always; it is Greys (2), then two minions (d6 6 + 9 = 15); a third Greys is refused.
    const state = spawnWithFaces({ ...base, map: 9 }, [4, 2, 6, 2, 5, 1]);
    expect(state.rerolls).toBe(1);
    expect(state.enemies.map((e) => e.species)).toEqual(['Greys', 'Greys', 'Beasts', 'Krakens']);
  });

  it('ends with 1 to 4 enemies, at most two of a faction, minions one level below (property)', () => {
    const setupArb = fc.record({
      difficulty: fc.integer({ min: 0, max: 6 }),
      elementValue: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant('random' as const)),
      boss: fc.boolean(),
      map: fc.integer({ min: 1, max: 9 }),
      species: fc.constantFrom('Krakens' as const, 'Greys' as const, 'Beasts' as const),
      ambush: fc.boolean(),
    });
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
        (setup, faces) => {
          const state = spawnWithFaces(setup, faces);
          expect(state.enemies.length).toBeGreaterThanOrEqual(1);
          expect(state.enemies.length).toBeLessThanOrEqual(4);
          const counts = new Map<string, number>();
          for (const e of state.enemies) counts.set(e.species, (counts.get(e.species) ?? 0) + 1);
          for (const n of counts.values()) expect(n).toBeLessThanOrEqual(2);
          for (const e of state.enemies) {
            expect(e.level).toBe(e.role === 'primary' ? state.level : (state.level ?? 0) - 1);
            expect(e.level).toBeLessThanOrEqual(8);
          }
          if (setup.boss && (state.level ?? 0) > 1)
            expect(state.enemies.some((e) => e.role === 'minion')).toBe(true);
        },
      ),
    );
  });

  it('places an event’s own enemies as listed, past the two-a-faction cap, with only the reaction check', () => {
    const foes = [{ species: 'Renegades' as const, level: 2, count: 3 }];
    const ready = startSpawn({ ...base, map: 1, foes });
    expect(ready.enemies).toHaveLength(3);
    expect(
      ready.enemies.every((e) => e.role === 'primary' && e.level === 2 && e.species === 'Renegades'),
    ).toBe(true);
    expect(spawnRoll(ready)?.key).toBe('spawn.reaction');
    expect(applySpawnRoll(ready, 4).step).toBe('done');
    // An ambush: the reaction fails without a roll, and nothing more is spawned.
    const ambush = startSpawn({ ...base, map: 1, foes, ambush: true });
    expect(spawnRoll(ambush)).toBeNull();
    expect(ambush.reaction).toBe(false);
    expect(ambush.enemies).toHaveLength(3);
  });
});
