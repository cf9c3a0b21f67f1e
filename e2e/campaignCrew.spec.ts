import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { CampaignPage } from './pages/CampaignPage';
import { snapshotOf } from './pages/bridge';

/**
 * Space Kraken §3 a crew made by hand through the set-up wizard, one step at a time with Back and Next:
 * three members named, 16 attribute points each, traits adding up to 0 (one PSI member), gear and storage
 * bought from what the ship left; refusals shown with their rule and fixed; then the campaign starts with
 * that crew (issue 28 item 3).
 */

const next = (page: Page) => page.getByTestId('campaign-next');
const problems = (page: Page) => page.getByTestId('campaign-setup-problems');
const refused = (page: Page) => page.getByTestId('campaign-refused');

async function place(page: Page, member: number, points: Readonly<Record<string, number>>): Promise<void> {
  for (const [name, ups] of Object.entries(points))
    for (let i = 0; i < ups; i++) await page.getByTestId(`campaign-attr-${member}-${name}-up`).click();
}

async function addTrait(page: Page, member: number, id: string): Promise<void> {
  await page.getByTestId(`campaign-trait-pick-${member}`).selectOption(id);
  await page.getByTestId(`campaign-trait-add-${member}`).click();
}

async function buy(page: Page, member: number, id: string): Promise<void> {
  await page.getByTestId(`campaign-gear-pick-${member}`).selectOption(id);
  await page.getByTestId(`campaign-gear-buy-${member}`).click();
}

