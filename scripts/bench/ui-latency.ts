/**
 * `npm run bench -- ui-latency`: from a choice's click to the next painted frame, on the salvage screen with
 * the dense board (sample-hull-breach on sample-dense-wreck), at 1280 × 720 in headless Chromium. The page
 * times itself: a capture listener takes the click's timestamp, asks for the next animation frame, and
 * notes the time once that frame is done (a message posted from the frame callback runs after the paint).
 * Each round: Activate a Boiler, open the Move step, move, then Undo twice (not measured) to start again.
 * Budget: p95 ≤ 50 ms. Built once with the test bridge (`vite build --mode test`), served by `vite preview`.
 * `--no-build` reuses dist-bench.
 */
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
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

if (!process.argv.includes('--no-build')) {
  await build({ mode: 'test', logLevel: 'error', build: { outDir: OUT, emptyOutDir: true } });
}
const server = await preview({
  mode: 'test',
  build: { outDir: OUT },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
});
const address = server.httpServer.address();
const port = typeof address === 'object' && address !== null ? address.port : 4173;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:${port}/#/salvage`);
  await page.getByTestId('salvage-mission').selectOption('sample-hull-breach');
  for (const card of ['sample-foreman', 'sample-scrapper', 'sample-rigger']) {
    await page.getByTestId(`crew-a-${card}`).check();
  }
  await page.getByTestId('salvage-start').click();
  for (let step = 0; step < 12; step++) {
    const next = page.getByTestId('choice-setup-next');
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await page.locator('[data-testid^="choice-activate-"]').first().waitFor();
  await page.waitForTimeout(1000);
  await page.evaluate(installTimer);
  for (let round = 0; round < ROUNDS; round++) {
    await click(page, '[data-testid^="choice-activate-"]');
    await click(page, '[data-testid="choice-group-move"]');
    await click(page, '[data-testid^="choice-order-move-"]');
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await page.locator('[data-testid^="choice-activate-"]').first().waitFor();
    await page.waitForTimeout(100);
  }
  const samples = await page.evaluate(() => window.__uiLatency ?? []);
  const all = samples.map((s) => s.ms);
  const of = (prefix: string) => samples.filter((s) => s.label.startsWith(prefix)).map((s) => s.ms);
  const p95 = percentile(all, 95);
  const row = (name: string, values: readonly number[]) =>
    console.log(
      `${name.padEnd(28)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`,
    );
  row('activate a Boiler', of('choice-activate-'));
  row('open the Move step', of('choice-group-'));
  row('move', of('choice-order-'));
  row('every click', all);
  console.log(
    `p95 ${p95.toFixed(1)} ms against a budget of ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'kept' : 'NOT kept'}`,
  );
  console.log(
    JSON.stringify({
      bench: 'ui-latency',
      samples: all.length,
      p50Ms: Number(percentile(all, 50).toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      p95ActivateMs: Number(percentile(of('choice-activate-'), 95).toFixed(1)),
      p95StepMs: Number(percentile(of('choice-group-'), 95).toFixed(1)),
      p95MoveMs: Number(percentile(of('choice-order-'), 95).toFixed(1)),
      budgetMs: BUDGET_MS,
      withinBudget: p95 <= BUDGET_MS,
    }),
  );
} finally {
  await browser.close();
  server.httpServer.close();
}
