import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeGap } from '../../board/distance';
import { gearById } from './core';
import type { RollNeed } from './needs';
import type { Mission, Spot } from './state';
import { hotseatStart, play, replay, sampleMissionIds, seeded, soloStart } from './mission.testkit';

const RUNS = 30;
/**
 * A fixed seed: the same games every run, so CI never passes or fails by chance. A sweep of 400 seeds a
 * mission found two games where two units end 0.26" inside each other in round 6 of the Hull breach (seeds 53
 * and 209 of `seeded`, known, reported to be fixed); a fresh seed is a change made on purpose.
 */
const PROPERTY_SEED = 28;
/** Whole missions are played per run: give each property room on a slow machine. */
const SLOW = 120_000;
const missionArb = fc.constantFrom(...sampleMissionIds());
const seedArb = fc.integer({ min: 0, max: 0x7fffffff });

function checkStep(m: Mission, need: RollNeed | null): void {
  for (const u of m.units) {
    expect(u.power, `${u.id} power`).toBeGreaterThanOrEqual(0);
    expect(u.health, `${u.id} health`).toBeGreaterThanOrEqual(0);
    expect(u.health).toBeLessThanOrEqual(u.maxHealth);
    expect(u.exert).toBeLessThanOrEqual(2);
    expect(u.concentrate).toBeLessThanOrEqual(2);
  }
  const standing = m.units.filter((u) => u.at !== null && u.status === 'active');
  for (const a of standing) {
    const at = a.at as Spot;
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.z).toBeGreaterThanOrEqual(0);
    expect(at.x).toBeLessThanOrEqual(m.content.board.width);
    expect(at.z).toBeLessThanOrEqual(m.content.board.depth);
    for (const b of standing) {
      if (a.id >= b.id || b.at?.level !== at.level) continue;
      // Units never end up on top of each other (a hair of slack for measured pushes).
      expect(
        edgeGap({ ...at, baseDiameter: 1 }, { ...b.at, baseDiameter: 1 }),
        `${a.id} overlaps ${b.id}`,
      ).toBeGreaterThan(-0.1);
    }
  }
  for (const u of m.units) {
    if (u.status === 'escaped') expect(u.at).toBeNull();
    if (u.status === 'mortallyWounded') expect(u.health).toBe(0);
    if (u.status === 'active') expect(u.health).toBeGreaterThan(0);
  }
  for (const a of m.airlocks) expect(a.uses).toBeLessThanOrEqual(3);
  for (const s of m.sites) expect(s.extractions).toBeLessThanOrEqual(4);
  for (const c of Object.values(m.companies)) expect(c.scrip).toBeGreaterThanOrEqual(0);
  // The newest journal entry is sound data: finite numbers, and the units it names are on the mission.
  const last = m.journal.at(-1);
  if (last !== undefined) {
    for (const [field, value] of Object.entries(last)) {
      if (typeof value === 'number') expect(Number.isFinite(value), `${last.kind}.${field}`).toBe(true);
      if (value === undefined) expect.fail(`${last.kind}.${field} is undefined`);
    }
    for (const field of ['unit', 'target', 'attacker', 'hostile'] as const) {
      const id = (last as Partial<Record<string, unknown>>)[field];
      if (typeof id === 'string')
        expect(
          m.units.some((u) => u.id === id),
          `${last.kind}.${field} ${id}`,
        ).toBe(true);
    }
  }
  expect(m.danger).toBeGreaterThanOrEqual(1);
  expect(m.danger).toBeLessThanOrEqual(20);
  expect(Number.isInteger(m.danger)).toBe(true);
  if (need !== null) {
    for (const g of need.groups) expect(g.spec.count).toBeGreaterThanOrEqual(1);
    if (need.groups.some((g) => g.spec.read === 'pool')) {
      expect(need.target).not.toBeNull();
      expect(need.target).toBeGreaterThanOrEqual(2);
      expect(need.target).toBeLessThanOrEqual(8);
    }
    if (need.odds !== null) {
      expect(need.odds).toBeGreaterThanOrEqual(-1e-9);
      expect(need.odds).toBeLessThanOrEqual(1 + 1e-9);
    }
  }
}

