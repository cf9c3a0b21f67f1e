import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { SavesPage } from './pages/SavesPage';

/**
 * Space Kraken §5 phase 2 ("You can also buy Ships and Ship upgrades at a Shop during Dungeon Exploration"),
 * §13 Shops ("You can buy new Ships and Ship Systems here as well"): the campaign boards the Lantern (!A5, a
 * crawl) whose maps are one small map with a shop beside the door; the player buys a Tin Kettle (the sample
 * hull, 40¢) there, sees it docked on the ship sheet at once, teleports out, and finds it in the campaign's
 * hangar. The crew's gear is given and an achievement's 10¢ added, so the purse pays for the hull.
 */

const MODE = 'kraken-campaign';

test('a ship bought at a shop in the campaign’s crawl is docked in the campaign’s hangar', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  interface Save {
    diceMode: string;
    events: unknown[];
    setup: {
      setup: { lineSet: { lines: { start: string }[] }; purchases: unknown[]; achievements: unknown[] };
      content: { maps: unknown[]; locationTypes: { id: string; maps: string[] }[] };
    };
  }
  const save = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v1.json', 'utf8')) as Save;
  const pack = JSON.parse(readFileSync('assets/packs/sample/kraken/campaign.json', 'utf8')) as {
    achievements: { id: string }[];
  };
  save.diceMode = 'digital';
  save.events = [];
  const first = save.setup.setup.lineSet.lines[0];
  if (first !== undefined) first.start = '1BF'; // !A5, boarding the Lantern
  save.setup.setup.purchases = [];
  save.setup.setup.achievements = pack.achievements.filter((a) => a.id === 'sample-achievement-lantern');
  save.setup.content.maps.push({
    id: 'shop-beside-the-door',
    name: 'Airlock market',
    width: 4,
    height: 1,
    cells: ['>  S2  .  EX'],
    areas: {},
    borders: [],
  });
  for (const type of save.setup.content.locationTypes)
    if (type.id === 'sample-derelict-ore-hauler') type.maps = ['shop-beside-the-door'];
  const path = testInfo.outputPath('fleet.json');
  writeFileSync(path, JSON.stringify(save));
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen(path);
  await expect(page.getByTestId('campaign')).toBeVisible();

  await choose(page, 'lead:');
  await choose(page, 'read');
  await expect.poll(async () => (await snapshotOf(page, MODE))?.active.path).toEqual(['dungeon']);
  for (let i = 0; i < 4 && !(await offered(page)).some((id) => id.startsWith('deploy-')); i++) {
    const ids = await offered(page);
    if (ids[0] === undefined) throw new Error('nothing to choose before the deployment');
    await choose(page, ids[0]);
  }
  await choose(page, 'deploy-');
  await choose(page, 'move-');
  await choose(page, 'shop-');

  const stores = page.getByTestId('campaign-stores');
  const creditsNow = async () => Number(/Credits (\d+)/.exec((await stores.textContent()) ?? '')?.[1]);
  const before = await creditsNow();
  await expect(page.getByTestId('ship-docked')).toHaveCount(0);
  await choose(page, 'ship-buy-tin-kettle');
  // §7: delivered at once — docked on the ship sheet while the crew is still down.
  await expect(page.getByTestId('ship-docked')).toContainText('Tin Kettle 2');
  await expect.poll(creditsNow).toBe(before - 40);
  // The log words the deal, never by its internal name.
  await expect(page.getByText('shop.ship.buy')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('crawl-ship-bought.png') });

  await choose(page, 'teleporter');
  await expect
    .poll(async () => (await snapshotOf(page, MODE))?.active.path ?? ['dungeon'])
    .not.toContain('dungeon');
  // The campaign's own hangar holds it now.
  const hangar = async () => {
    const context = (await snapshotOf(page, MODE))?.context as
      { turn: { campaign: { hangar?: { name: string }[] } } } | undefined;
    return context?.turn.campaign.hangar?.map((s) => s.name) ?? [];
  };
  await expect.poll(hangar).toEqual(['Tin Kettle 2']);
  await expect(page.getByTestId('ship-docked')).toContainText('Tin Kettle 2');
  await expect.poll(creditsNow).toBe(before - 40);
  await page.screenshot({ path: testInfo.outputPath('campaign-hangar.png') });
  expect(errors).toEqual([]);
});
