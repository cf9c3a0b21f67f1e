import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { snapshotOf } from './bridge';
import { choose, offered } from './choices';
import { importCampaignAt } from './savedCampaign';

/**
 * A campaign for crawl specs: the frozen first campaign fixture (read and changed in memory, never edited)
 * with its first line on the Lantern's boarding event (!A5, a crawl) and every Lantern map replaced by one
 * small map of the spec's own, imported from the Load screen; then boarded and deployed as a player does.
 */
export async function openOneMapCampaign(
  page: Page,
  testInfo: TestInfo,
  map: {
    readonly id: string;
    readonly name: string;
    readonly cells: readonly string[];
    /** The story event each Event tile reads (§13 Event), by its code: `{ EV1: 'M1' }`. */
    readonly events?: Readonly<Record<string, string>>;
  },
  change: (save: OneMapSave) => void = () => undefined,
): Promise<void> {
  await importCampaignAt(page, testInfo, '1BF', (file) => {
    const save = file as OneMapSave;
    save.setup.content.maps.push({
      id: map.id,
      name: map.name,
      width: map.cells[0]?.split(/\s+/).length ?? 1,
      height: map.cells.length,
      cells: map.cells,
      areas: {},
      borders: [],
      ...(map.events === undefined ? {} : { events: map.events }),
    });
    for (const type of save.setup.content.locationTypes)
      if (type.id === 'sample-derelict-ore-hauler') type.maps = [map.id];
    change(save);
  });
}

/** The parts of the campaign save a one-map spec may change besides the maps. */
export interface OneMapSave {
  diceMode: string;
  events: unknown[];
  setup: {
    setup: { lineSet: { lines: { start: string }[] }; purchases: unknown[]; achievements: unknown[] };
    /** The campaign's own book of story events (the frozen save's, written before the M events). */
    events: { id: string }[];
    content: { maps: unknown[]; locationTypes: { id: string; maps: string[] }[] };
  };
}

/** Line 1 boards the Lantern; the crawl's first choices are taken up to the deployment, which is made. */
export async function boardAndDeploy(page: Page, mode: string): Promise<void> {
  await choose(page, 'lead:');
  await expect(page.getByTestId('campaign-event')).toContainText('Boarding the Lantern');
  await choose(page, 'read');
  await expect.poll(async () => (await snapshotOf(page, mode))?.active.path).toEqual(['dungeon']);
  for (let i = 0; i < 4 && !(await offered(page)).some((id) => id.startsWith('deploy-')); i++) {
    const ids = await offered(page);
    if (ids[0] === undefined) throw new Error('nothing to choose before the deployment');
    await choose(page, ids[0]);
  }
  await choose(page, 'deploy-');
}
