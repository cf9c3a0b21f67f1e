import { readFileSync } from 'node:fs';
import { todaysFixture, todaysFixtures } from '../../scripts/lib/frozenFixtures';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MODES } from '../modes/headless';
import {
  canonicalJson,
  captureSnapshot,
  decodeValue,
  encodeValue,
  gameSnapshotSchema,
  persistedFrom,
} from './gameSnapshot';
import { applyEntry, replay, restoreRun } from './replay';
import { parseSaveText } from './saveFile';
import { migrateSetup } from './setupMigration';
import type { GameSetup, LogEntry } from './log';
import { playFixture } from '../../scripts/lib/fixtureGames';
import { loadPackFolder } from '../../scripts/lib/packFolder';

const DIR = join(process.cwd(), 'e2e/fixtures-saves');

/** Today's fixture of every mode, as set-up and log. */
function fixture(file: string): { setup: GameSetup; log: readonly LogEntry[]; modeId: string } {
  const parsed = parseSaveText(readFileSync(join(DIR, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const mode = MODES[parsed.save.mode];
  if (mode === undefined) throw new Error(parsed.save.mode);
  const migrated = migrateSetup(mode, parsed.save.setup, parsed.save.setupVersion);
  if (!migrated.ok) throw new Error(migrated.error);
  return {
    modeId: mode.id,
    setup: { mode: mode.id, seed: parsed.save.seed, input: mode.inputSchema.parse(migrated.setup) },
    log: parsed.save.events,
  };
}

describe('context values as JSON', () => {
  it('keeps Maps and Sets through JSON, nested in objects and arrays', () => {
    const value = { book: new Map([['a', { cells: new Set([1, 2]) }]]), list: [new Map([[1, 'x']])], n: 3 };
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(value))));
    expect(back).toEqual(value);
    expect((back as { book: unknown }).book).toBeInstanceOf(Map);
  });

  it('refuses what JSON cannot hold, naming where', () => {
    expect(() => encodeValue({ a: { f: () => 1 } })).toThrow(/context\.a\.f/);
    expect(() => encodeValue({ d: new Date(0) })).toThrow(/context\.d/);
    expect(() => encodeValue({ n: Number.NaN })).toThrow(/NaN/);
  });

  it('round-trips any JSON-like value with Maps and Sets (property)', () => {
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(
          fc.string().filter((k) => !k.startsWith('$') && k !== '__proto__'),
          tie('node'),
          {
            maxKeys: 4,
          },
        ),
        fc.array(fc.tuple(fc.string(), tie('node')), { maxLength: 3 }).map((pairs) => new Map(pairs)),
        fc.array(fc.integer(), { maxLength: 4 }).map((items) => new Set(items)),
      ),
    })).node;
    fc.assert(
      fc.property(tree, (value) => {
        expect(decodeValue(JSON.parse(JSON.stringify(encodeValue(value))))).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a game snapshot continues the game exactly', () => {
  // The saves whose logs today's rules replay (older ones continue from their checkpoints instead).
  const files = todaysFixtures();
  for (const file of files) {
    it(`${file}: from a snapshot taken at any entry, the rest of the log leads to the same game`, () => {
      const { setup, log, modeId } = fixture(file);
      const mode = MODES[modeId];
      if (mode === undefined) throw new Error(modeId);
      const whole = replay(mode, setup, log);
      if (!whole.ok) throw new Error(whole.reason);
      const end = canonicalJson(captureSnapshot(whole.run.actor.getPersistedSnapshot(), whole.run.rng));
      whole.run.actor.stop();
      // Every eighth entry and the last few: inside fights, crawls and rolls as the log passes them.
      const cuts = [...new Set([0, 1, ...log.map((_, i) => i).filter((i) => i % 8 === 3), log.length - 1])];
      let nested = 0;
      for (const cut of cuts.filter((c) => c >= 0 && c <= log.length)) {
        const head = replay(mode, setup, log.slice(0, cut));
        if (!head.ok) throw new Error(head.reason);
        const snapshot = captureSnapshot(head.run.actor.getPersistedSnapshot(), head.run.rng);
        head.run.actor.stop();
        // Through JSON and the schema, as a save file carries it.
        const carried = gameSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshot)));
        if (Object.keys(carried.root.children).length > 0) nested++;
        const persisted = persistedFrom(mode.machine, carried);
        if (!persisted.ok) throw new Error(persisted.reason);
        const run = restoreRun(mode, setup, { index: cut, snapshot: persisted.persisted, rng: carried.rng });
        for (const [i, entry] of log.slice(cut).entries()) {
          const step = applyEntry(mode, run, entry);
          expect(step.ok ? '' : `entry ${cut + i + 1}: ${step.reason}`, `cut at ${cut}`).toBe('');
        }
        expect(
          canonicalJson(captureSnapshot(run.actor.getPersistedSnapshot(), run.rng)),
          `cut at ${cut}`,
        ).toBe(end);
        run.actor.stop();
      }
      if (file.startsWith('dungeon-crawl')) expect(nested, 'cuts inside a fight').toBeGreaterThan(0);
    }, 60_000);
  }

  it('names a state that today’s machine does not have, so the snapshot needs a migration', () => {
    const { setup, log, modeId } = fixture(todaysFixture('ground-combat'));
    const mode = MODES[modeId];
    if (mode === undefined) throw new Error(modeId);
    const run = replay(mode, setup, log);
    if (!run.ok) throw new Error(run.reason);
    const snapshot = captureSnapshot(run.run.actor.getPersistedSnapshot(), run.run.rng);
    run.run.actor.stop();
    const renamed = { ...snapshot, root: { ...snapshot.root, state: 'aPhaseThatIsGone' } };
    const outcome = persistedFrom(mode.machine, renamed);
    expect(outcome.ok ? '' : outcome.reason).toMatch(/no state "aPhaseThatIsGone"/);
  });
});

