/**
 * `npm run bench -- save-load`: loading the longest fixture save stays within the time the loader took before
 * saves carried snapshots (issue 26). Measured in one run, median of several:
 * - `before`: the earlier loader's pipeline on the same game as a save of format 1 (no snapshot): the file
 *   read and checked, the set-up and every decision checked, the log replayed, the invariants;
 * - `load`: today's loadGame on the save of format 2 (with its checkpoint), rules unchanged;
 * - `olderRules`: the same save loaded as if the rules had been bumped since (the replay is compared with the
 *   checkpoint);
 * - `restore`: continuing from the checkpoint alone (what a save whose log no longer replays costs);
 * - `save`: writing the save file (saveOf, with its snapshot) against the same without the snapshot.
 * Ends with one JSON line of the figures and their ratios to `before`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { persistedFrom } from '../../src/game/gameSnapshot';
import { loadGame, saveOf, type PackLookup } from '../../src/game/loadGame';
import { restoreRun } from '../../src/game/replay';
import { parseSaveText, RULES_VERSION } from '../../src/game/saveFile';
import { Session } from '../../src/game/session';
import { migrateSetup } from '../../src/game/setupMigration';
import { MODES } from '../../src/modes/headless';
import { FIXTURES_DIR, todaysFixtures } from '../lib/frozenFixtures';

const RUNS = 15;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function time(run: () => void): number {
  run(); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

function interleaved(runs: readonly (() => void)[]): number[] {
  for (const run of runs) run(); // warm
  const samples = runs.map((): number[] => []);
  for (let i = 0; i < RUNS * 2; i++) {
    runs.forEach((run, k) => {
      const t0 = performance.now();
      run();
      samples[k]?.push(performance.now() - t0);
    });
  }
  return samples.map(median);
}

// The longest save of today's format and rules among the fixtures.
const candidates = todaysFixtures()
  .map((file) => ({ file, text: readFileSync(join(FIXTURES_DIR, file), 'utf8') }))
  .map((f) => ({ ...f, save: JSON.parse(f.text) as { version: number; events: unknown[] } }))
  .sort((a, b) => b.save.events.length - a.save.events.length);
const longest = candidates[0];
if (longest === undefined) throw new Error('no fixture save of today’s format and rules');
const stamp = (JSON.parse(longest.text) as { pack: { id: string; version: string; hash: string } }).pack;
const packs: PackLookup = { lookup: (id) => (id === stamp.id ? stamp : undefined) };

// The same game as the earlier format wrote it: no set-up version, no checkpoint.
const {
  checkpoint: _checkpoint,
  setupVersion: _setupVersion,
  ...rest
} = JSON.parse(longest.text) as Record<string, unknown>;
const formatOne = JSON.stringify({ ...rest, version: 1, rulesVersion: RULES_VERSION });

/** What loadGame did before saves carried snapshots. */
function loadAsBefore(text: string): void {
  const parsed = parseSaveText(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const mode = MODES[parsed.save.mode];
  if (mode === undefined) throw new Error(parsed.save.mode);
  const setup = migrateSetup(mode, parsed.save.setup, parsed.save.setupVersion);
  if (!setup.ok) throw new Error(setup.error);
  const input = mode.inputSchema.parse(setup.setup);
  for (const entry of parsed.save.events)
    if (entry.kind === 'decision') mode.decisionSchema.parse(entry.event);
  const resumed = Session.resume(
    mode,
    { mode: mode.id, seed: parsed.save.seed, input },
    parsed.save.events,
    parsed.save.diceMode,
  );
  if (!resumed.ok) throw new Error(resumed.reason);
  mode.invariants(resumed.session.getSnapshot());
  resumed.session.dispose();
}

function loadNow(text: string, rulesVersion = RULES_VERSION): Session {
  const loaded = loadGame(text, MODES, packs, { rulesVersion });
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.session;
}

// As the app writes it to its autosave and slots: compact JSON (the fixture file is indented).
const compact = JSON.stringify(JSON.parse(longest.text));
// Interleaved, so that a busy moment of the machine falls on all three alike.
const [before = NaN, load = NaN, olderRules = NaN] = interleaved([
  () => loadAsBefore(formatOne),
  () => loadNow(compact).dispose(),
  () => loadNow(compact, RULES_VERSION + 1).dispose(),
]);

const parsed = parseSaveText(longest.text);
if (!parsed.ok || parsed.save.checkpoint === undefined) throw new Error('the fixture has no checkpoint');
const mode = MODES[parsed.save.mode];
if (mode === undefined) throw new Error(parsed.save.mode);
const checkpoint = parsed.save.checkpoint.snapshot;
const restore = time(() => {
  const persisted = persistedFrom(mode.machine, checkpoint);
  if (!persisted.ok) throw new Error(persisted.reason);
  const run = restoreRun(
    mode,
    { mode: mode.id, seed: parsed.save.seed, input: undefined },
    {
      index: 0,
      snapshot: persisted.persisted,
      rng: checkpoint.rng,
    },
  );
  run.actor.stop();
});

const session = loadNow(longest.text);
const save = time(() => JSON.stringify(saveOf(session, stamp)));
const saveWithout = time(() => {
  const { checkpoint: _c, ...plain } = saveOf(session, stamp);
  JSON.stringify(plain);
});
session.dispose();

const round = (x: number): number => Math.round(x * 100) / 100;
const figures = {
  file: longest.file,
  entries: longest.save.events.length,
  beforeMs: round(before),
  loadMs: round(load),
  loadRatio: round(load / before),
  olderRulesMs: round(olderRules),
  olderRulesRatio: round(olderRules / before),
  restoreMs: round(restore),
  restoreRatio: round(restore / before),
  saveMs: round(save),
  saveWithoutSnapshotMs: round(saveWithout),
  withinToday: load / before <= 1.1,
};
console.log(`Longest fixture: ${figures.file} (${figures.entries} log entries)`);
console.log(`  before (format 1, no snapshot): ${figures.beforeMs} ms`);
console.log(`  load today:                     ${figures.loadMs} ms (×${figures.loadRatio})`);
console.log(`  load after a rules bump:        ${figures.olderRulesMs} ms (×${figures.olderRulesRatio})`);
console.log(`  continue from the checkpoint:   ${figures.restoreMs} ms (×${figures.restoreRatio})`);
console.log(
  `  write the save: ${figures.saveMs} ms with its snapshot, ${figures.saveWithoutSnapshotMs} ms without`,
);
console.log(JSON.stringify(figures));
