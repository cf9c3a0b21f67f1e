import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';

/**
 * Speed as felt (issue 28): the software-WebGL frame is the largest cost of a click, so the table is drawn
 * only when what it shows changes, and then once. A choice that changes nothing on the table (a cover pick,
 * a tool with nothing picked yet) draws no WebGL frame; one that changes it draws exactly one, in the
 * click's own frame. Frames are counted by the board's renderer (`boardProbe().frames()`).
 */
test.use({ viewport: { width: 1280, height: 720 } });

async function frames(page: Page): Promise<number> {
  return page.evaluate(() => window.__tabletop?.boardProbe()?.frames() ?? -1);
}

/** Clicks a choice, waits until the game logged it and the page settled, and says how many frames it drew. */
async function framesOfClick(page: Page, mode: string, choice: string): Promise<number> {
  const log = (await snapshotOf(page, mode))?.logLength ?? 0;
  const before = await frames(page);
  await page.getByTestId(`choice-${choice}`).click();
  await expect.poll(async () => (await snapshotOf(page, mode))?.logLength ?? 0).toBeGreaterThan(log);
  // Frames are drawn on demand in an animation frame: let a few pass, and the effects after them.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let n = 0;
        const tick = () => (++n < 4 ? requestAnimationFrame(tick) : done());
        requestAnimationFrame(tick);
      }),
  );
  await page.waitForTimeout(200);
  return (await frames(page)) - before;
}

/**
 * Plays on until a choice whose id starts with `want` is offered, and returns its id: a reaction (the dice
 * decide whether one comes) is let pass, anything else is the first choice on offer other than cover.
 */
async function until(page: Page, want: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    await expect(page.getByTestId('choices')).toBeVisible();
    const ids = await offered(page);
    const found = ids.find((id) => id.startsWith(want));
    if (found !== undefined) return found;
    const next = ids.find((id) => id === 'reaction-skip') ?? ids.find((id) => !id.startsWith('cover-'));
    if (next === undefined) break;
    await choose(page, next);
  }
  throw new Error(`no ${want} choice came`);
}

test('a Quick fight draws nothing for a cover pick, and the table once when a crew member is picked', async ({
  page,
}) => {
  await page.goto('/#/fight');
  await page.getByTestId('fight-start').click();
  await page.waitForFunction(() => (window.__tabletop?.boardProbe()?.frames() ?? 0) > 0);
  // Cover is a figure's state in the rules, not something the table draws: no frame.
  const cover = await until(page, 'cover-');
  expect(await framesOfClick(page, 'ground-combat', cover)).toBe(0);
  // The picked crew member is ringed on the table: one new frame.
  const activate = await until(page, 'activate-');
  expect(await framesOfClick(page, 'ground-combat', activate)).toBe(1);
});

test('the depth board draws nothing when a tool is picked with nothing to show yet', async ({ page }) => {
  await page.goto('/#/board');
  await page.getByTestId('board-choice').selectOption('sample/sample-dense-wreck');
  await page.getByTestId('board-setup').click();
  await page.waitForFunction(() => (window.__tabletop?.boardProbe()?.frames() ?? 0) > 0);
  await expect(page.getByTestId('choice-tool-los')).toBeEnabled();
  await framesOfClick(page, 'depth-board', 'tool-los');
  // Line of sight to ruler and back: neither has a point or a figure picked, the table stays as it was.
  expect(await framesOfClick(page, 'depth-board', 'tool-ruler')).toBe(0);
  expect(await framesOfClick(page, 'depth-board', 'tool-los')).toBe(0);
});
