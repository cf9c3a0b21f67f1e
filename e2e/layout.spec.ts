import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrawlPage } from './pages/CrawlPage';
import { FringePage } from './pages/FringePage';
import { SalvagePage } from './pages/SalvagePage';

/**
 * The table fills the window behind its panels (issue 28): at 1280 × 720, on every table screen, at least 60 %
 * of the window shows the table with the panels open, at least 90 % with them folded, and the folded state is
 * remembered. The share is measured as a player sees it: a grid of points over the whole viewport, each asked
 * `document.elementFromPoint`; a point counts for the table when what is there is the table itself (its
 * canvas, or on the campaign's ship stage the stage's own panel, or a figure's name label on the table), not a
 * panel, a bar or the app's top bar laid over it.
 */
test.use({ viewport: { width: 1280, height: 720 } });

const OPEN_SHARE = 0.6;
const FOLDED_SHARE = 0.9;

/** Bars and cards a mode lays on its table: they cover it like any panel. */
const ON_TABLE_BARS =
  '.stage-bar, .view-controls, .move-preview-card, .heatmap-legend, .demo-captions, .crawl-landing';

async function tableShare(page: Page): Promise<number> {
  // Let the scene settle (labels spread, canvas sized) before measuring.
  await page.waitForTimeout(600);
  return page.evaluate((bars) => {
    const columns = 64;
    const rows = 36;
    let table = 0;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const x = ((c + 0.5) * window.innerWidth) / columns;
        const y = ((r + 0.5) * window.innerHeight) / rows;
        const el = document.elementFromPoint(x, y);
        if (el === null) continue;
        const stage = el.closest('.stage-area');
        if (stage === null || el.closest(bars) !== null) continue;
        // Where the stage draws a canvas, only the canvas (and the labels drawn on it) is the table.
        const canvas = stage.querySelector('canvas');
        if (canvas === null || el === canvas || canvas.parentElement?.parentElement?.contains(el) === true)
          table++;
      }
    }
    return table / (columns * rows);
  }, ON_TABLE_BARS);
}

const fold = (page: Page) => page.getByTestId('toggle-fold');

async function measure(page: Page, name: string): Promise<void> {
  await expect(page.locator('.stage-screen')).toBeVisible();
  await expect(page.getByTestId('choices')).toBeVisible();
  // Open: the drawers as a wide screen opens them (Panels and Log).
  await expect(page.getByTestId('toggle-panels')).toHaveAttribute('aria-expanded', 'true');
  const open = await tableShare(page);
  console.log(`${name}: open ${(open * 100).toFixed(1)} %`);
  await page.screenshot({ path: `test-results/layout-${name}-open.png` });
  expect(open, `${name}: the table's share of the window with the panels open`).toBeGreaterThanOrEqual(
    OPEN_SHARE,
  );
  await fold(page).click();
  await expect(fold(page)).toHaveAttribute('aria-pressed', 'true');
  const folded = await tableShare(page);
  console.log(`${name}: folded ${(folded * 100).toFixed(1)} %`);
  await page.screenshot({ path: `test-results/layout-${name}-folded.png` });
  expect(folded, `${name}: the table's share of the window folded`).toBeGreaterThanOrEqual(FOLDED_SHARE);
  // Folded, the choices are still there to click.
  await expect(page.getByTestId('choices')).toBeVisible();
  await fold(page).click();
  await expect(fold(page)).toHaveAttribute('aria-pressed', 'false');
}

async function playFirstSetUp(page: Page): Promise<void> {
  for (let step = 0; step < 12; step++) {
    const next = page.getByTestId('choice-setup-next');
    if ((await next.count()) === 0) break;
    await next.click();
  }
}

