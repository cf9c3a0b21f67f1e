import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatPackError } from '../../src/content/errors';
import { loadPack } from '../../src/content/loadPack';
import { loadGame, type PackLookup } from '../../src/game/loadGame';
import type { ModeDefinition } from '../../src/game/mode';
import { MODES } from '../../src/modes/headless';
import { refusal, type CaseOutcome } from './classify';

/**
 * One fuzz case through the pipeline the app uses: a save's text through `loadGame` with every mode and the
 * sample pack, then the mode's invariants on the loaded game; a pack's files through `loadPack`. Runs in the
 * fuzz worker; never catches an exception itself (the worker does, and calls it a crash).
 */

export type CaseJob =
  | { readonly kind: 'save'; readonly text: string }
  | { readonly kind: 'pack'; readonly files: Readonly<Record<string, string>> };

export const SAMPLE_PACK_DIR = 'assets/packs/sample';
export const FIXTURE_SAVES_DIR = 'e2e/fixtures-saves';

/** Every .json file under a pack folder, by its path relative to the folder, as text. */
export function readPackFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json'))
        files.set(relative(dir, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

let packs: PackLookup | undefined;

/** The installed packs a save is checked against: the sample pack, loaded as the app loads it. */
function samplePacks(): PackLookup {
  if (packs !== undefined) return packs;
  const loaded = loadPack(readPackFiles(SAMPLE_PACK_DIR));
  if (!loaded.ok)
    throw new Error(`the sample pack does not load: ${loaded.errors.map(formatPackError).join('; ')}`);
  const { manifest, hash } = loaded.pack;
  packs = { lookup: (id) => (id === manifest.id ? { version: manifest.version, hash } : undefined) };
  return packs;
}

export function init(): void {
  samplePacks();
}

export function runCase(job: CaseJob): CaseOutcome {
  if (job.kind === 'pack') {
    const result = loadPack(new Map(Object.entries(job.files)));
    if (!result.ok) return refusal(result.errors.map(formatPackError));
    return { verdict: 'loaded', detail: `pack ${result.pack.manifest.id} ${result.pack.hash}` };
  }
  const outcome = loadGame(job.text, MODES, samplePacks());
  if (!outcome.ok) return refusal(outcome.error);
  const { session } = outcome;
  try {
    const mode: ModeDefinition = session.mode;
    const problems = mode.invariants(session.getSnapshot());
    if (problems.length > 0) return { verdict: 'invalid', detail: problems.join('\n') };
    return { verdict: 'loaded', detail: `${session.log.length} entries` };
  } finally {
    session.dispose();
  }
}
