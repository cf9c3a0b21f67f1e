import { expect, test } from './fixtures';
import { DemoPage } from './pages/DemoPage';

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

test('a prompt’s rule opens in a popover beside the game, without leaving it', async ({ page }) => {
  // Issue 28: "Rules links open a popover beside the game instead of leaving it".
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/#/dice-lab');
  const prompt = page.getByTestId('prompt-text');
  const before = await prompt.textContent();
  await page.getByTestId('prompt-rule').click();
  const popover = page.getByTestId('prompt-rule-popover');
  await expect(popover).toBeVisible();
  await expect(popover.getByTestId('prompt-rule-popover-title')).not.toBeEmpty();
  // Still the game's screen, its prompt and choices in place.
  await expect(page).toHaveURL(/#\/dice-lab$/);
  await expect(page.getByTestId('rules-screen')).toHaveCount(0);
  await expect(prompt).toHaveText(before ?? '');
  await page.screenshot({ path: test.info().outputPath('prompt-rule-popover.png') });
  // Escape folds it and gives the focus back to the link.
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(page.getByTestId('prompt-rule')).toBeFocused();
  // The whole entry is still one more click away, on the Rules screen.
  await page.getByTestId('prompt-rule').click();
  await popover.getByTestId('prompt-rule-popover-page').click();
  await expect(page.getByTestId('rules-screen')).toBeVisible();
  await expect(page.getByTestId('rule-title')).toBeVisible();
});

test('a rules demo’s rule opens beside the demo, which stays on its step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const demo = new DemoPage(page);
  await demo.open('sample', 'sample-demo-kraken-damage');
  await page.getByTestId('demo-rule').click();
  const popover = page.getByTestId('demo-rule-popover');
  await expect(popover.getByTestId('demo-rule-popover-title')).toHaveText('Applying damage');
  await expect(page).toHaveURL(/#\/demos\/sample\/sample-demo-kraken-damage$/);
  await expect(page.getByTestId('demo-title')).toHaveText('A Shade Runner');
  await page.screenshot({ path: test.info().outputPath('demo-rule-popover.png') });
  await popover.getByTestId('demo-rule-popover-close').click();
  await expect(popover).toHaveCount(0);
  await expect(page.getByTestId('demo-rule')).toBeFocused();
});