const SCREENS: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'quick-fight',
    open: async (page) => {
      await page.goto('/#/fight');
      await page.getByTestId('fight-start').click();
      await expect(page.getByTestId('board-canvas')).toBeVisible();
    },
  },
  {
    name: 'crawl',
    open: async (page) => {
      await page.goto('/#/crawl');
      await page.getByTestId('choice-deploy-tile:0,6').click();
    },
  },
  {
    name: 'space-combat',
    open: async (page) => {
      await page.goto('/#/space');
      await page.getByTestId('space-start').click();
      await expect(page.locator('.stage-area canvas')).toBeVisible();
    },
  },
  {
    name: 'salvage',
    open: async (page) => {
      await page.goto('/#/salvage');
      await page.getByTestId('salvage-mission').selectOption('sample-hull-breach');
      for (const card of ['sample-foreman', 'sample-scrapper', 'sample-rigger']) {
        await page.getByTestId(`crew-a-${card}`).check();
      }
      await page.getByTestId('salvage-start').click();
      await playFirstSetUp(page);
      await page.locator('[data-testid^="choice-activate-"]').first().click();
    },
  },
  {
    name: 'fringe',
    open: async (page) => {
      await page.goto('/#/fringe');
      await page.getByTestId('fringe-start').click();
      await expect(page.getByTestId('board-canvas')).toBeVisible();
    },
  },
  {
    name: 'board',
    open: async (page) => {
      await page.goto('/#/board');
      await page.getByTestId('board-choice').selectOption('sample/sample-dense-wreck');
      await page.getByTestId('board-setup').click();
      await expect(page.getByTestId('board-canvas')).toBeVisible();
    },
  },
  {
    name: 'campaign',
    open: async (page) => {
      await page.goto('/#/campaign');
      await page.getByTestId('campaign-step-summary').click();
      await page.getByTestId('campaign-start').click();
      await expect(page.getByTestId('campaign-ship')).toBeVisible();
    },
  },
  {
    name: 'demo',
    open: async (page) => {
      await page.goto('/#/demos/sample/sample-demo-salvage-attacks');
      await expect(page.getByTestId('board-canvas')).toBeVisible();
      // A demo opens with its drawers folded (the caption is the guide): open them to measure the open state.
      const panels = page.getByTestId('toggle-panels');
      if ((await panels.getAttribute('aria-expanded')) === 'false') await panels.click();
      const log = page.getByTestId('toggle-log');
      if ((await log.getAttribute('aria-expanded')) === 'false') await log.click();
    },
  },
];

for (const screen of SCREENS) {
  test(`${screen.name}: the table fills the window behind its panels, open and folded`, async ({ page }) => {
    test.setTimeout(90_000);
    await screen.open(page);
    await measure(page, screen.name);
  });
}

test('the folded panels are remembered: a reload and another table screen open folded', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/#/fight');
  await page.getByTestId('fight-start').click();
  await fold(page).click();
  await expect(page.getByTestId('prompt-text')).toBeHidden();
  await page.reload();
  // The reload restores the game from its autosave first: slow on a loaded machine.
  await expect(fold(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  expect(await tableShare(page)).toBeGreaterThanOrEqual(FOLDED_SHARE);
  await page.goto('/#/crawl');
  await expect(page.getByTestId('choices')).toBeVisible({ timeout: 30_000 });
  await expect(fold(page)).toHaveAttribute('aria-pressed', 'true');
  // From the keyboard: the fold toggle is a button in the screen's toolbar; Enter opens the panels again.
  await fold(page).focus();
  await page.keyboard.press('Enter');
  await expect(fold(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('prompt-text')).toBeVisible();
  await expect(page.getByTestId('toggle-panels')).toHaveAttribute('aria-expanded', 'true');
});

test('on the full-window table no name label covers the figure it names (salvage, the dense wreck)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const salvage = new SalvagePage(page);
  await SCREENS.find((s) => s.name === 'salvage')?.open(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath('labels-by-figures.png') });
  const m = await salvage.mission();
  let checked = 0;
  for (const unit of m.units) {
    if (unit.at == null) continue;
    const figure = await salvage.figureBounds(unit.id);
    const label = await page.getByTestId(`board-label-unit-${unit.id}`).boundingBox();
    if (label === null) throw new Error(`${unit.id} has no label`);
    const overlap =
      label.x < figure.x + figure.width &&
      label.x + label.width > figure.x &&
      label.y < figure.y + figure.height &&
      label.y + label.height > figure.y;
    expect(overlap, `the label of ${unit.id} covers its figure: ${JSON.stringify({ label, figure })}`).toBe(
      false,
    );
    checked++;
  }
  expect(checked).toBeGreaterThan(3);
});

