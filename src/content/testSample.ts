import { loadPack } from './loadPack';
import type { ContentPack } from './pack';

/**
 * The sample pack for tests, as the app bundles it (raw text keyed by path inside the pack), loaded once.
 * Only tests and test kits import this file.
 */
const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';

/** The sample pack's files: path inside the pack → text. */
export const SAMPLE_FILES: ReadonlyMap<string, string> = new Map(
  Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]),
);

let cached: ContentPack | null = null;

export function samplePack(): ContentPack {
  if (cached !== null) return cached;
  const result = loadPack(SAMPLE_FILES);
  if (!result.ok) throw new Error('The sample pack does not load.');
  cached = result.pack;
  return cached;
}
