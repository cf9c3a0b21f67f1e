import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LevelSnapshot } from '../gameSnapshot';
import { parseSaveText } from '../saveFile';

/** For the snapshot steps' tests: the root level of a real fixture save's checkpoint (never edited). */

const DIR = join(process.cwd(), 'e2e/fixtures-saves');

export function checkpointRoot(file: string): LevelSnapshot {
  const parsed = parseSaveText(readFileSync(join(DIR, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const root = parsed.save.checkpoint?.snapshot.root;
  if (root === undefined) throw new Error(`${file} has no checkpoint`);
  return root;
}