test('a crew made by hand, step by step, with refusals shown and fixed, starts the campaign', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const campaign = new CampaignPage(page);
  await campaign.open();
  const setup = campaign.setup;

  // Step 1: the campaign's frame. One step on screen at a time.
  await expect(setup.getByTestId('campaign-step-body-campaign')).toBeVisible();
  await expect(page.getByTestId('campaign-back')).toBeDisabled();
  await setup.getByTestId('campaign-difficulty-adventurer').check();
  await page.screenshot({ path: 'test-results/campaign-crew-frame.png' });
  await next(page).click();

  // Step 2: the crew. The quick start's three ready-made members go; three made by hand come.
  await expect(setup.getByTestId('campaign-step-body-crew')).toBeVisible();
  await expect(setup.getByTestId('campaign-step-body-campaign')).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByTestId('campaign-remove-0').click();
  await expect(problems(page)).toContainText(
    'This backstory starts with 3 crew members; 0 are on the sheet.',
  );
  await expect(next(page)).toBeDisabled();
  for (const name of ['Nova Reyes', 'Ilse Kade', 'Oto Brand']) {
    await page.getByTestId('campaign-add-custom').click();
    const i = await page.locator('[data-testid^="campaign-name-"]').count();
    await page.getByTestId(`campaign-name-${i - 1}`).fill(name);
  }
  await expect(problems(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/campaign-crew-names.png' });
  await next(page).click();

  // Step 3: attributes. Every attribute starts at 1: 10 of the 16 points to place, and Next waits.
  await expect(page.getByTestId('campaign-points-0')).toHaveText('6 of 16 points placed — 10 to place');
  await expect(problems(page).locator('[data-rule="kraken.crew-setup"]').first()).toContainText(
    'Nova Reyes has 10 of the 16 attribute points still to place.',
  );
  await expect(next(page)).toBeDisabled();
  await place(page, 0, { agility: 2, strength: 3, tech: 2, charisma: 1, ranged: 2 });
  await place(page, 1, { agility: 1, strength: 1, tech: 3, charisma: 3, ranged: 1, melee: 1 });
  await place(page, 2, { agility: 1, strength: 5, melee: 4 });
  await expect(page.getByTestId('campaign-points-0')).toHaveText('16 of 16 points placed');
  await page.screenshot({ path: 'test-results/campaign-crew-attributes.png' });
  // A 17th point is refused, naming its rule; nothing changes.
  await page.getByTestId('campaign-attr-0-tech-up').click();
  await expect(refused(page)).toContainText("All 16 of Nova Reyes's points are placed");
  await expect(refused(page)).toContainText('Setting up the crew');
  await expect(page.getByTestId('campaign-attr-0-tech')).toHaveText('3');
  await page.getByTestId('campaign-attr-0-charisma-down').click();
  await page.getByTestId('campaign-attr-0-tech-up').click();
  await expect(refused(page)).toHaveCount(0);
  await expect(page.getByTestId('campaign-attr-0-tech')).toHaveText('4');
  await expect(problems(page)).toHaveCount(0);
  await next(page).click();

  // Step 4: traits. A +2 trait alone is refused until two −1 traits pay for it.
  await addTrait(page, 0, 'thick-skinned');
  await expect(page.getByTestId('campaign-trait-total-0')).toContainText('Traits add up to +2');
  await expect(problems(page)).toContainText("Nova Reyes's trait values add up to +2");
  await expect(problems(page)).toContainText('Crew traits');
  await expect(next(page)).toBeDisabled();
  await addTrait(page, 0, 'loud-boots');
  await addTrait(page, 0, 'restless');
  await addTrait(page, 1, 'psi-sensitive');
  await addTrait(page, 1, 'shallow-breather');
  // Only one crew member may have the PSI trait.
  await addTrait(page, 2, 'psi-sensitive');
  await expect(refused(page)).toContainText(
    'Ilse Kade already has the PSI trait; only one crew member may have it.',
  );
  await expect(problems(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/campaign-crew-traits.png' });
  await next(page).click();

  // Step 5: the ship as the quick start bought it (Tin Kettle, Teleporter, Primary Shields, a Laser: 65¢).
  await expect(page.getByTestId('campaign-purse')).toHaveText('Purse 100¢ · ship 65¢ · gear 0¢ · left 35¢');
  await next(page).click();

  // Step 6: gear from the 35¢ the ship left; a 30¢ Rail Carbine is refused once only 15¢ are left.
  await buy(page, 0, 'rivet-pistol');
  await buy(page, 0, 'padded-vest');
  await buy(page, 1, 'shock-baton');
  await buy(page, 2, 'pry-bar');
  await expect(page.getByTestId('campaign-purse')).toHaveText('Purse 100¢ · ship 65¢ · gear 20¢ · left 15¢');
  await buy(page, 2, 'rail-carbine');
  await expect(refused(page)).toContainText('Rail Carbine costs 30¢ and 15¢ are left.');
  await expect(refused(page)).toContainText('Starting money and equipment');
  await expect(page.getByTestId('campaign-gear-list-2')).not.toContainText('Rail Carbine');
  await page.screenshot({ path: 'test-results/campaign-crew-gear.png' });
  await next(page).click();

  // Step 7: the storage: a Spare Tank waits in the Tin Kettle's storage.
  await page.getByTestId('campaign-storage-pick').selectOption('spare-tank');
  await page.getByTestId('campaign-storage-buy').click();
  await expect(page.getByTestId('campaign-storage')).toContainText('1 of 6 boxes');
  await page.screenshot({ path: 'test-results/campaign-crew-storage.png' });
  await expect(page.getByTestId('campaign-purse')).toHaveText('Purse 100¢ · ship 65¢ · gear 28¢ · left 7¢');
  // Back and Next keep what was chosen.
  await page.getByTestId('campaign-back').click();
  await expect(page.getByTestId('campaign-gear-list-0')).toContainText('Rivet Pistol');
  await next(page).click();
  await next(page).click();

  // Step 8: the summary, then the campaign.
  await expect(page.getByTestId('campaign-summary-0')).toContainText('Nova Reyes');
  await expect(page.getByTestId('campaign-summary-1')).toContainText('Psi-Sensitive');
  await expect(page.getByTestId('campaign-summary')).toContainText('Storage: Spare Tank');
  await page.screenshot({ path: 'test-results/campaign-crew-summary.png' });
  await page.getByTestId('campaign-start').click();
  await expect(page.getByTestId('campaign')).toBeVisible();

  const snap = await snapshotOf(page, CampaignPage.MODE);
  const turn = (
    snap?.context as {
      turn: { campaign: { credits: number; crew: { name: string }[]; storage: unknown[] } };
    }
  ).turn;
  expect(turn.campaign.crew.map((c) => c.name)).toEqual(['Nova Reyes', 'Ilse Kade', 'Oto Brand']);
  expect(turn.campaign.credits).toBe(7);
  expect(turn.campaign.storage).toHaveLength(1);
  await expect(page.getByRole('heading', { name: /turn 1, Phase 1/ })).toBeVisible();
  // A few story-line steps in, for the picture of a turn with this crew.
  await campaign.choose('lead:');
  await expect(page.getByTestId('campaign')).toContainText('Nova Reyes leads the line.');
  for (let i = 0; i < 3; i++) await campaign.step(['lead:', 'read', 'choose-a']);
  // The crew sheet beside the table shows the hand-made crew.
  await page.getByRole('region', { name: 'The crew' }).evaluate((crew) => {
    crew.scrollIntoView({ block: 'start' });
  });
  await expect(page.getByRole('region', { name: 'The crew' })).toContainText('Ilse Kade');
  await page.screenshot({ path: 'test-results/campaign-crew-turn.png' });
});
