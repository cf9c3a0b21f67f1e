/**
 * `npm run bench -- ui-latency`: from a choice's click to the next painted frame, on every game mode's screen,
 * at 1280 × 720 in headless Chromium. The page times itself: a capture listener takes the click's timestamp,
 * asks for the next animation frame, and notes the time once that frame is done (a message posted from the
 * frame callback runs after the paint).
 * The salvage mission (sample-hull-breach on the dense wreck) plays a fixed round: Activate a Boiler, open the
 * Move step, move, then Undo twice (not measured) to start again. Every other mode is set up as a new player
 * would and then plays on: each measured click takes the first choice on offer (a step opens, a leaf decides),
 * until the game waits on something else or ends.
 * Budget: p95 ≤ 50 ms in each mode. Built once with the test bridge (`vite build --mode test`), served by
 * `vite preview`. `--no-build` reuses dist-bench. `--baseline <dist>` also serves an older build (made with
 * `vite build --mode test --outDir <dist>` in a checkout of the older commit) and measures both in this run,
 * mode by mode, one after the other, so the two are compared under the same load.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { chromiumLaunchOptions } from '../lib/chromium';

const BUDGET_MS = 50;
const ROUNDS = Number(process.env['UI_LATENCY_ROUNDS'] ?? 20);
const OUT = 'dist-bench';

declare global {
  interface Window {
    __uiLatency?: { label: string; ms: number }[];
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The click-to-paint timer, installed in the page once. */
function installTimer(): void {
  window.__uiLatency = [];
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target.closest('button') : null;
      const label = target?.getAttribute('data-testid') ?? '';
      if (!label.startsWith('choice-')) return;
      const start = e.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__uiLatency?.push({ label, ms: performance.now() - start });
        };
        channel.port2.postMessage(0);
      });
    },
    true,
  );
}

async function click(page: Page, selector: string): Promise<void> {
  const before = await page.evaluate(() => window.__uiLatency?.length ?? 0);
  await page.locator(selector).first().click();
  await page.waitForFunction((n) => (window.__uiLatency?.length ?? 0) > n, before);
  // Let the scene settle (its frames on demand) before the next click.
  await page.waitForTimeout(150);
}

/** The first enabled choice on offer (a step or a leaf), as a test id; null when none is. */
async function firstChoice(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="choices"]');
    const button = [
      ...(bar?.querySelectorAll<HTMLButtonElement>('button[data-testid^="choice-"]') ?? []),
    ].find((b) => !b.disabled);
    return button?.dataset['testid'] ?? null;
  });
}

/** Plays on by the first choice on offer, ROUNDS clicks measured (fewer if the game stops asking). */
async function playOn(page: Page): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    let id: string | null = null;
    for (let wait = 0; wait < 20 && id === null; wait++) {
      id = await firstChoice(page);
      if (id === null) await page.waitForTimeout(100);
    }
    if (id === null) return;
    await click(page, `[data-testid="${id}"]`);
  }
}

async function salvageRound(page: Page): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    await click(page, '[data-testid^="choice-activate-"]');
    await click(page, '[data-testid="choice-group-move"]');
    await click(page, '[data-testid^="choice-order-move-"]');
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await page.locator('[data-testid^="choice-activate-"]').first().waitFor();
    await page.waitForTimeout(100);
  }
}

/** One set-up step, as a new player takes it: a click, a pick in a list, a box ticked, or a button clicked while offered. */
type Step =
  | { readonly click: string }
  | { readonly select: string; readonly value: string }
  | { readonly check: string }
  | { readonly clickWhileOffered: string; readonly atMost: number }
  | { readonly waitFor: string };

async function take(page: Page, step: Step): Promise<void> {
  if ('click' in step) await page.getByTestId(step.click).click();
  else if ('select' in step) await page.getByTestId(step.select).selectOption(step.value);
  else if ('check' in step) await page.getByTestId(step.check).check();
  else if ('waitFor' in step) await page.locator(step.waitFor).first().waitFor();
  else
    for (let n = 0; n < step.atMost; n++) {
      const button = page.getByTestId(step.clickWhileOffered);
      if ((await button.count()) === 0) break;
      await button.click();
    }
}

interface Mode {
  readonly name: string;
  readonly route: string;
  /** From the opened route to the first step measured. */
  readonly setUp: readonly Step[];
  readonly play: (page: Page) => Promise<void>;
}

