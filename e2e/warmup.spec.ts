import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Speed as felt (issue 28): on software WebGL a shader compile or a texture upload costs tens of
 * milliseconds, so a scene compiles every shader and uploads every texture it may need once it is built
 * (WarmUp), the families it hides while empty included. The clicks that follow, the first roll and the
 * first shots included, link no program and upload no texture.
 */
test.use({ viewport: { width: 1280, height: 720 } });

declare global {
  interface Window {
    __glWork?: { programs: number; uploads: number; frames: number };
  }
}

/** Counts the programs linked, the textures uploaded and the frames drawn (clears) by every WebGL context. */
function countGlWork(): void {
  const work = { programs: 0, uploads: 0, frames: 0 };
  window.__glWork = work;
  const uploads = ['texImage2D', 'texSubImage2D', 'texStorage2D', 'texImage3D', 'texSubImage3D'];
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['linkProgram', 'clear', ...uploads]) {
      const original: unknown = Reflect.get(proto, name);
      if (typeof original !== 'function') continue;
      Reflect.set(proto, name, function (this: WebGLRenderingContext, ...args: unknown[]): unknown {
        if (name === 'linkProgram') work.programs++;
        else if (name === 'clear') work.frames++;
        else work.uploads++;
        return Reflect.apply(original, this, args) as unknown;
      });
    }
  }
}

async function glWork(page: Page): Promise<{ programs: number; uploads: number; frames: number }> {
  return page.evaluate(() => window.__glWork ?? { programs: -1, uploads: -1, frames: -1 });
}

/** Waits until the table drew its first frame and the page settled (the scene's warm-up done). */
async function tableSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__glWork?.frames ?? 0) > 0);
  await page.waitForTimeout(1000);
}

/** Clicks the first choice on offer, `clicks` times (fewer if none is offered), each let settle. */
async function playOn(page: Page, clicks: number): Promise<void> {
  for (let i = 0; i < clicks; i++) {
    const button = page.getByTestId('choices').locator('button[data-testid^="choice-"]:enabled').first();
    await button.click();
    await page.waitForTimeout(300);
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(countGlWork);
});

test('the Dice lab compiles and uploads nothing when the first roll lands on the table', async ({ page }) => {
  await page.goto('/#/dice-lab');
  await page.getByTestId('preset').selectOption('bulkhead-b2-tech5');
  await tableSettled(page);
  const before = await glWork(page);
  await page.getByTestId('choice-roll').click();
  await expect.poll(async () => (await glWork(page)).frames).toBeGreaterThan(before.frames);
  await page.waitForTimeout(300);
  const after = await glWork(page);
  expect({ programs: after.programs - before.programs, uploads: after.uploads - before.uploads }).toEqual({
    programs: 0,
    uploads: 0,
  });
});

test('a space combat compiles and uploads nothing on its clicks, the first shots drawn included', async ({
  page,
}) => {
  await page.goto('/#/space');
  await page.getByTestId('space-start').click();
  await tableSettled(page);
  const before = await glWork(page);
  for (let i = 0; i < 10 && (await page.locator('[data-testid^="space-shot-"]').count()) === 0; i++)
    await playOn(page, 1);
  // The turn's shots are on the table: the family hidden until now is drawn.
  await expect(page.locator('[data-testid^="space-shot-"]').first()).toBeAttached();
  const after = await glWork(page);
  expect(after.frames).toBeGreaterThan(before.frames);
  expect({ programs: after.programs - before.programs, uploads: after.uploads - before.uploads }).toEqual({
    programs: 0,
    uploads: 0,
  });
});

test('a crawl compiles and uploads nothing on its clicks', async ({ page }) => {
  await page.goto('/#/crawl');
  await page.getByTestId('choices').waitFor();
  await tableSettled(page);
  const before = await glWork(page);
  await playOn(page, 4);
  const after = await glWork(page);
  expect(after.frames).toBeGreaterThan(before.frames);
  expect({ programs: after.programs - before.programs, uploads: after.uploads - before.uploads }).toEqual({
    programs: 0,
    uploads: 0,
  });
});
