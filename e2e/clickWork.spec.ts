import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrawlPage } from './pages/CrawlPage';

/**
 * What a click on a choice makes the browser do besides showing the new state (issue 28: a click is painted
 * within 50 ms). Two page-wide costs, each found in a profile of the ui-latency bench, must not come back:
 * the button just clicked (focused) taken out of the page while the commit's other changes wait, which makes
 * Chromium lay the whole page out there and then; and the dock's height set on the whole screen, which
 * restyles every element of it whenever the dock changes height.
 */
test.use({ viewport: { width: 1280, height: 720 } });

declare global {
  interface Window {
    /** The test ids (or tag names) of focused elements taken out of the page with what held them. */
    __focusedRemovals?: string[];
  }
}

/** Notes every removal of a subtree that holds the focused element, installed before the page's scripts. */
function watchFocusedRemovals(): void {
  const removals: string[] = [];
  window.__focusedRemovals = removals;
  const own: unknown = Reflect.get(Node.prototype, 'removeChild');
  if (typeof own !== 'function') return;
  Reflect.set(Node.prototype, 'removeChild', function (this: Node, child: Node): unknown {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && child.contains(focused))
      removals.push(focused.getAttribute('data-testid') ?? focused.tagName);
    return Reflect.apply(own, this, [child]) as unknown;
  });
}

/** Clicks the first enabled choice on the bar (as the ui-latency bench plays on) and returns its test id. */
async function clickFirstChoice(page: Page): Promise<string> {
  const bar = page.getByTestId('choices');
  const button = bar.locator('button[data-testid^="choice-"]:not(:disabled)').first();
  const id = await button.getAttribute('data-testid');
  expect(id).not.toBeNull();
  await button.click();
  return id ?? '';
}

test('a clicked choice that the next state no longer offers is blurred before it leaves the page; focus ends on the page as before', async ({
  page,
}) => {
  await page.addInitScript(watchFocusedRemovals);
  const crawl = new CrawlPage(page);
  await crawl.open();
  const gone: string[] = [];
  for (let click = 0; click < 4; click++) {
    const id = await clickFirstChoice(page);
    await expect(page.getByTestId('prompt')).toBeVisible();
    // The button clicked is replaced by the next state's choices (the deployment, then the moves).
    if ((await page.getByTestId(id).count()) === 0) gone.push(id);
    // Where the focus ends: on the page itself, as when the focused button was simply removed.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  }
  expect(gone.length, 'clicked buttons that the next state replaced').toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__focusedRemovals ?? null)).toEqual([]);
});

test('the dock’s height is set on the stage, under the cards that read it, not on the whole screen', async ({
  page,
}) => {
  const crawl = new CrawlPage(page);
  await crawl.open();
  for (let click = 0; click < 3; click++) await clickFirstChoice(page);
  const dockHeight = `${await page.locator('.dock-main').evaluate((el) => (el as HTMLElement).offsetHeight)}px`;
  await expect
    .poll(() =>
      page.locator('.stage-area').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--dock-h')),
    )
    .toBe(dockHeight);
  expect(
    await page
      .locator('.stage-screen')
      .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--dock-h')),
  ).toBe('');
  // What the height is for: the view bar sits above the dock.
  const bar = await page.getByTestId('view-controls').boundingBox();
  const dock = await page.locator('.dock-main').boundingBox();
  expect(bar).not.toBeNull();
  expect(dock).not.toBeNull();
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(dock?.y ?? 0);
});
