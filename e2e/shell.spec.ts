import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';

test('a crashed game screen shows the error boundary; the game is kept, drawn again and reloaded', async ({
  page,
}) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('d44');
  await lab.roll();
  await lab.autosaved();

  await page.evaluate(() => {
    window.__tabletop?.crashScreen();
  });
  const crash = page.getByTestId('mode-crash');
  await expect(crash).toBeVisible();
  await expect(crash).toContainText('your game is safe');
  await expect(page.getByTestId('dice-lab')).toHaveCount(0);
  // The rest of the app stays up, and the game is still in memory.
  await expect(page.locator('.topbar')).toBeVisible();
  expect((await lab.snapshot())?.logLength).toBe(3);

  await page.getByTestId('crash-retry').click();
  await expect(page.getByTestId('dice-lab')).toBeVisible();
  await expect(lab.logLines).toHaveCount(3);

  await page.evaluate(() => {
    window.__tabletop?.crashScreen();
  });
  await page.getByTestId('crash-reload').click();
  await expect(page.getByTestId('dice-lab')).toBeVisible();
  await expect(lab.logLines).toHaveCount(3);
});

test('the full-screen toggle puts the game screen in full screen and back', async ({ page }) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  const toggle = page.getByTestId('fullscreen');
  await expect(toggle).toHaveText('Full screen');
  await toggle.click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
    .toBe('dice-lab');
  await expect(toggle).toHaveText('Leave full screen');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The prompt and the choices are still there in full screen.
  await expect(page.getByTestId('prompt-text')).toBeVisible();
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(toggle).toHaveText('Full screen');
});

test('on a 1024-wide tablet every link of the top bar is in view and the page itself never scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const route of ['#/', '#/salvage', '#/dice-lab', '#/packs']) {
    await page.goto(`/${route}`);
    const links = page.locator('header.topbar a');
    await expect(links.first()).toBeVisible();
    for (const box of await links.evaluateAll((all) =>
      all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect),
    ))
      expect(box.right, `a top-bar link past the right edge on ${route}`).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
  }
});
