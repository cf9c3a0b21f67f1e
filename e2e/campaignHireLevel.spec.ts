import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { CampaignPage } from './pages/CampaignPage';

/**
 * Issue 28 item 2 as a player clicks it (Space Kraken §13 Shops: "a new Crew Member of a Level up to the
 * Shop's grade ... 10 Credits for each Level ... They can immediately Level Up to the purchased Level"): at
 * phase 3's grade-5 shop the player picks Sela Marrick, buys her at Level 2 (20¢), picks that Level's gain
 * (+1 Agility, 6 → 7), leaves her template gear on the shelf, and sees the credits and the crew sheet.
 */

const MODE = 'kraken-campaign';
const STORY = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass'];

interface Member {
  readonly name: string;
  readonly level: number;
  readonly attributes: { readonly agility: number };
}

test('a Level 2 crew member is hired at the grade-5 shop, their gain picked, one step at a time', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const campaign = new CampaignPage(page);
  await campaign.openAt('construction', STORY);
  await campaign.choose('construction-pass');
  await campaign.choose('free-shop');
  await expect.poll(() => campaign.standsIn('market')).toBe(true);

  const stores = page.getByTestId('campaign-stores');
  const creditsNow = async () => Number(/Credits (\d+)/.exec((await stores.textContent()) ?? '')?.[1]);
  const crewPanel = page.getByTestId('campaign-crew-panel');
  const before = await creditsNow();
  await expect(crewPanel).not.toContainText('Sela Marrick');

  await campaign.choose('market-hire:sela-marrick');
  // The Level first: each with its price, up to the shop's grade; nothing is paid yet.
  await expect.poll(() => campaign.standsIn('level')).toBe(true);
  expect(await campaign.offered()).toEqual(expect.arrayContaining(['hire-level:1', 'hire-level:5']));
  await expect(page.getByText(/choose the new crew member’s Level/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('hire-level.png') });
  await campaign.choose('hire-level:2');

  // One Level to raise: its gain, as the Level Up rules allow.
  await expect.poll(() => campaign.standsIn('gain')).toBe(true);
  await expect(page.getByText(/Pick this Level’s gain/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('hire-gain.png') });
  await campaign.choose('hire-gain:agility');

  // The gear last: with it at its price, or without.
  await expect.poll(() => campaign.standsIn('gear')).toBe(true);
  expect(await campaign.offered()).toEqual(expect.arrayContaining(['hire-gear:take', 'hire-gear:leave']));
  await page.screenshot({ path: testInfo.outputPath('hire-gear.png') });
  await campaign.choose('hire-gear:leave');

  await expect.poll(() => campaign.standsIn('dealing')).toBe(true);
  await expect.poll(creditsNow).toBe(before - 20);
  await expect(crewPanel).toContainText('Sela Marrick');
  const sela = async () => {
    const context = (await snapshotOf(page, MODE))?.context as
      { turn: { campaign: { crew: Member[] } } } | undefined;
    return context?.turn.campaign.crew.find((m) => m.name === 'Sela Marrick');
  };
  await expect.poll(async () => (await sela())?.level).toBe(2);
  expect((await sela())?.attributes.agility).toBe(7);
  await expect(page.getByTestId('campaign-journal')).toContainText(
    'Sela Marrick (Level 2) joins the crew for 20¢',
  );
  await page.screenshot({ path: testInfo.outputPath('hire-done.png') });
  expect(errors).toEqual([]);
});
