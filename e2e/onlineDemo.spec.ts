import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DemoPage } from './pages/DemoPage';

/**
 * A presenter shares a rules demo over the room server (playwright.config.ts starts one beside the app): a
 * spectator in another browser opens the link, and their screen follows the presenter's step, the game's
 * phase and the camera the step sets.
 */

const errors: string[] = [];

async function newWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });
  return page;
}

test.afterEach(() => {
  expect(errors, 'a window logged errors').toEqual([]);
  errors.length = 0;
});

/** Where a board point is on this screen, once the camera has stopped moving. */
async function settledPoint(page: Page): Promise<{ x: number; y: number }> {
  let last = { x: Number.NaN, y: Number.NaN };
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(
          () => window.__tabletop?.boardProbe()?.project({ x: 26, y: 0, z: 25 }) ?? null,
        );
        const still = now !== null && Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5;
        if (now !== null) last = now;
        return still;
      },
      { intervals: [300], timeout: 20_000 },
    )
    .toBe(true);
  return last;
}

test('a presenter drives a shared demo on a spectator’s screen: the step, the phase and the camera', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const presenterPage = await newWindow(browser);
  const presenter = new DemoPage(presenterPage);
  await presenter.open('sample', 'sample-demo-depth-and-sight', true);
  await presenterPage.getByTestId('demo-share').click();
  const link = await presenterPage.getByTestId('demo-share-link').inputValue();
  expect(link).toContain('#/table/');

  const spectatorPage = await newWindow(browser);
  const spectator = new DemoPage(spectatorPage);
  await spectatorPage.goto(link);
  await expect(spectatorPage.getByRole('heading', { name: 'Watch an online table' })).toBeVisible();
  await spectatorPage.getByTestId('table-join-button').click();
  await expect(spectatorPage.getByTestId('demo-following')).toContainText('Following the presenter');
  await expect(presenterPage.getByTestId('demo-watching')).toHaveText('1 screen follows');
  await expect.poll(async () => (await spectator.state())?.index).toBe(0);
  // The presenter drives: the spectator's screen has no step controls of its own and says who drives it.
  for (const id of ['demo-next', 'demo-back', 'demo-restart', 'demo-jump', 'demo-leave'])
    await expect(spectatorPage.getByTestId(id)).toHaveCount(0);
  await expect(spectatorPage.getByTestId('demo-following')).toContainText('they drive this demo');
  await spectatorPage.keyboard.press('ArrowRight');
  await spectatorPage.waitForTimeout(300);
  expect((await spectator.state())?.index).toBe(0);
  // Nothing on the spectator's screen acts on the presenter's game: no choices (a board tool is one), no undo
  // or redo, saves, "Play online", dice mode or new board, and the board's own buttons that change it are
  // gone; a line says the presenter drives. The presenter's screen keeps them all.
  await expect(spectatorPage.getByTestId('choices-watching')).toContainText(
    'The presenter drives this table',
  );
  const acting = ['choices', 'undo', 'redo', 'export-save', 'online-bar', 'board-setup', 'board-choice'];
  for (const id of acting) await expect(spectatorPage.getByTestId(id)).toHaveCount(0);
  for (const id of ['choices', 'undo', 'board-setup'])
    await expect(presenterPage.getByTestId(id)).toHaveCount(1);
  await expect(presenterPage.getByTestId('choices-watching')).toHaveCount(0);
  // A keyboard undo on the spectator's screen changes nothing either.
  const logBefore = (await spectator.current()).game?.logLength;
  await spectatorPage.keyboard.press('Control+z');
  await spectatorPage.waitForTimeout(300);
  expect((await spectator.current()).game?.logLength).toBe(logBefore);
  // The camera is the spectator's own: a view preset turns this screen's table, not the presenter's.
  const mine = await settledPoint(spectatorPage);
  const theirs = await settledPoint(presenterPage);
  await spectatorPage.getByTestId('camera-top').click();
  const turned = await settledPoint(spectatorPage);
  expect(Math.hypot(turned.x - mine.x, turned.y - mine.y)).toBeGreaterThan(20);
  const still = await settledPoint(presenterPage);
  expect(Math.hypot(still.x - theirs.x, still.y - theirs.y)).toBeLessThan(3);
  await spectatorPage.screenshot({ path: test.info().outputPath('spectator-tools.png') });
  // The presenter's next camera takes the spectator's view back, and a restart to this step's view.
  const before = mine;

  // Next: the step's camera (a new preset, framed on the roof) moves the spectator's view as well.
  await presenterPage.getByTestId('demo-next').click();
  await expect.poll(async () => (await spectator.state())?.index).toBe(1);
  await expect(spectatorPage.getByTestId('demo-captions')).toContainText('Foreman Vek and Tamsin');
  const after = await settledPoint(spectatorPage);
  expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(20);

  // A question: each spectator answers for themselves. Their answer is theirs only, and the screen says so —
  // the presenter's demo does not move, and the presenter's own answer does not overwrite it.
  await presenterPage.getByTestId('demo-jump').selectOption('3');
  await expect.poll(async () => (await spectator.state())?.index).toBe(3);
  await expect(spectatorPage.getByTestId('demo-private-note')).toContainText('only your screen');
  await expect(spectatorPage.getByRole('group', { name: 'Your own answer' })).toBeVisible();
  await expect(presenterPage.getByTestId('demo-private-note')).toHaveCount(0);
  const right = (await presenter.current()).correct?.[0] ?? 0;
  await spectatorPage.getByTestId(`demo-answer-${String(1 - right)}`).click();
  await expect(spectatorPage.getByTestId('demo-feedback')).toContainText('Your answer, on your screen only:');
  await expect(spectatorPage.getByTestId('demo-feedback')).toContainText('Not quite.');
  await spectatorPage.screenshot({ path: test.info().outputPath('spectator-question.png') });
  await presenterPage.waitForTimeout(300);
  expect((await presenter.current()).feedback).toBeNull();
  await expect(presenterPage.getByTestId('demo-feedback')).toHaveCount(0);
  await presenterPage.getByTestId(`demo-answer-${String(right)}`).click();
  await expect(presenterPage.getByTestId('demo-feedback')).toContainText('Yes.');
  await expect(presenterPage.getByTestId('demo-feedback')).not.toContainText('Your answer');
  await spectatorPage.waitForTimeout(500);
  await expect(spectatorPage.getByTestId('demo-feedback')).toContainText('Not quite.');
  expect((await spectator.current()).answered).toBe(false);

  // A jump to a "your turn" and "Show me": the spectator's game takes the same decision (same phase, log).
  await presenterPage.getByTestId('demo-jump').selectOption('5');
  await expect.poll(async () => (await spectator.state())?.index).toBe(5);
  await presenterPage.getByTestId('demo-show-me').click();
  await expect.poll(async () => (await spectator.state())?.answered).toBe(true);
  const shown = await presenter.current();
  const followed = await spectator.current();
  expect(followed.game?.logLength).toBe(shown.game?.logLength);
  expect(JSON.stringify(followed.game?.value)).toBe(JSON.stringify(shown.game?.value));
  expect(JSON.stringify(followed.game?.active.value)).toBe(JSON.stringify(shown.game?.active.value));

  // Back to the start: the spectator's camera comes back with it.
  await presenterPage.getByTestId('demo-restart').click();
  await expect.poll(async () => (await spectator.state())?.index).toBe(0);
  const again = await settledPoint(spectatorPage);
  expect(Math.hypot(again.x - before.x, again.y - before.y)).toBeLessThan(3);
  await spectatorPage.screenshot({ path: test.info().outputPath('spectator.png') });
  await presenterPage.screenshot({ path: test.info().outputPath('presenter.png') });
});
