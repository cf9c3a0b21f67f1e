import { expect, test } from './fixtures';
import { CampaignPage } from './pages/CampaignPage';
import { SavesPage } from './pages/SavesPage';

/**
 * kraken.saving-loading as a player meets it: a Hardcore campaign shows its save slots disabled with the
 * rule as the reason (and undo too), while export stays and the autosave goes on; an Adventurer campaign
 * saves into a slot as every other game does.
 */

const RULE = /Saving and loading: a Hardcore campaign has no save and load/;

async function startCampaign(page: CampaignPage['page'], difficulty: string): Promise<CampaignPage> {
  const campaign = new CampaignPage(page);
  await campaign.open();
  await campaign.setup.getByTestId(`campaign-difficulty-${difficulty}`).check();
  await campaign.start();
  return campaign;
}

test('a Hardcore campaign refuses its save slots and undo with the rule, and still autosaves', async ({
  page,
}) => {
  const campaign = await startCampaign(page, 'hardcore');
  await campaign.step(['lead:']);
  await campaign.autosaved();

  const saves = new SavesPage(page);
  const save = page.getByTestId('save-slot-1');
  await expect(saves.barSlot('slot-1')).toContainText('empty');
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute('title', RULE);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('undo')).toHaveAttribute('title', RULE);
  // Reading: the file export is a backup of the game as it stands.
  await expect(page.getByTestId('export-save')).toBeEnabled();
  await expect(page.getByTestId('save-rule')).toHaveText(RULE);
  await save.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/campaign-hardcore-saves.png' });

  await saves.loadScreen();
  await expect(saves.loadSlot('autosave:kraken-campaign')).toBeVisible();
  await expect(saves.loadSlot('slot-1')).toHaveCount(0);
});

test('an Adventurer campaign saves into a slot as before', async ({ page }) => {
  const campaign = await startCampaign(page, 'adventurer');
  await campaign.step(['lead:']);
  const saves = new SavesPage(page);
  await expect(page.getByTestId('save-slot-1')).toBeEnabled();
  await expect(page.getByTestId('save-rule')).toHaveCount(0);
  await saves.saveToSlot('slot-1');
  await expect(page.getByTestId('slot-title-slot-1')).toContainText('Space Kraken campaign — turn 1');
});
