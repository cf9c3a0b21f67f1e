import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose } from './pages/choices';
import { atTheShopBesideTheDoor } from './pages/oneMapSave';

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
  const { errors, credits: creditsNow } = await atTheShopBesideTheDoor(page, testInfo, MODE);

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