/**
 * The open Log drawer shows several whole lines at 1280 × 720, on every table screen (it once kept a single
 * line, cut in half, under its heading while the panels drawer took the column). Measured as a player sees it:
 * the room under the Log heading holds at least four lines of text, and of the log's lines of text (an entry
 * may wrap over several), at least four (or all, when fewer) lie wholly inside what its scroller shows.
 */
async function logView(page: Page): Promise<{ room: number; line: number; total: number; whole: number }> {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const drawer = document.querySelector('.drawer-log');
    const heading = drawer?.querySelector('h3');
    if (!(drawer instanceof HTMLElement) || heading == null) throw new Error('no open Log drawer');
    const box = drawer.getBoundingClientRect();
    const style = getComputedStyle(drawer);
    const room = box.bottom - parseFloat(style.paddingBottom) - heading.getBoundingClientRect().bottom;
    const line = parseFloat(getComputedStyle(drawer).fontSize) * 1.2;
    const view = drawer.querySelector('.log-lines')?.getBoundingClientRect();
    // Each rendered line of text once (by its top), and whether it lies wholly in view.
    const lines = new Map<number, boolean>();
    for (const li of drawer.querySelectorAll('li')) {
      const range = document.createRange();
      range.selectNodeContents(li);
      for (const r of range.getClientRects()) {
        if (r.height === 0) continue;
        const inView = view !== undefined && r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5;
        const top = Math.round(r.top);
        lines.set(top, (lines.get(top) ?? true) && inView);
      }
    }
    const whole = [...lines.values()].filter(Boolean).length;
    return { room, line, total: lines.size, whole };
  });
}

for (const screen of SCREENS) {
  test(`${screen.name}: the open Log shows several whole lines`, async ({ page }) => {
    test.setTimeout(90_000);
    await screen.open(page);
    const log = page.getByTestId('toggle-log');
    if ((await log.getAttribute('aria-expanded')) === 'false') await log.click();
    await expect(page.locator('.drawer-log')).toBeVisible();
    const view = await logView(page);
    await page.screenshot({ path: test.info().outputPath(`log-${screen.name}.png`) });
    expect(
      view.room,
      `${screen.name}: room under the Log heading ${JSON.stringify(view)}`,
    ).toBeGreaterThanOrEqual(4 * view.line);
    expect(view.whole, `${screen.name}: whole lines in view ${JSON.stringify(view)}`).toBeGreaterThanOrEqual(
      Math.min(4, view.total),
    );
  });
}

/**
 * Fringe's "Move as" select shows the whole text of the option chosen, whichever it is (it once cut
 * "whichever works (walk, l…"): the text, measured in the select's own font, fits inside the select's box
 * less its padding and its arrow.
 */
