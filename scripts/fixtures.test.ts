import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../src/game/loadGame';
import type { PackLookup } from '../src/game/loadGame';
import { MODES } from '../src/modes/headless';
import { playFixture } from './lib/fixtureGames';
import { loadPackFolder } from './lib/packFolder';

/**
 * The compatibility guard: every save file in e2e/fixtures-saves (one per mode and save version, written by
 * `npm run gen:fixtures` from seeded bot games) must still load — through the app's loader and through the
 * replay CLI. A change that breaks one must migrate the old file instead.
 */
const DIR = join(process.cwd(), 'e2e/fixtures-saves');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

/** The stamp the save carries is trusted (the set-up holds the content it needs), as the CLI does. */
function ownStamp(text: string): PackLookup {
  const pack = (JSON.parse(text) as { pack: { id: string; version: string; hash: string } }).pack;
  return { lookup: (id) => (id === pack.id ? pack : undefined) };
}

describe('save fixtures of every mode', () => {
  it('has one for every mode', () => {
    const modes = new Set(files.map((f) => f.split('.')[0]));
    expect([...modes].sort()).toEqual(Object.keys(MODES).sort());
  });

  it('are stamped with the sample pack as it is today (after a pack change: npm run gen:fixtures)', () => {
    // The app refuses a save whose pack hash differs; catching it here is faster than in the e2e run.
    const sample = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
    for (const file of files) {
      const stamp = (JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { pack: { hash: string } }).pack;
      expect(stamp.hash, file).toBe(sample.hash);
    }
  });

  for (const file of files) {
    it(`loads ${file} and replays it whole`, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const loaded = loadGame(text, MODES, ownStamp(text));
      expect(loaded.ok ? '' : loaded.error).toBe('');
      if (!loaded.ok) return;
      expect(loaded.session.log).toHaveLength(loaded.save.events.length);
      expect(loaded.save.events.length).toBeGreaterThan(5);
      loaded.session.dispose();
    });
  }

  it('narrate every dice line in words, never by the request id the log keeps', () => {
    for (const file of files) {
      const text = readFileSync(join(DIR, file), 'utf8');
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
  });

  // Two of them (the CLI's start-up costs seconds each): the largest logs, an invoked fight among them.
  it('replays the salvage and crawl fixtures through `npm run replay` (exit 0, a line per entry)', async () => {
    const run = promisify(execFile);
    await Promise.all(
      files
        .filter((f) => /^(salvage|dungeon)/.test(f))
        .map(async (file) => {
          const { stdout } = await run('node_modules/.bin/tsx', ['scripts/replay.ts', join(DIR, file)], {
            encoding: 'utf8',
          });
          const save = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { events: unknown[] };
          expect(stdout.trim().split('\n')).toHaveLength(save.events.length + 1);
        }),
    );
  }, 60_000);
});

describe('invariants hold in every state a bot game reaches', () => {
  const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
  for (const modeId of Object.keys(MODES).sort()) {
    it(`${modeId}: after every decision of three seeded games`, () => {
      for (const seed of ['inv-1', 'inv-2', 'inv-3']) {
        playFixture(pack, modeId, seed, 30, undefined, (session) => {
          expect(session.mode.invariants(session.getSnapshot())).toEqual([]);
        });
      }
    }, 60_000);
  }
});