describe('the salvage mission engine, active policy, random seeds', () => {
  it(
    'keeps Power ≥ 0, Danger in 1..20 and pool targets in 2..8 after every step',
    () => {
      fc.assert(
        fc.property(missionArb, seedArb, (id, seed) => {
          const r = play(soloStart(id), { rng: seeded(seed), policy: 'active', onStep: checkStep });
          expect(r.stopped).toBe('downtime');
        }),
        { numRuns: RUNS, seed: PROPERTY_SEED },
      );
    },
    SLOW,
  );

  it(
    'fields every Boiler with starting gear within its Capacity',
    () => {
      fc.assert(
        fc.property(missionArb, seedArb, (id, seed) => {
          let checked = false;
          play(soloStart(id), {
            rng: seeded(seed),
            policy: 'active',
            until: (m) => m.round >= 1,
            onStep: (m) => {
              for (const u of m.units) {
                if (u.side === 'site') continue;
                const used = u.startingGear.reduce((s, g) => s + (gearById(m, g)?.size ?? 0), 0);
                expect(used, `${u.name}'s starting gear`).toBeLessThanOrEqual(u.stats.capacity);
                checked = true;
              }
            },
          });
          expect(checked).toBe(true);
        }),
        { numRuns: RUNS, seed: PROPERTY_SEED },
      );
    },
    SLOW,
  );

  it(
    'is deterministic: the same seed and policy give deep-equal missions',
    () => {
      fc.assert(
        fc.property(
          missionArb,
          seedArb,
          fc.constantFrom('passive' as const, 'active' as const),
          (id, seed, policy) => {
            const a = play(soloStart(id), { rng: seeded(seed), policy });
            const b = play(soloStart(id), { rng: seeded(seed), policy });
            expect(b.log).toEqual(a.log);
            expect(b.mission).toEqual(a.mission);
          },
        ),
        { numRuns: RUNS, seed: PROPERTY_SEED },
      );
    },
    SLOW,
  );

  it(
    'replays: the recorded answers and decisions on a fresh start give the live mission',
    () => {
      fc.assert(
        fc.property(missionArb, seedArb, (id, seed) => {
          const live = play(soloStart(id), { rng: seeded(seed), policy: 'active' });
          const replayed = replay(soloStart(id), live.log);
          expect(replayed).toEqual(live.mission);
          // Plain JSON: a save mid-mission survives a round trip.
          expect(JSON.parse(JSON.stringify(live.mission))).toEqual(live.mission);
        }),
        { numRuns: RUNS, seed: PROPERTY_SEED },
      );
    },
    SLOW,
  );

  it(
    'hot-seat too: every step keeps the invariants, the mission reaches downtime and replays',
    () => {
      fc.assert(
        fc.property(
          missionArb,
          seedArb,
          fc.constantFrom('passive' as const, 'active' as const),
          (id, seed, policy) => {
            const live = play(hotseatStart(id), { rng: seeded(seed), policy, onStep: checkStep });
            expect(live.stopped).toBe('downtime');
            expect(replay(hotseatStart(id), live.log)).toEqual(live.mission);
          },
        ),
        { numRuns: RUNS, seed: PROPERTY_SEED },
      );
    },
    SLOW,
  );

  it(
    'exercises attacks, tests and extraction across seeds',
    () => {
      const seen = new Set<string>();
      for (const id of sampleMissionIds()) {
        for (let seed = 1; seed <= 10; seed++) {
          const r = play(soloStart(id), { rng: seeded(seed), policy: 'active' });
          for (const event of r.mission.journal) {
            if (event.kind === 'attackResolved') seen.add('attack');
            if (event.kind === 'testRolled') seen.add('test');
            if (event.kind === 'salvageGained') seen.add('extract');
            if (event.kind === 'qualityRolled') seen.add('quality');
          }
        }
      }
      expect([...seen].sort()).toEqual(['attack', 'extract', 'quality', 'test']);
    },
    SLOW,
  );
});