test('fringe: every "Move as" option reads whole in the select', async ({ page }) => {
  test.setTimeout(90_000);
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'drill-at-the-gantry', crew: 'wren-crew', play: 'solo', dice: 'manual' });
  // The initiative missed and let stand: a figure of the crew acts, with the "Move as" select in the bar.
  await fringe.dice([1]);
  await fringe.choose('accept');
  const select = page.getByTestId('fringe-move-as');
  await expect(select).toBeVisible();
  const values = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThan(3);
  for (const value of values) {
    await select.selectOption(value);
    const fit = await select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      const style = getComputedStyle(s);
      const ctx = document.createElement('canvas').getContext('2d');
      if (ctx === null) throw new Error('no 2d context');
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = s.selectedOptions[0]?.textContent ?? '';
      // Chromium draws the select's arrow in about 20 px at the right.
      const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return { text, width: ctx.measureText(text).width, room };
    });
    expect(fit.width, `"${fit.text}" in the select: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.room);
  }
  await page.screenshot({ path: test.info().outputPath('fringe-move-as.png') });
});

type Rect = { x: number; y: number; width: number; height: number };
const meets = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/**
 * The figures' name labels stay on the visible table, below the screen's title and the mode's hint bar (those
 * at the back of the board, pushed up when spread, once went behind the bar and over the title), and each
 * still sits next to its figure: on it, or within a few label heights of it, with a leader line when moved.
 */
async function labelsClearOfBars(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(800);
  const found = await page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const bars = [...document.querySelectorAll('.stage-bar, .stage-head h1, .stage-head .stage-tools')]
      .filter((el) => el.getBoundingClientRect().height > 0)
      .map((el) => ({ what: el.className || el.tagName, ...box(el) }));
    const labels = [...document.querySelectorAll('[data-testid^="board-label-"]')]
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => ({ id: el.getAttribute('data-testid') ?? '', ...box(el) }));
    return { bars, labels, width: window.innerWidth };
  });
  await page.screenshot({ path: test.info().outputPath(`labels-${name}.png`) });
  expect(found.bars.length, `${name}: the title and the hint bar are there`).toBeGreaterThanOrEqual(2);
  expect(found.labels.length, `${name}: figures' labels are shown`).toBeGreaterThan(3);
  // Never flush against the window's edges: a label keeps the gap the screen's cards keep (the salvage demo's
  // labels at the left once touched the window's edge).
  for (const label of found.labels)
    expect(
      label.x >= 6 && label.x + label.width <= found.width - 6,
      `${name}: ${label.id} touches the window's edge: ${JSON.stringify({ label, width: found.width })}`,
    ).toBe(true);
  for (const label of found.labels)
    for (const bar of found.bars)
      expect(
        meets(label, bar),
        `${name}: ${label.id} meets ${bar.what}: ${JSON.stringify({ label, bar })}`,
      ).toBe(false);
}

test('salvage: no figure label goes behind the hint bar or over the title; each stays by its figure', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const salvage = new SalvagePage(page);
  await SCREENS.find((s) => s.name === 'salvage')?.open(page);
  // The whole board in view from above: the figures at the back stand right under the hint bar.
  await page.getByTestId('camera-top').click();
  await labelsClearOfBars(page, 'salvage');
  const m = await salvage.mission();
  for (const unit of m.units) {
    if (unit.at == null) continue;
    const figure = await salvage.figureBounds(unit.id);
    const label = await page.getByTestId(`board-label-unit-${unit.id}`).boundingBox();
    if (label === null) throw new Error(`${unit.id} has no label`);
    // Next to its figure: the gap between the two boxes is at most a few label heights.
    const dx = Math.max(0, figure.x - (label.x + label.width), label.x - (figure.x + figure.width));
    const dy = Math.max(0, figure.y - (label.y + label.height), label.y - (figure.y + figure.height));
    expect(Math.hypot(dx, dy), `${unit.id}: ${JSON.stringify({ label, figure })}`).toBeLessThanOrEqual(
      6 * label.height,
    );
  }
});

test('salvage demo: no figure label goes behind the hint bar or over the title', async ({ page }) => {
  test.setTimeout(90_000);
  await SCREENS.find((s) => s.name === 'demo')?.open(page);
  // As the demo opens (its own camera), then with the whole board in view from above.
  await labelsClearOfBars(page, 'demo-opening');
  await page.getByTestId('camera-top').click();
  await labelsClearOfBars(page, 'demo');
});