describe('property: a snapshot taken anywhere in a seeded bot game continues it exactly', () => {
  // SNAPSHOT_PROPERTY_RUNS raises the count for a long run; CI runs a few per mode.
  const runs = Number(process.env['SNAPSHOT_PROPERTY_RUNS'] ?? 3);
  const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
  for (const modeId of Object.keys(MODES).sort()) {
    it(
      modeId,
      () => {
        const mode = MODES[modeId];
        if (mode === undefined) throw new Error(modeId);
        fc.assert(
          fc.property(
            fc.string({ minLength: 1, maxLength: 8 }),
            fc.double({ min: 0, max: 1, noNaN: true }),
            (seed, at) => {
              const save = playFixture(pack, modeId, `prop-${seed}`, 25);
              const setup: GameSetup = {
                mode: modeId,
                seed: save.seed,
                input: mode.inputSchema.parse(save.setup),
              };
              const cut = Math.floor(at * save.events.length);
              const whole = replay(mode, setup, save.events);
              const head = replay(mode, setup, save.events.slice(0, cut));
              if (!whole.ok || !head.ok) throw new Error('a bot game does not replay');
              const carried = gameSnapshotSchema.parse(
                JSON.parse(
                  JSON.stringify(captureSnapshot(head.run.actor.getPersistedSnapshot(), head.run.rng)),
                ),
              );
              head.run.actor.stop();
              const persisted = persistedFrom(mode.machine, carried);
              if (!persisted.ok) throw new Error(persisted.reason);
              const run = restoreRun(mode, setup, {
                index: cut,
                snapshot: persisted.persisted,
                rng: carried.rng,
              });
              for (const entry of save.events.slice(cut)) expect(applyEntry(mode, run, entry).ok).toBe(true);
              expect(canonicalJson(captureSnapshot(run.actor.getPersistedSnapshot(), run.rng))).toBe(
                canonicalJson(captureSnapshot(whole.run.actor.getPersistedSnapshot(), whole.run.rng)),
              );
              run.actor.stop();
              whole.run.actor.stop();
            },
          ),
          { numRuns: runs, seed: 26 },
        );
      },
      60_000,
    );
  }
});
