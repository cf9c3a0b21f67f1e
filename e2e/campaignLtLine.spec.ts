import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { boardAndDeploy, openOneMapCampaign } from './pages/oneMapSave';

/**
 * Space Kraken §13 LT: a story-line trigger is activated immediately. The campaign starts from a save whose
 * first line begins on the Lantern's boarding event (!A5, a crawl), and whose Lantern maps are one small
 * map: an entrance with an LT beside it. The player boards, deploys, steps on the LT — the crawl waits while
 * the new line asks for its Leader and shows its event — and after the line stops the crawl goes on.
 */

const MODE = 'kraken-campaign';

test('an LT tile’s story line runs at once inside the crawl, then the crawl goes on', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openOneMapCampaign(page, testInfo, {
    id: 'lt-beside-the-door',
    name: 'Airlock with a beacon',
    cells: ['>  LT  .  EX'],
  });
  await boardAndDeploy(page, MODE);

  // The free first move onto the LT: the crawl waits, the new line asks for its Leader.
  await choose(page, 'move-');
  await expect
    .poll(async () => (await snapshotOf(page, MODE))?.active.path)
    .toEqual(['dungeon', 'storyPhase']);
  expect((await offered(page)).some((id) => id.startsWith('lead:'))).toBe(true);
  expect((await offered(page)).some((id) => id.startsWith('move-'))).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('lt-leader.png') });
  await choose(page, 'lead:');
  await expect(page.getByTestId('campaign-event')).toBeVisible();
  // The log words the line's decisions as the story phase's, never by their internal names.
  await expect(page.getByText('story.lead')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('lt-event.png') });

  // Follow the line until it stops: read each event (A where it asks).
  for (let i = 0; i < 20; i++) {
    const where = (await snapshotOf(page, MODE))?.active.path ?? [];
    if (where.at(-1) !== 'storyPhase') break;
    const ids = await offered(page);
    const pick = ids.find((id) => id === 'read') ?? ids.find((id) => id === 'choose-a') ?? ids[0];
    if (pick === undefined) throw new Error('nothing to choose in the line');
    await choose(page, pick);
  }

  // The crawl goes on where it stood: the team can move again.
  await expect.poll(async () => (await snapshotOf(page, MODE))?.active.path).toEqual(['dungeon']);
  expect((await offered(page)).some((id) => id.startsWith('move-'))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('lt-after.png') });
});
