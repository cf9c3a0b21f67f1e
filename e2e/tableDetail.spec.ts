import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Table detail (issue 28, speed as felt): where the browser draws 3D in software (headless Chromium here:
 * SwiftShader) the table is drawn light by itself — a smaller drawing buffer behind the same on-screen size —
 * and the player can force full or light detail from the game screen's toolbar; the choice is kept.
 */
test.use({ viewport: { width: 1280, height: 720 } });

/** The board's render profile and its canvas' drawing-buffer width as a share of its on-screen width. */
async function drawn(page: Page): Promise<{ profile: string | null; scale: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"] canvas');
    return {
      profile: window.__tabletop?.boardProbe()?.profile() ?? null,
      scale: canvas === null ? 0 : canvas.width / canvas.clientWidth,
    };
  });
}

async function openBoard(page: Page): Promise<void> {
  await page.goto('/#/board');
  await page.getByTestId('board-choice').selectOption('sample/sample-dense-wreck');
  await page.getByTestId('board-setup').click();
  await page.waitForFunction(() => (window.__tabletop?.boardProbe()?.frames() ?? 0) > 0);
}

test('the table is drawn light on software WebGL, and the Table detail setting forces full or light', async ({
  page,
}) => {
  await openBoard(page);
  const setting = page.getByTestId('table-detail');
  await expect(setting).toHaveValue('auto');
  // Short in the toolbar; what Auto chose here is told on the setting's title.
  await expect(setting.locator('option[value="auto"]')).toHaveText('Auto');
  await expect(page.locator('label.table-detail')).toHaveAttribute('title', /here: light/);
  await expect.poll(() => drawn(page)).toEqual({ profile: 'light', scale: expect.closeTo(0.65, 1) });

  await setting.selectOption('full');
  await expect.poll(() => drawn(page)).toEqual({ profile: 'full', scale: expect.closeTo(1, 1) });
  const frames = await page.evaluate(() => window.__tabletop?.boardProbe()?.frames() ?? 0);
  expect(frames).toBeGreaterThan(0);

  // Kept for the next visit.
  await page.reload();
  await openBoard(page);
  await expect(page.getByTestId('table-detail')).toHaveValue('full');
  await expect.poll(() => drawn(page)).toEqual({ profile: 'full', scale: expect.closeTo(1, 1) });

  await page.getByTestId('table-detail').selectOption('light');
  await expect.poll(() => drawn(page)).toEqual({ profile: 'light', scale: expect.closeTo(0.65, 1) });
  await page.getByTestId('table-detail').selectOption('auto');
  await expect.poll(() => drawn(page)).toEqual({ profile: 'light', scale: expect.closeTo(0.65, 1) });
});