/**
 * A demo's rule opened in the narrow side column leaves the demo's Back and Next in view at 1280 × 720 (the
 * popover once pushed them below the window until it was closed), and the rule is still there to read.
 */
for (const demo of ['sample-demo-salvage-attacks', 'sample-demo-kraken-damage']) {
  test(`${demo}: Back and Next stay in view while the step's rule is open`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/#/demos/sample/${demo}`);
    await expect(page.getByTestId('demo-panel')).toBeVisible();
    await page.getByTestId('demo-rule').click();
    const popover = page.getByTestId('demo-rule-popover');
    await expect(popover).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`demo-rule-open-${demo}.png`) });
    for (const id of ['demo-back', 'demo-next'])
      await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
    await expect(popover.getByTestId('demo-rule-popover-title')).toBeInViewport({ ratio: 1 });
    // With the drawers opened under the caption too.
    await page.getByTestId('toggle-panels').click();
    await expect(page.getByTestId('toggle-panels')).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`demo-rule-open-drawers-${demo}.png`) });
    for (const id of ['demo-back', 'demo-next'])
      await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
    // Next still works with the rule open.
    await page.getByTestId('demo-next').click();
    await expect(page.getByTestId('demo-progress')).toHaveText(/step 2 of/);
  });
}

/**
 * No heading or title on a table screen is cut mid-line with the Log open (issue 28: the crawl's map title once
 * showed cut in half at the foot of the panels drawer, which gives way to the Log): every line of every visible
 * heading (the screen's title, a drawer's or a panel's heading, a legend, a map title) lies wholly inside what
 * its scrolling box shows, or wholly outside it (scrolled away, reached by scrolling), and the screen's title
 * is not cut short by the toolbar beside it.
 */
async function cutHeadings(page: Page): Promise<string[]> {
  await page.waitForTimeout(600);
  return page.evaluate(() => {
    const cut: string[] = [];
    const heads = document.querySelectorAll(
      '.stage-screen :is(h1, h2, h3, h4, legend, summary, [class*="title"], [data-testid*="title"])',
    );
    for (const el of heads) {
      if (!(el instanceof HTMLElement) || el.getClientRects().length === 0) continue;
      const text = el.textContent.trim();
      if (text === '') continue;
      // The box that clips it: the nearest ancestor that scrolls or hides what overflows.
      let clip: Element | null = el.parentElement;
      while (clip !== null && clip !== document.body) {
        const s = getComputedStyle(clip);
        if (/(auto|scroll|hidden|clip)/.test(s.overflowY)) break;
        clip = clip.parentElement;
      }
      const view =
        clip === null || clip === document.body
          ? { top: 0, bottom: window.innerHeight }
          : (() => {
              const r = clip.getBoundingClientRect();
              return { top: r.top + clip.clientTop, bottom: r.top + clip.clientTop + clip.clientHeight };
            })();
      const range = document.createRange();
      range.selectNodeContents(el);
      for (const r of range.getClientRects()) {
        if (r.height === 0 || r.width === 0) continue;
        const inside = r.top >= view.top - 1 && r.bottom <= view.bottom + 1;
        const outside = r.bottom <= view.top + 1 || r.top >= view.bottom - 1;
        if (!inside && !outside) {
          cut.push(
            `"${text.slice(0, 60)}" cut: line ${JSON.stringify([r.top, r.bottom])} in ${JSON.stringify(view)}`,
          );
          break;
        }
      }
      // One line cut short (an ellipsis, or text hidden past its right edge).
      if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
        cut.push(
          `"${text.slice(0, 60)}" cut short: ${String(el.scrollWidth)} px of text in ${String(el.clientWidth)}`,
        );
    }
    return cut;
  });
}

