import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, captureSnapshot, SNAPSHOT_VERSION } from '../src/game/gameSnapshot';
import { loadGame } from '../src/game/loadGame';
import type { PackLookup } from '../src/game/loadGame';
import { parseSaveText, RULES_VERSION, SAVE_VERSION } from '../src/game/saveFile';
import { Session } from '../src/game/session';
import { migrateSetup } from '../src/game/setupMigration';
import { migrateSnapshot } from '../src/game/snapshotMigrations';
import { MODES } from '../src/modes/headless';
import { playFixture } from './lib/fixtureGames';
import {
  FIXTURES_DIR,
  FROZEN_LIST,
  expectationOf,
  fixtureFiles,
  fixtureSaves,
  parseFrozenList,
  readFrozenList,
  sha256,
  todaysFixture,
} from './lib/frozenFixtures';
import { loadPackFolder } from './lib/packFolder';
import { factsOf, type SaveFacts } from './lib/saveFacts';

/**
 * The compatibility guard (docs/architecture.md, "Saves that survive updates"). Every save file any version
 * of the app wrote is in e2e/fixtures-saves (today's, and every earlier one under history/), frozen by
 * FROZEN.sha256; each loads in today's app and continues to what its `.expect.json` recorded when it was
 * added. A change that breaks one must migrate it, never regenerate it.
 */
const saves = fixtureSaves();
const sample = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
const read = (file: string): string => readFileSync(join(FIXTURES_DIR, file), 'utf8');

/**
 * What the tests below ask of each save, read once here: the folder holds some 50 MB of saves, and tests that
 * each read and parsed them all again took 4–6 s apiece on a loaded machine (vitest's limit is 5 s).
 */
const listedSaves = new Map(
  saves.map((file) => {
    const text = read(file);
    const parsed = parseSaveText(text);
    const facts = {
      /** Written in today's save format (before any migration). */
      todaysFormat: (JSON.parse(text) as { version: unknown }).version === SAVE_VERSION,
      /** Of today's rules version and with a checkpoint: its log must replay to that checkpoint. */
      replays:
        parsed.ok && parsed.save.rulesVersion === RULES_VERSION && parsed.save.checkpoint !== undefined,
      error: parsed.ok ? null : parsed.error,
    };
    return [file, facts] as const;
  }),
);

/** The stamp the save carries is trusted (the set-up holds the content it needs), as the CLI does. */
function ownStamp(text: string): PackLookup {
  const pack = (JSON.parse(text) as { pack: { id: string; version: string; hash: string } }).pack;
  return { lookup: (id) => (id === pack.id ? pack : undefined) };
}

/** The app's own lookup: today's sample pack, whose content has changed since most of these were written. */
const todaysPack: PackLookup = {
  lookup: (id) =>
    id === sample.manifest.id ? { version: sample.manifest.version, hash: sample.hash } : undefined,
};

describe('the fixture saves are frozen', () => {
  const listed = readFrozenList();

  it('lists every file of the folder with its hash, and every listed file is there unchanged', () => {
    const files = fixtureFiles();
    expect(
      files.filter((f) => !listed.has(f)),
      `not in ${FROZEN_LIST}: run npm run gen:fixtures`,
    ).toEqual([]);
    for (const [file, hash] of listed) {
      expect(existsSync(join(FIXTURES_DIR, file)), `${file} was removed: restore it`).toBe(true);
      expect(sha256(join(FIXTURES_DIR, file)), `${file} was edited or regenerated: restore it`).toBe(hash);
    }
  });

  it('only grows: every line any committed version of the list had is still in it', () => {
    let versions: string[] = [];
    try {
      versions = execFileSync('git', ['log', '--format=%H', '--', `e2e/fixtures-saves/${FROZEN_LIST}`], {
        encoding: 'utf8',
      })
        .split('\n')
        .filter((h) => h !== '');
    } catch {
      // Not a git checkout (an unpacked archive): the folder check above still holds.
    }
    for (const commit of versions) {
      const text = execFileSync('git', ['show', `${commit}:e2e/fixtures-saves/${FROZEN_LIST}`], {
        encoding: 'utf8',
      });
      for (const [file, hash] of parseFrozenList(text))
        expect(listed.get(file), `${file} (list at ${commit})`).toBe(hash);
    }
  });

  it('has a save of every mode in today’s format, and an expectation beside every save', () => {
    const todays = saves.filter((f) => !f.includes('/') && listedSaves.get(f)?.todaysFormat === true);
    const modes = new Set(todays.map((f) => f.split('.')[0]));
    expect([...modes].sort()).toEqual(Object.keys(MODES).sort());
    expect(saves.filter((f) => !existsSync(join(FIXTURES_DIR, expectationOf(f))))).toEqual([]);
    expect(saves.length).toBeGreaterThanOrEqual(95);
  });
});

