import { expect, test } from './fixtures';
import { CampaignPage } from './pages/CampaignPage';

/**
 * Issue 28 item 1 as a player clicks it: in phase 2 the crew buys a second ship (the sample Tin Kettle, 40¢,
 * an empty hull docked beside the one it flies, Space Kraken §5 phase 2), then at the grade-5 shop of phase 3
 * sells it again for half (20¢, §11 "sell your Ship … for half-price at any Shop").
 */

const STORY = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass'];

test('a campaign buys a ship in phase 2 and sells it at the grade-5 shop', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const campaign = new CampaignPage(page);
  await campaign.openAt('construction', STORY);

  const stores = page.getByTestId('campaign-stores');
  const creditsNow = async () => Number(/Credits (\d+)/.exec((await stores.textContent()) ?? '')?.[1]);
  const before = await creditsNow();
  expect(await campaign.offered()).toContain('ship-buy:tin-kettle');
  await campaign.choose('ship-buy:tin-kettle');
  await expect(page.getByTestId('ship-docked')).toContainText('Tin Kettle 2 (hauler, 12 SP, no systems)');
  await expect.poll(creditsNow).toBe(before - 40);
  await page.screenshot({ path: 'test-results/campaign-ship-bought.png' });

  await campaign.choose('construction-pass');
  await campaign.choose('free-shop');
  await expect.poll(() => campaign.standsIn('market')).toBe(true);
  await campaign.choose('ship-sell:1');
  await expect(page.getByTestId('ship-docked')).toHaveCount(0);
  await expect.poll(creditsNow).toBe(before - 40 + 20);
  await expect(page.getByTestId('campaign-journal')).toContainText('sold with its systems for 20¢');
  await page.screenshot({ path: 'test-results/campaign-ship-sold.png' });
});