for (const screen of SCREENS) {
  test(`${screen.name}: no heading or title is cut mid-line with the Log open`, async ({ page }) => {
    test.setTimeout(90_000);
    await screen.open(page);
    const log = page.getByTestId('toggle-log');
    if ((await log.getAttribute('aria-expanded')) === 'false') await log.click();
    await expect(page.locator('.drawer-log')).toBeVisible();
    const cut = await cutHeadings(page);
    await page.screenshot({ path: test.info().outputPath(`headings-${screen.name}.png`) });
    expect(cut).toEqual([]);
  });
}

test('fringe: a long battle title with a figure acting reads whole beside the toolbar', async ({ page }) => {
  test.setTimeout(90_000);
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'scrapyard-standoff', crew: 'wren-crew', play: 'solo', dice: 'manual' });
  // The initiative rolled as the crew stands, missed and let stand: a figure acts, its name in the title's badge.
  await page.getByRole('button', { name: /^Roll for the initiative/ }).click();
  await fringe.dice([1]);
  await fringe.choose('accept');
  await expect(page.getByTestId('fringe-stage')).toContainText('acts');
  const cut = await cutHeadings(page);
  await page.screenshot({ path: test.info().outputPath('fringe-long-title.png') });
  expect(cut).toEqual([]);
});

/**
 * A step's rule opened from the phase map reads at a readable size beside the table (it once opened as a thin
 * strip at the top of the squeezed Phases drawer, under the open panels and Log): at least eight lines high and
 * its text in view.
 */
