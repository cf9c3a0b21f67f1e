import { expect, test } from './fixtures';
import { waitForAutosave } from './pages/bridge';
import { SalvagePage } from './pages/SalvagePage';

test('a salvage mission loaded on the Load screen opens the salvage screen', async ({ page }) => {
  const salvage = new SalvagePage(page);
  await salvage.open();
  await page.getByTestId('salvage-mission').selectOption('sample-refinery-run');
  for (const id of ['sample-scrapper', 'sample-foreman', 'sample-rigger'])
    await page.getByTestId(`crew-a-${id}`).check();
  await page.getByTestId('salvage-start').click();
  await expect(page.getByTestId('salvage-stage')).toBeVisible();
  await waitForAutosave(page, 'salvage-mission');

  await page.goto('/#/load');
  await page.getByTestId('load-autosave:salvage-mission').click();
  // Every registered mode has a screen: the save opens its game instead of staying on the Load screen.
  await expect(page.getByTestId('salvage-stage')).toBeVisible();
  await expect(page).toHaveURL(/#\/salvage$/);
});