/** Every game mode: its route, how a new player sets it up, and how the measured clicks play on. */
const MODES: readonly Mode[] = [
  {
    name: 'salvage',
    route: 'salvage',
    setUp: [
      { select: 'salvage-mission', value: 'sample-hull-breach' },
      ...['sample-foreman', 'sample-scrapper', 'sample-rigger'].map((card) => ({ check: `crew-a-${card}` })),
      { click: 'salvage-start' },
      { clickWhileOffered: 'choice-setup-next', atMost: 12 },
      { waitFor: '[data-testid^="choice-activate-"]' },
    ],
    play: salvageRound,
  },
  { name: 'quick fight', route: 'fight', setUp: [{ click: 'fight-start' }], play: playOn },
  { name: 'crawl', route: 'crawl', setUp: [], play: playOn },
  { name: 'space combat', route: 'space', setUp: [{ click: 'space-start' }], play: playOn },
  { name: 'fringe', route: 'fringe', setUp: [{ click: 'fringe-start' }], play: playOn },
  // The campaign's wizard starts from its summary step (the default crew and ship).
  {
    name: 'campaign',
    route: 'campaign',
    setUp: [{ click: 'campaign-step-summary' }, { click: 'campaign-start' }],
    play: playOn,
  },
  {
    name: 'board',
    route: 'board',
    setUp: [{ select: 'board-choice', value: 'sample/sample-dense-wreck' }, { click: 'board-setup' }],
    play: playOn,
  },
  {
    name: 'dice lab',
    route: 'dice-lab',
    setUp: [{ select: 'preset', value: 'bulkhead-b2-tech5' }],
    play: playOn,
  },
];

interface Result {
  readonly mode: string;
  readonly build: string;
  readonly samples: readonly number[];
}

async function measure(browser: Browser, base: string, mode: Mode, buildName: string): Promise<Result> {
  // A fresh context: no autosave of an earlier run resumes.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/#/${mode.route}`);
    for (const step of mode.setUp) await take(page, step);
    await page.getByTestId('choices').waitFor();
    await page.waitForTimeout(1000);
    await page.evaluate(installTimer);
    await mode.play(page);
    const samples = await page.evaluate(() => (window.__uiLatency ?? []).map((s) => s.ms));
    return { mode: mode.name, build: buildName, samples };
  } finally {
    await context.close();
  }
}

async function serve(outDir: string): Promise<{ server: PreviewServer; base: string }> {
  const server = await preview({
    mode: 'test',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address !== null ? address.port : 4173;
  return { server, base: `http://127.0.0.1:${port}` };
}

const baselineAt = process.argv.indexOf('--baseline');
const baselineDir = baselineAt === -1 ? null : (process.argv[baselineAt + 1] ?? null);
const only = process.env['UI_LATENCY_MODES']?.split(',');
if (!process.argv.includes('--no-build')) {
  await build({ mode: 'test', logLevel: 'error', build: { outDir: OUT, emptyOutDir: true } });
}
const builds = [
  ...(baselineDir === null ? [] : [{ name: 'before', ...(await serve(baselineDir)) }]),
  { name: baselineDir === null ? 'this' : 'after', ...(await serve(OUT)) },
];
const browser = await chromium.launch(chromiumLaunchOptions());
const results: Result[] = [];
try {
  for (const mode of MODES) {
    if (only !== undefined && !only.includes(mode.name)) continue;
    for (const b of builds) {
      try {
        results.push(await measure(browser, b.base, mode, b.name));
      } catch (error) {
        console.log(`${mode.name} (${b.name}): not measured: ${String(error).split('\n')[0]}`);
        results.push({ mode: mode.name, build: b.name, samples: [] });
      }
    }
  }
} finally {
  await browser.close();
  for (const b of builds) b.server.httpServer.close();
}
const fmt = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const worst: Record<string, number> = {};
for (const r of results) {
  const p95 = percentile(r.samples, 95);
  console.log(
    `${r.mode.padEnd(14)} ${r.build.padEnd(7)} n=${String(r.samples.length).padStart(3)}  p50 ${fmt(percentile(r.samples, 50))} ms  p95 ${fmt(p95)} ms  max ${fmt(Math.max(...r.samples))} ms  ${p95 <= BUDGET_MS ? 'kept' : 'NOT kept'}`,
  );
  if (r.samples.length > 0) worst[r.build] = Math.max(worst[r.build] ?? 0, p95);
}
const p95Of = (build: string) =>
  Object.fromEntries(
    results.filter((r) => r.build === build).map((r) => [r.mode, Number(fmt(percentile(r.samples, 95)))]),
  );
console.log(
  JSON.stringify({
    bench: 'ui-latency',
    budgetMs: BUDGET_MS,
    ...Object.fromEntries(builds.map((b) => [`p95Ms_${b.name}`, p95Of(b.name)])),
    ...Object.fromEntries(
      builds.map((b) => [`worstP95Ms_${b.name}`, Number(fmt(worst[b.name] ?? Number.NaN))]),
    ),
    withinBudget: (worst[builds[builds.length - 1]?.name ?? 'this'] ?? Infinity) <= BUDGET_MS,
  }),
);
