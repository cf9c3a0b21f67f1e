/**
 * The fixture saves are frozen: once a file is in e2e/fixtures-saves it is never regenerated, edited or
 * removed (a change that breaks one migrates it). `FROZEN.sha256` lists every file with its hash, in the
 * format of `sha256sum`; the list only grows. The fixture test checks the folder against the list, and the
 * list against every version of it in the repository's history.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
