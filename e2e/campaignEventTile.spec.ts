import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { boardAndDeploy, openOneMapCampaign } from './pages/oneMapSave';

/**
 * Space Kraken §13 Event: an Event tile "Refers to a Story Line Event". The campaign boards the Lantern (!A5,
 * a crawl) whose maps are one small map with an Event tile beside the door; the map names !M1 (the sample's
 * locker with a dead man's code) for it. The team steps on it and activates it: the crawl waits, the event is
 * shown in words, option A is chosen, and the crawl goes on. The frozen save was written before !M1 was, so
 * its own book of events is given the pack's !M1 (a save whose map names an event it lacks is refused).
 */

const MODE = 'kraken-campaign';

test('an Event tile’s story event is read in the crawl with its A/B choice, then the crawl goes on', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const pack = JSON.parse(readFileSync('assets/packs/sample/kraken/campaign.json', 'utf8')) as {
    cgmEvents: { id: string }[];
  };
  await openOneMapCampaign(
    page,
    testInfo,
    { id: 'event-beside-the-door', name: 'Airlock galley', cells: ['>  EV1  .  EX'], events: { EV1: 'M1' } },
    (save) => {
      save.setup.events.push(...pack.cgmEvents.filter((e) => e.id === 'M1'));
    },
  );
  await boardAndDeploy(page, MODE);

  await choose(page, 'move-');
  await expect.poll(async () => (await snapshotOf(page, MODE))?.active.path).toEqual(['dungeon']);
  // "Activate the event tile EV1" (the tile's own choice, `element-…`), not "Spend an action here" (`activate`), which only
  // spends an action where the team stands and reads nothing.
  await expect(page.getByRole('button', { name: 'Activate the event tile EV1' })).toBeVisible();
  await choose(page, 'element-');
  await expect
    .poll(async () => (await snapshotOf(page, MODE))?.active.path)
    .toEqual(['dungeon', 'storyPhase']);
  // The team stands on the tile: its event cannot be skipped.
  expect((await offered(page)).some((id) => id.startsWith('skip'))).toBe(false);
  await choose(page, 'lead:');
  const event = page.getByTestId('campaign-event');
  await expect(event).toContainText('A locker with a dead man');
  await expect(event).toContainText('keypad');
  await page.screenshot({ path: testInfo.outputPath('event-tile-read.png') });

  const credits = async () =>
    Number(/Credits (\d+)/.exec((await page.getByTestId('campaign-stores').textContent()) ?? '')?.[1]);
  const before = await credits();
  await choose(page, 'choose-a');
  // The crawl goes on where it stood, with the 5 credits option A gave.
  await expect.poll(async () => (await snapshotOf(page, MODE))?.active.path).toEqual(['dungeon']);
  await expect.poll(credits).toBe(before + 5);
  expect((await offered(page)).some((id) => id.startsWith('move-'))).toBe(true);
  // Read once this exploration: activating the tile again reads nothing.
  const activations = page.getByTestId('log-line').filter({ hasText: /^Activates/ });
  await expect(activations).toHaveCount(1);
  await choose(page, 'element-');
  await expect(activations).toHaveCount(2);
  expect((await snapshotOf(page, MODE))?.active.path).toEqual(['dungeon']);
  await expect(page.getByTestId('campaign-event')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('event-tile-after.png') });
});
