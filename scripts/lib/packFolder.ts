import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatPackError } from '../../src/content/errors';
import { loadPack } from '../../src/content/loadPack';
import type { ContentPack } from '../../src/content/pack';

/** Reads every JSON file under a pack folder and loads it; throws with the pack's errors when it is bad. */
export function loadPackFolder(dir: string): ContentPack {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json'))
        files.set(relative(dir, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  const result = loadPack(files);
  if (!result.ok) throw new Error(result.errors.map(formatPackError).join('\n'));
  return result.pack;
}
