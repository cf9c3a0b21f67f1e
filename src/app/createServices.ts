import type { ContentPack } from '../content/pack';
import { IndexedDbSaveStore } from '../game/storage';
import { MY_BOARDS_ID, withBoard } from './myBoardsPack';
import { MY_CAMPAIGN_ID, withCampaign } from './myCampaignPack';
import { MY_DEMOS_ID, withDemo } from './myDemosPack';
import { MY_MAPS_ID, withMap } from './myMapsPack';
import { PackStore } from './packStore';
import type { PackFiles } from './packStore';
import type { AppServices } from './services';

/**
 * Wires the app: the sample pack (always loaded; a broken sample pack is a build error), the packs the
 * player imported or saved (kept in IndexedDB and checked again on every load), the rules reference, and
 * saves in IndexedDB.
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
  const packStore = new PackStore(indexedDB);
  const stored = new Map<string, PackFiles>();

  const addFiles = (files: PackFiles): { ok: true; pack: ContentPack } | { ok: false; errors: string[] } => {
    const result = loadPack(new Map(Object.entries(files)));
    if (!result.ok) return { ok: false, errors: result.errors.map(formatPackError) };
    if (result.pack.manifest.id === activeId) {
      return {
        ok: false,
        errors: [`pack.json at id: expected an id other than "${activeId}" (the built-in sample pack)`],
      };
    }
    registry = registry.add(result).registry;
    stored.set(result.pack.manifest.id, files);
    return { ok: true, pack: result.pack };
  };

  // Packs kept from earlier visits; one that no longer loads is skipped, not fatal.
  for (const files of await packStore.all().catch(() => [])) {
    const outcome = addFiles(files);
    if (!outcome.ok) console.warn(`A stored pack no longer loads: ${outcome.errors.join('; ')}`);
  }

  return {
    store: new IndexedDbSaveStore(indexedDB),
    rules: loadRules(),
    packs: {
      lookup: (id) => {
        const pack = registry.get(id);
        return pack === undefined ? undefined : { version: pack.manifest.version, hash: pack.hash };
      },
      activeContent: () => registry.get(activeId) ?? sample.pack,
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
      boards: () =>
        registry
          .list()
          .flatMap((p) => [...p.boards.values()].map((board) => ({ packId: p.manifest.id, board }))),
      importFiles: (files) => {
        const outcome = addFiles(Object.fromEntries(files));
        if (!outcome.ok) return outcome;
        const id = outcome.pack.manifest.id;
        void packStore.put(id, Object.fromEntries(files));
        return { ok: true, id };
      },
      saveBoard: async (board) => {
        const files = withBoard(stored.get(MY_BOARDS_ID), board);
        const outcome = addFiles(files);
        if (!outcome.ok) return outcome;
        await packStore.put(MY_BOARDS_ID, files);
        return { ok: true, id: MY_BOARDS_ID };
      },
      maps: () =>
        registry.list().flatMap((p) => [...p.maps.values()].map((map) => ({ packId: p.manifest.id, map }))),
      saveMap: async (map) => {
        const files = withMap(stored.get(MY_MAPS_ID), map);
        const outcome = addFiles(files);
        if (!outcome.ok) return outcome;
        await packStore.put(MY_MAPS_ID, files);
        return { ok: true, id: MY_MAPS_ID };
      },
      campaignPacks: () =>
        registry
          .list()
          .filter((p) => p.cgmSheets.size > 0)
          .map((pack) => ({ packId: pack.manifest.id, name: pack.manifest.name, pack })),
      saveCampaign: async (draft) => {
        const files = withCampaign(stored.get(MY_CAMPAIGN_ID), draft);
        const outcome = addFiles(files);
        if (!outcome.ok) return outcome;
        await packStore.put(MY_CAMPAIGN_ID, files);
        return { ok: true, id: MY_CAMPAIGN_ID };
      },
      demos: () =>
        registry
          .list()
          .flatMap((p) =>
            [...p.demos.values()].map((demo) => ({ packId: p.manifest.id, packName: p.manifest.name, demo })),
          ),
      content: (id) => registry.get(id),
      saveDemo: async (demo) => {
        const files = withDemo(stored.get(MY_DEMOS_ID), demo);
        const outcome = addFiles(files);
        if (!outcome.ok) return outcome;
        await packStore.put(MY_DEMOS_ID, files);
        return { ok: true, id: MY_DEMOS_ID };
      },
    },
  };
}
