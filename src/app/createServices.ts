import { IndexedDbSaveStore } from '../game/storage';
import type { AppServices } from './services';

/**
 * Wires the app: the sample pack (always loaded; a broken sample pack is a build error), the rules
 * reference, and saves in IndexedDB. Imported packs live for the page's lifetime.
 */
export async function createServices(): Promise<AppServices> {
  // The bundled content (sample pack, rules reference, the loader's schemas) is a lazy chunk: the shell
  // paints first, the content follows.
  const { loadRules, loadSamplePack } = await import('./bundledContent');
  const { PackRegistry, formatPackError, loadPack } = await import('./contentLoader');
  const sample = loadSamplePack();
  if (!sample.ok)
    throw new Error(`The sample pack does not load: ${sample.errors.map(formatPackError).join('; ')}`);
  let registry = PackRegistry.empty().add(sample).registry;
  const activeId = sample.pack.manifest.id;

  return {
    store: new IndexedDbSaveStore(indexedDB),
    rules: loadRules(),
    packs: {
      lookup: (id) => {
        const pack = registry.get(id);
        return pack === undefined ? undefined : { version: pack.manifest.version, hash: pack.hash };
      },
      active: () => {
        const pack = registry.get(activeId) ?? sample.pack;
        return { id: pack.manifest.id, version: pack.manifest.version, hash: pack.hash };
      },
      list: () =>
        registry.list().map((p) => ({
          id: p.manifest.id,
          name: p.manifest.name,
          version: p.manifest.version,
          hash: p.hash,
          sample: p.manifest.sample,
        })),
      importFiles: (files) => {
        const result = loadPack(files);
        if (!result.ok) return { ok: false, errors: result.errors.map(formatPackError) };
        registry = registry.add(result).registry;
        return { ok: true, id: result.pack.manifest.id };
      },
    },
  };
}
