import { expect, test } from './fixtures';

test('the rules reference finds an entry and names its source', async ({ page }) => {
  await page.goto('/#/rules');
  await page.getByTestId('rules-search').fill('bulkhead');
  await page.getByTestId('rule-kraken.bulkhead').click();
  await expect(page.getByTestId('rule-title')).toBeVisible();
  await expect(page.getByTestId('rule-source')).toContainText('Space Kraken');
  // The bulkhead is played by the crawl, the CGM's standby by the campaign, capturing an alien by the crawl and
  // the campaign's quests: every rule is played now, and a reading the app chose is shown with its entry.
  await expect(page.getByTestId('rule-not-yet')).toHaveCount(0);
  await page.getByTestId('rules-search').fill('standby');
  await page.getByTestId('rule-kraken.cgm-standby').click();
  await expect(page.getByTestId('rule-not-yet')).toHaveCount(0);
  await page.getByTestId('rules-search').fill('capture');
  await page.getByTestId('rule-kraken.capture-alien').click();
  await expect(page.getByTestId('rule-not-yet')).toHaveCount(0);
  await expect(page.locator('.reading')).toContainText('Reading:');
});

test('a prompt links to the rule that applies, opened beside the game', async ({ page }) => {
  await page.goto('/#/dice-lab');
  await page.getByTestId('prompt-rule').click();
  // Beside the game (issue 28): the prompt stays; Escape folds the entry, its reference link opens the page.
  await expect(page.getByTestId('rule-aside')).toBeVisible();
  await expect(page.getByTestId('prompt-rule')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rule-aside')).toHaveCount(0);
  await page.getByTestId('prompt-rule').click();
  await page.getByTestId('rule-aside-reference').click();
  await expect(page.getByTestId('rules-screen')).toBeVisible();
  await expect(page.getByTestId('rule-title')).toBeVisible();
});