describe('every fixture save loads in today’s app and continues where it was', () => {
  for (const file of saves) {
    it(file, () => {
      const text = read(file);
      const recorded = JSON.parse(read(expectationOf(file))) as SaveFacts;
      // Through the app's own pack lookup: a save from before a sample-pack update still loads.
      const loaded = loadGame(text, MODES, todaysPack);
      if (!loaded.ok) throw new Error(loaded.error);
      const facts = factsOf(loaded);
      expect(facts.mode).toBe(recorded.mode);
      const sameRules = recorded.recordedWith.rulesVersion === RULES_VERSION;
      const sameSnapshots = recorded.recordedWith.snapshotVersion === SNAPSHOT_VERSION;
      const hasCheckpoint = loaded.save.checkpoint !== undefined;
      if (sameRules || hasCheckpoint) {
        // Where it waits: the same machine of the tree, the same roll.
        expect(facts.path).toEqual(recorded.path);
        expect(facts.waiting).toBe(recorded.waiting);
        // Everything the rules hold (turn, crew, HP, positions, the random stream), at every level.
        if (sameSnapshots) expect(facts.digest, 'the rules state').toBe(recorded.digest);
      }
      if (sameRules) {
        expect(facts.continues).toBe(recorded.continues);
        expect(facts.logLength).toBe(recorded.logLength);
        expect(facts.historyLength).toBe(recorded.historyLength);
      }
      // And it plays on: a choice the game offers is taken (when it is not over).
      const session = loaded.session;
      // (The deepest active machine's presenter offers it, as the ChoiceBar shows.)
      const choice = session.choices()[0];
      if (choice !== undefined && session.active().snapshot.status === 'active') {
        const sent = session.send(choice.event);
        expect(sent.ok ? '' : sent.reason).toBe('');
        expect(session.mode.invariants(session.getSnapshot())).toEqual([]);
      }
      session.dispose();
    });
  }
});

describe('RULES_VERSION is bumped when a change alters what a log means', () => {
  // A save of today's rules version must replay to exactly the game it recorded. When this fails, a change
  // altered what logged decisions lead to: bump RULES_VERSION in src/game/saveFile.ts (saves of the old
  // rules then continue from their snapshots) and add a fixture of the new version (npm run gen:fixtures).
  for (const file of saves) {
    const error = listedSaves.get(file)?.error ?? null;
    if (error !== null) throw new Error(error);
    if (listedSaves.get(file)?.replays !== true) continue;
    it(`${file}: its log replays to its checkpoint`, () => {
      const save = parseSaveText(read(file));
      if (!save.ok) throw new Error(save.error);
      const { save: s } = save;
      const mode = MODES[s.mode];
      if (mode === undefined) throw new Error(s.mode);
      const setup = migrateSetup(mode, s.setup, s.setupVersion);
      if (!setup.ok) throw new Error(setup.error);
      const input = mode.inputSchema.parse(setup.setup);
      const replayed = Session.resume(mode, { mode: s.mode, seed: s.seed, input }, s.events, s.diceMode);
      if (!replayed.ok) throw new Error(`${replayed.reason} — bump RULES_VERSION`);
      if (s.checkpoint === undefined) throw new Error('no checkpoint');
      const checkpoint = migrateSnapshot(s.checkpoint.snapshot, mode.id);
      if (!checkpoint.ok) throw new Error(checkpoint.reason);
      const now = captureSnapshot(replayed.session.persisted(), replayed.session.rng);
      expect(canonicalJson(now) === canonicalJson(checkpoint.snapshot), 'replays to its checkpoint').toBe(
        true,
      );
      replayed.session.dispose();
    });
  }

  it('at least one fixture of every mode is of today’s rules version, with a checkpoint', () => {
    const current = saves.filter((f) => listedSaves.get(f)?.replays === true);
    expect(new Set(current.map((f) => f.split('.')[0])).size).toBe(Object.keys(MODES).length);
  });
});

describe('the narrated log of a fixture', () => {
  it('narrates every dice line in words, never by the request id the log keeps', () => {
    for (const file of saves.filter((f) => !f.includes('/'))) {
      const text = read(file);
      const loaded = loadGame(text, MODES, ownStamp(text));
      if (!loaded.ok) throw new Error(loaded.error);
      const lines = loaded.session.narrate();
      loaded.session.log.forEach((entry, i) => {
        if (entry.kind !== 'dice') return;
        expect(lines[i] ?? '', `${file} entry ${String(i)}`).not.toContain(entry.requestId);
        expect(lines[i] ?? '', `${file} entry ${String(i)}`).not.toContain('[[');
      });
      loaded.session.dispose();
    }
  }, 60_000);

  // Two of them (the CLI's start-up costs seconds each): the largest logs, an invoked fight among them.
  it('replays the salvage and crawl fixtures through `npm run replay` (exit 0, a line per entry)', async () => {
    const run = promisify(execFile);
    await Promise.all(
      [todaysFixture('salvage-mission'), todaysFixture('dungeon-crawl')].map(async (file) => {
        const { stdout } = await run(
          'node_modules/.bin/tsx',
          ['scripts/replay.ts', join(FIXTURES_DIR, file)],
          {
            encoding: 'utf8',
          },
        );
        const save = JSON.parse(read(file)) as { events: unknown[] };
        expect(stdout.trim().split('\n')).toHaveLength(save.events.length + 1);
      }),
    );
  }, 60_000);
});

describe('invariants hold in every state a bot game reaches', () => {
  for (const modeId of Object.keys(MODES).sort()) {
    it(`${modeId}: after every decision of three seeded games`, () => {
      for (const seed of ['inv-1', 'inv-2', 'inv-3']) {
        playFixture(sample, modeId, seed, 30, undefined, (session) => {
          expect(session.mode.invariants(session.getSnapshot())).toEqual([]);
        });
      }
    }, 60_000);
  }
});
