import { loadPack } from '../content/loadPack';
import type { PackLoadResult } from '../content/loadPack';
import { validateEntries } from '../rules/reference/entry';
import type { RuleEntry } from '../rules/reference/entry';

/** The content that ships with the app: the original sample pack and the rules reference. */
const SAMPLE_ROOT = '/assets/packs/sample/';
const sampleFiles = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ruleFiles = import.meta.glob<unknown>('/assets/rules/*.json', { import: 'default', eager: true });

export function loadSamplePack(): PackLoadResult {
  const files = new Map<string, string>();
  for (const [path, text] of Object.entries(sampleFiles)) files.set(path.slice(SAMPLE_ROOT.length), text);
  return loadPack(files);
}

export function loadRules(): RuleEntry[] {
  const all = Object.keys(ruleFiles)
    .sort()
    .flatMap((path) => {
      const entries = ruleFiles[path];
      return Array.isArray(entries) ? (entries as unknown[]) : [];
    });
  const result = validateEntries(all);
  if (!result.ok) throw new Error(`The bundled rules reference is invalid: ${result.errors.join('; ')}`);
  return result.entries;
}
