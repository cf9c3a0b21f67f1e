import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeGap } from '../../board/distance';
import { gearById } from './core';
import type { RollNeed } from './needs';
import type { Mission, Spot } from './state';
import { hotseatStart, play, replay, sampleMissionIds, seeded, soloStart } from './mission.testkit';

/**
 * Missions played per property: a small size in CI (`npm test`), since every run plays whole missions;
 * `SALVAGE_PROPERTY_RUNS=<n>` plays n (the same games first: one fast-check seed, so a smaller size is the
 * first games of a bigger one).
 */
const RUNS = Number(process.env.SALVAGE_PROPERTY_RUNS ?? 12);
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

/**
 * The invariants a mission keeps after every step, as the list of those it breaks (empty when it keeps them
 * all). Plain comparisons: a mission is checked after each of its thousand-odd steps, and one `expect` per
 * comparison cost more than playing the mission did; `checkStep` fails on the
 * list after each step, so a broken invariant still fails the property, with every message.
 */
function broken(m: Mission, need: RollNeed | null): string[] {
  const out: string[] = [];
  const fail = (holds: boolean, what: string) => {
    if (!holds) out.push(what);
  };
  for (const u of m.units) {
    fail(u.power >= 0, `${u.id} power ${u.power} < 0`);
    fail(u.health >= 0, `${u.id} health ${u.health} < 0`);
    fail(u.health <= u.maxHealth, `${u.id} health ${u.health} > max ${u.maxHealth}`);
    fail(u.exert <= 2, `${u.id} exert ${u.exert} > 2`);
    fail(u.concentrate <= 2, `${u.id} concentrate ${u.concentrate} > 2`);
  }
  const standing = m.units.filter((u) => u.at !== null && u.status === 'active');
  for (const a of standing) {
    const at = a.at as Spot;
    fail(at.x >= 0 && at.z >= 0, `${a.id} at ${at.x}, ${at.z}: off the board's near edges`);
    fail(
      at.x <= m.content.board.width && at.z <= m.content.board.depth,
      `${a.id} at ${at.x}, ${at.z}: off the board's far edges`,
    );
    for (const b of standing) {
      if (a.id >= b.id || b.at?.level !== at.level) continue;
      // Units never end up on top of each other (a hair of slack for measured pushes).
      const gap = edgeGap({ ...at, baseDiameter: 1 }, { ...b.at, baseDiameter: 1 });
      fail(gap > -0.1, `${a.id} overlaps ${b.id} (gap ${gap})`);
    }
  }
  for (const u of m.units) {
    if (u.status === 'escaped') fail(u.at === null, `${u.id} escaped but stands on the board`);
    if (u.status === 'mortallyWounded')
      fail(u.health === 0, `${u.id} mortally wounded at health ${u.health}`);
    if (u.status === 'active') fail(u.health > 0, `${u.id} active at health ${u.health}`);
  }
  for (const a of m.airlocks) fail(a.uses <= 3, `${a.id} used ${a.uses} times`);
  for (const s of m.sites) fail(s.extractions <= 4, `${s.id} extracted ${s.extractions} times`);
  for (const c of Object.values(m.companies)) fail(c.scrip >= 0, `${c.side} scrip ${c.scrip} < 0`);
  // The newest journal entry is sound data: finite numbers, and the units it names are on the mission.
  const last = m.journal.at(-1);
  if (last !== undefined) {
    for (const [field, value] of Object.entries(last)) {
      if (typeof value === 'number') fail(Number.isFinite(value), `${last.kind}.${field} is ${value}`);
      fail(value !== undefined, `${last.kind}.${field} is undefined`);
    }
    for (const field of ['unit', 'target', 'attacker', 'hostile'] as const) {
      const id = (last as Partial<Record<string, unknown>>)[field];
      if (typeof id === 'string')
        fail(
          m.units.some((u) => u.id === id),
          `${last.kind}.${field} ${id} is no unit of the mission`,
        );
    }
  }
  fail(Number.isInteger(m.danger) && m.danger >= 1 && m.danger <= 20, `Danger ${m.danger} not in 1..20`);
  if (need !== null) {
    for (const g of need.groups) fail(g.spec.count >= 1, `a roll of ${g.spec.count} dice`);
    if (need.groups.some((g) => g.spec.read === 'pool'))
      fail(
        need.target !== null && need.target >= 2 && need.target <= 8,
        `pool target ${String(need.target)} not in 2..8`,
      );
    if (need.odds !== null)
      fail(need.odds >= -1e-9 && need.odds <= 1 + 1e-9, `odds ${need.odds} not in 0..1`);
  }
  return out;
}

function checkStep(m: Mission, need: RollNeed | null): void {
  const problems = broken(m, need);
  if (problems.length > 0)
    expect.fail(`Round ${m.round}, journal entry ${m.journal.length}: ${problems.join('; ')}`);
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
