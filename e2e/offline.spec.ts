import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';

/**
 * Installable and offline: once the service worker has cached the build, the app opens and plays with no
 * network — the home page, a lazily loaded mode, and a roll in it. (`?sw` opts the test build in.)
 */
test('the app reloads and plays offline once it has been opened', async ({ page, context }) => {
  await page.goto('/?sw');
  await expect(page.getByTestId('modes')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The worker takes the page over at activation (clients.claim): wait until it does.
    if (navigator.serviceWorker.controller === null)
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      });
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('modes')).toBeVisible();
  // A mode's screen is a lazy chunk: it comes from the cache too.
  await page.goto('/?sw#/dice-lab');
  const lab = new DiceLabPage(page);
  await expect(page.getByTestId('dice-lab')).toBeVisible();
  await lab.choosePreset('bulkhead-b2-tech5');
  await lab.roll();
  await expect(lab.logLines.nth(2)).toContainText('digital dice');
  await context.setOffline(false);
});
