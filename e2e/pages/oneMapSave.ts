import { readFileSync } from 'node:fs';
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

/**
 * The one-map campaign whose Lantern is one map with a shop beside the door (§13 Shops), boarded, deployed and
 * standing in the shop it has visited, at 1280 × 720 with the console's errors collected. The crew's gear is given and an achievement's 10¢ added, so the purse
 * pays for a hull (40¢) or a few hires (10¢ a Level).
 */
export async function atTheShopBesideTheDoor(
  page: Page,
  testInfo: TestInfo,
  mode: string,
): Promise<{ readonly errors: readonly string[]; readonly credits: () => Promise<number> }> {
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const pack = JSON.parse(readFileSync('assets/packs/sample/kraken/campaign.json', 'utf8')) as {
    achievements: { id: string }[];
  };
  await openOneMapCampaign(
    page,
    testInfo,
    { id: 'shop-beside-the-door', name: 'Airlock market', cells: ['>  S2  .  EX'] },
    (save) => {
      save.setup.setup.purchases = [];
      save.setup.setup.achievements = pack.achievements.filter((a) => a.id === 'sample-achievement-lantern');
    },
  );
  await boardAndDeploy(page, mode);
  await choose(page, 'move-');
  await choose(page, 'shop-');
  // The purse as the crew panel shows it (the crawl's while the crew is down, the campaign's once aboard).
  const stores = page.getByTestId('campaign-stores');
  const credits = async () => Number(/Credits (\d+)/.exec((await stores.textContent()) ?? '')?.[1]);
  return { errors, credits };
}