test('the phase map opens a rule at a readable size with the panels and the Log open', async ({ page }) => {
  test.setTimeout(90_000);
  await SCREENS.find((s) => s.name === 'quick-fight')?.open(page);
  await expect(page.getByTestId('toggle-panels')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('toggle-log')).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('toggle-phases').click();
  await page.getByTestId('phase-map').locator('[data-state="initiative"] > .phase-row .phase-name').click();
  const rule = page.getByTestId('phase-rule');
  await expect(rule).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath('phase-rule.png') });
  const box = await rule.boundingBox();
  if (box === null) throw new Error('no rule popover');
  const line = await rule.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.2);
  expect(box.height, `the rule's height ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(8 * line);
  expect(box.width).toBeGreaterThanOrEqual(250);
  await expect(page.getByTestId('phase-rule-title')).toBeInViewport({ ratio: 1 });
});

/**
 * The salvage board as it opens (iso view, the whole table framed) lies below the mode's hint bar, not partly
 * under it: the far corners of the table, on the floor and on the highest level, show below the bar, with the
 * drawers open and folded. (A demo's camera frames a part of the table: the rest runs past the window.)
 */
async function boardBelowBar(page: Page, name: string): Promise<void> {
  const salvage = new SalvagePage(page);
  // A demo plays its own session (not the Salvage screen's): its table is the sample salvage yard, 36" square.
  const board = name.startsWith('demo')
    ? { width: 36, depth: 36, levelSpacing: 3 }
    : (await salvage.mission()).content.board;
  await page.waitForTimeout(800);
  const bar = await page.locator('.stage-bar').first().boundingBox();
  if (bar === null) throw new Error('no hint bar');
  let highest = Infinity;
  for (const y of [0, 2 * board.levelSpacing])
    for (const x of [0, board.width])
      for (const z of [0, board.depth]) highest = Math.min(highest, (await salvage.screenPoint(x, y, z)).y);
  await page.screenshot({ path: test.info().outputPath(`board-below-bar-${name}.png`) });
  expect(
    highest,
    `${name}: the board's far edge at ${String(highest)} px, the bar's foot at ${String(bar.y + bar.height)}`,
  ).toBeGreaterThanOrEqual(bar.y + bar.height);
}

for (const name of ['salvage'])
  test(`${name}: the iso board lies below the hint bar, drawers open and folded`, async ({ page }) => {
    test.setTimeout(90_000);
    await SCREENS.find((s) => s.name === name)?.open(page);
    await boardBelowBar(page, `${name}-open`);
    // Folded by their own toggles (Table only hides the hint bar too).
    for (const id of ['toggle-panels', 'toggle-log']) {
      await page.getByTestId(id).click();
      await expect(page.getByTestId(id)).toHaveAttribute('aria-expanded', 'false');
    }
    await boardBelowBar(page, `${name}-folded`);
  });

/**
 * No name label covers the figure it names on the Fringe table either (measured as on salvage: the label's box
 * and the box round the figure's pick target do not meet), as the battle opens.
 */
test('fringe: no name label covers the figure it names', async ({ page }) => {
  test.setTimeout(90_000);
  const fringe = new FringePage(page);
  await SCREENS.find((s) => s.name === 'fringe')?.open(page);
  // As the battle opens (the iso view), as the salvage test measures it; from straight above a label's point
  // lies over its figure, and that view is not measured yet.
  for (const view of ['iso']) {
    await page.waitForTimeout(800);
    await page.screenshot({ path: test.info().outputPath(`fringe-labels-${view}.png`) });
    let checked = 0;
    for (const f of (await fringe.battle()).fighters) {
      if (f.at === null) continue;
      const figure = await page.evaluate(
        (id) => window.__tabletop?.boardProbe()?.figureBounds(id) ?? null,
        f.id,
      );
      if (figure === null) continue;
      const label = await page.getByTestId(`board-label-fig-${f.id}`).boundingBox();
      if (label === null) throw new Error(`${f.name} has no label`);
      expect(
        meets(label, figure),
        `${view}: the label of ${f.name} covers it: ${JSON.stringify({ label, figure })}`,
      ).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  }
});

/**
 * ... nor on the crawl's map during a fight: each figure's name label stands above its pawn, clear of the spot
 * where the pawn stands and of the pawn's head (a label's height above its base, as the map draws a pawn); and
 * no two of the fight's labels overlap (they once read "Bra Cl Dax Ilyin", each over the next).
 */
test('crawl: no name label covers the figure it names or another label in a fight on the map', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const crawl = new CrawlPage(page);
  await crawl.open();
  await page.getByTestId('dice-mode-manual').check();
  // As the crawl walk does: the mined gantry, the bulkhead B1, the corridor, then the enemy E1 in the locker room.
  await crawl.choose('deploy-');
  await crawl.choose('move-area:g');
  await crawl.choose('mines-disarm-ada');
  await crawl.dice(6, 6);
  await crawl.choose('move-tile:6,6');
  await crawl.choose('bulkhead-');
  await crawl.dice(6, 6);
  await crawl.choose('move-area:c');
  await crawl.choose('move-tile:12,5');
  await crawl.choose('move-area:r');
  await crawl.choose('fight');
  await expect(page.getByTestId('crawl-fight')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: test.info().outputPath('crawl-fight-labels.png') });
  const labels = page.locator('[data-testid^="tile-figure-"]');
  const count = await labels.count();
  expect(count).toBeGreaterThan(1);
  const boxes: { id: string; box: Rect }[] = [];
  for (let i = 0; i < count; i++) {
    const label = labels.nth(i);
    const id = ((await label.getAttribute('data-testid')) ?? '').slice('tile-figure-'.length);
    const base = await page.evaluate((f) => window.__tabletop?.tileMapProbe()?.figure(f) ?? null, id);
    if (base === null) continue;
    const box = await label.boundingBox();
    if (box === null) throw new Error(`${id} has no label`);
    const pawn = { x: base.x - 4, y: base.y - box.height, width: 8, height: box.height };
    expect(meets(box, pawn), `the label of ${id} covers its pawn: ${JSON.stringify({ box, pawn })}`).toBe(
      false,
    );
    boxes.push({ id, box });
  }
  expect(boxes.length).toBeGreaterThan(1);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        meets(a.box, b.box),
        `the labels of ${a.id} and ${b.id} overlap: ${JSON.stringify({ a, b })}`,
      ).toBe(false);
});
