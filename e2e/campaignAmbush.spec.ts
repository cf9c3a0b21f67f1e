import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { importCampaignAt } from './pages/savedCampaign';

/**
 * Space Kraken §6 Event: an event is carried out as it is read, then the line follows on. The campaign
 * starts from a save whose first story line begins at 2BJ, where Vask's thugs ambush the crew (!B3): the
 * player leads the line and reads the event, the ambush is fought there and then, and only after the fight
 * does the second story line ask for its Leader.
 */

const MODE = 'kraken-campaign';

test('a story event’s ambush is fought when it is read, before the next story line', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await importCampaignAt(page, testInfo, '2BJ');

  // Line 1: its Leader, then the event.
  await choose(page, 'lead:');
  await expect(page.getByTestId('campaign-event')).toContainText('Vask loses patience');
  await choose(page, 'read');

  // The ambush is fought now: the fight is on the table and no story line asks for a Leader.
  await expect(page.getByTestId('campaign-fight')).toBeVisible();
  expect((await snapshotOf(page, MODE))?.active.path).toEqual(['groundCombat']);
  expect((await offered(page)).some((id) => id.startsWith('lead:'))).toBe(false);
  await expect(page.getByTestId('campaign-journal')).toContainText('A fight: 2 × Renegades level 1');
  await page.screenshot({ path: testInfo.outputPath('ambush-fight.png') });

  const fight = [
    'initiative',
    'reaction-skip',
    'activate-',
    'attack-',
    'keep',
    'psi-skip',
    'credits',
    'pick-left',
    'ammo-0',
  ];
  for (let i = 0; i < 200 && (await page.getByTestId('campaign-fight').isVisible()); i++) {
    const ids = await offered(page);
    const pick =
      fight.map((p) => ids.find((id) => id.startsWith(p))).find((id) => id !== undefined) ?? ids[0];
    if (pick === undefined) throw new Error('nothing to choose in the fight');
    await choose(page, pick);
  }
  await expect(page.getByTestId('campaign-fight')).toBeHidden();

  // After the fight, phase 1 goes on: the second story line asks for its Leader.
  await expect(page.getByTestId('campaign-journal')).toContainText('The fight ends');
  await expect.poll(async () => (await snapshotOf(page, MODE))?.active.path).toEqual(['storyPhase']);
  expect((await offered(page)).some((id) => id.startsWith('lead:'))).toBe(true);
  await expect(page.getByRole('heading', { name: /turn 1, Phase 1/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ambush-after.png') });
});
