/**
 * The fixture saves are frozen: once a file is in e2e/fixtures-saves it is never regenerated, edited or
 * removed (a change that breaks one migrates it). `FROZEN.sha256` lists every file with its hash, in the
 * format of `sha256sum`; the list only grows. The fixture test checks the folder against the list, and the
 * list against every version of it in the repository's history.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RULES_VERSION, SAVE_VERSION } from '../../src/game/saveFile';

export const FIXTURES_DIR = join(process.cwd(), 'e2e/fixtures-saves');
export const FROZEN_LIST = 'FROZEN.sha256';

/** Every file of the folder (saves and their expectations), by its path relative to the folder, sorted. */
export function fixtureFiles(dir = FIXTURES_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name !== FROZEN_LIST) out.push(relative(dir, path).replace(/\\/g, '/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The save files among them (not the expectations). */
export function fixtureSaves(dir = FIXTURES_DIR): string[] {
  return fixtureFiles(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'));
}

export const expectationOf = (save: string): string => save.replace(/\.json$/, '.expect.json');

export function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** The list's entries: path → hash. A malformed line throws, naming it. */
export function parseFrozenList(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (match === null) throw new Error(`${FROZEN_LIST} line ${i + 1} is not "<sha256>  <path>": ${line}`);
    entries.set(match[2] as string, match[1] as string);
  }
  return entries;
}

export function readFrozenList(dir = FIXTURES_DIR): Map<string, string> {
  const path = join(dir, FROZEN_LIST);
  return existsSync(path) ? parseFrozenList(readFileSync(path, 'utf8')) : new Map<string, string>();
}

export function formatFrozenList(entries: ReadonlyMap<string, string>): string {
  return [...entries.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, hash]) => `${hash}  ${path}\n`)
    .join('');
}

/** The game a fixture save is of, from its name: `salvage-mission`, `kraken-campaign.campaign-boarding`. */
export const gameOf = (file: string): string => file.replace(/\.v\d+(\.r\d+)?\.json$/, '');

/**
 * The fixture save of `game` that today's app writes (today's save format and rules version): the one whose
 * log today's rules replay. Tests that replay a fixture's log under today's rules take this one, so a rules
 * bump (which adds new fixtures) never leaves them replaying an older version's log.
 */
export function todaysFixture(game: string, dir = FIXTURES_DIR): string {
  for (const file of fixtureSaves(dir)) {
    if (file.includes('/') || gameOf(file) !== game) continue;
    const save = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      version?: unknown;
      rulesVersion?: unknown;
    };
    if (save.version === SAVE_VERSION && save.rulesVersion === RULES_VERSION) return file;
  }
  throw new Error(
    `No fixture save of ${game} at save format ${SAVE_VERSION} and rules version ${RULES_VERSION}: run npm run gen:fixtures.`,
  );
}

/** Every fixture save of today's save format and rules version (their logs replay under today's rules). */
export function todaysFixtures(dir = FIXTURES_DIR): string[] {
  return fixtureSaves(dir).filter((file) => {
    if (file.includes('/')) return false;
    const save = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      version?: unknown;
      rulesVersion?: unknown;
    };
    return save.version === SAVE_VERSION && save.rulesVersion === RULES_VERSION;
  });
}
