import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';

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

/**
 * Keeps each WebGL context the page makes, by its canvas: asking a canvas for a context here would make one
 * (with default attributes) on a canvas whose table has not made its own yet.
 */
function keepContexts(): void {
  const contexts = new WeakMap<HTMLCanvasElement, RenderingContext>();
  Reflect.set(window, '__glContextOf', (canvas: HTMLCanvasElement) => contexts.get(canvas) ?? null);
  const own: unknown = Reflect.get(HTMLCanvasElement.prototype, 'getContext');
  if (typeof own !== 'function') return;
  Reflect.set(
    HTMLCanvasElement.prototype,
    'getContext',
    function (this: HTMLCanvasElement, ...args: unknown[]): unknown {
      const context: unknown = Reflect.apply(own, this, args);
      if (context instanceof WebGL2RenderingContext || context instanceof WebGLRenderingContext)
        contexts.set(this, context);
      return context;
    },
  );
}

/** Whether the Dice lab's table canvas was made multisampled (null before it has a context), and its scale. */
async function diceCanvas(page: Page): Promise<{ antialias: boolean | null; scale: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="dice-table"] canvas');
    const contextOf = Reflect.get(window, '__glContextOf') as
      ((canvas: HTMLCanvasElement) => unknown) | undefined;
    const context = canvas === null || contextOf === undefined ? null : contextOf(canvas);
    return {
      antialias:
        context instanceof WebGL2RenderingContext || context instanceof WebGLRenderingContext
          ? (context.getContextAttributes()?.antialias ?? null)
          : null,
      scale: canvas === null ? 0 : canvas.width / canvas.clientWidth,
    };
  });
}

test('the Dice lab draws its dice with smooth edges in the light profile, and full detail as before', async ({
  page,
}) => {
  // Issue 28: at 0.65 of the canvas' size a die's outline was a staircase; the dice table alone multisamples.
  await page.addInitScript(keepContexts);
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('bulkhead-b2-tech5');
  await lab.roll();
  await expect(page.getByTestId('table-detail')).toHaveValue('auto');
  await expect.poll(() => diceCanvas(page)).toEqual({ antialias: true, scale: expect.closeTo(0.65, 1) });

  await page.getByTestId('table-detail').selectOption('full');
  await expect.poll(() => diceCanvas(page)).toEqual({ antialias: false, scale: expect.closeTo(1, 1) });
  await page.getByTestId('table-detail').selectOption('light');
  await expect.poll(() => diceCanvas(page)).toEqual({ antialias: true, scale: expect.closeTo(0.65, 1) });
  // The new canvas shows the roll.
  await expect(page.getByTestId('dice-table').locator('canvas')).toBeVisible();
});
