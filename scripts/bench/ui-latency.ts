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
 * mode by mode, one after the other, so the two are compared under the same load. New games take their
 * seeds from a seeded stream (another per run, the same for both builds), so both builds play the same games.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { chromiumLaunchOptions } from '../lib/chromium';

const BUDGET_MS = 50;
const ROUNDS = Number(process.env['UI_LATENCY_ROUNDS'] ?? 20);
const OUT = 'dist-bench';
/** A folder to write each measured page's CPU profile into (`scripts/bench/cpuProfile.ts` reads one). */
const PROFILE = process.env['UI_LATENCY_PROFILE'];

declare global {
  interface Window {
    __uiLatency?: { label: string; ms: number }[];
    /** WebGL frames drawn (a `clear` of a canvas' drawing buffer) and draw calls, counted since the page opened. */
    __glCount?: { frames: number; draws: number; resizes: number; same: number };
  }
}

/**
 * Counts what every WebGL context of the page draws, installed before any script of the page runs: three.js
 * clears the drawing buffer once a frame (autoClear), and each mesh it draws is one draw call.
 */
function installGlCounter(checkSame: boolean): void {
  const count = { frames: 0, draws: 0, resizes: 0, same: 0 };
  window.__glCount = count;
  // A canvas given a new size drops its drawing buffer: a new one is allocated and drawn whole.
  for (const side of ['width', 'height'] as const) {
    const own = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side);
    if (own === undefined) continue;
    const { get, set } = own as {
      get?: (this: unknown) => unknown;
      set?: (this: unknown, v: unknown) => void;
    };
    if (get === undefined || set === undefined) continue;
    Object.defineProperty(HTMLCanvasElement.prototype, side, {
      ...own,
      set(this: HTMLCanvasElement, value: number) {
        if (get.call(this) !== value) count.resizes++;
        set.call(this, value);
      },
    });
  }
  // With `checkSame`, each frame's pixels are read back once it is drawn (a microtask after the frame's
  // callback, before the compositor takes the buffer) and a frame equal to the one before is counted: a frame
  // that changed nothing on the table. Slow: for finding such frames, not for timing.
  const last = new WeakMap<WebGLRenderingContext, number>();
  const pending = new WeakSet<WebGLRenderingContext>();
  const names = ['clear', 'drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced'];
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of names) {
      const original: unknown = Reflect.get(proto, name);
      if (typeof original !== 'function') continue;
      Reflect.set(proto, name, function (this: WebGLRenderingContext, ...args: unknown[]): unknown {
        if (name === 'clear') {
          count.frames++;
          if (checkSame && !pending.has(this)) {
            pending.add(this);
            queueMicrotask(() => {
              // Inline, not a named helper: the page gets this function's source, without tsx's name helper.
              pending.delete(this);
              const pixels = new Uint8Array(this.drawingBufferWidth * this.drawingBufferHeight * 4);
              this.readPixels(
                0,
                0,
                this.drawingBufferWidth,
                this.drawingBufferHeight,
                this.RGBA,
                this.UNSIGNED_BYTE,
                pixels,
              );
              let hash = 2166136261;
              for (let i = 0; i < pixels.length; i++) hash = Math.imul(hash ^ (pixels[i] ?? 0), 16777619);
              if (last.get(this) === hash) count.same++;
              last.set(this, hash);
            });
          }
        } else count.draws++;
        return Reflect.apply(original, this, args) as unknown;
      });
    }
  }
}

/**
 * Makes the page's `crypto.getRandomValues` a seeded stream for whole-word arrays (a new game's seed,
 * `newSeed`), installed before any script of the page runs: both builds of one run play the same games with
 * the same dice, so a space combat lasts as many clicks in each and their numbers compare.
 */
function seedRandom(seed: number): void {
  let state = seed >>> 0;
  const own: unknown = Reflect.get(crypto, 'getRandomValues');
  if (typeof own !== 'function') return;
  // A function expression, not a named helper: the page gets this function's source, without tsx's name helper.
  Reflect.set(crypto, 'getRandomValues', function (this: Crypto, array: unknown): unknown {
    if (!(array instanceof Uint32Array)) return Reflect.apply(own, crypto, [array]) as unknown;
    for (let i = 0; i < array.length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      array[i] = state;
    }
    return array;
  });
}

/**
 * CPU seconds (user + system) of this process' descendants: Chromium's browser, renderer and GPU processes;
 * `gpu` is the GPU process' share (`--type=gpu-process`), where software WebGL draws the frames.
 */
function browserCpuSeconds(): { total: number; gpu: number } {
  const tick = 100; // USER_HZ on Linux
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / tick);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  let gpu = 0;
  for (const [pid, seconds] of cpu) {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === process.pid) {
        total += seconds;
        if (isGpuProcess(pid)) gpu += seconds;
        break;
      }
    }
  }
  return { total, gpu };
}

function isGpuProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').includes('--type=gpu-process');
  } catch {
    return false;
  }
}

/** Per click: WebGL frames and draw calls, the renderer's main-thread busy time, the Chromium processes' CPU. */
interface ClickCost {
  readonly frames: number;
  readonly draws: number;
  readonly resizes: number;
  /** Frames whose pixels equalled the frame before (counted with UI_LATENCY_SAME=1 only). */
  readonly same: number;
  readonly label: string;
  readonly taskMs: number;
  readonly cpuMs: number;
  /** CPU of Chromium's GPU process alone (software WebGL draws there). */
  readonly gpuMs: number;
}

let costs: ClickCost[] = [];

async function counters(page: Page, cdp: CDPSession) {
  const gl = await page.evaluate(() => window.__glCount ?? { frames: 0, draws: 0, resizes: 0, same: 0 });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const task = metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const { total, gpu } = browserCpuSeconds();
  return { ...gl, task, cpu: total, gpu };
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
  const cdp = cdpOf.get(page);
  const before = await page.evaluate(() => window.__uiLatency?.length ?? 0);
  const start = cdp === undefined ? null : await counters(page, cdp);
  await page.locator(selector).first().click();
  await page.waitForFunction((n) => (window.__uiLatency?.length ?? 0) > n, before);
  // Let the scene settle (its frames on demand) before the next click.
  await page.waitForTimeout(150);
  if (cdp === undefined || start === null) return;
  const end = await counters(page, cdp);
  costs.push({
    frames: end.frames - start.frames,
    draws: end.draws - start.draws,
    resizes: end.resizes - start.resizes,
    same: end.same - start.same,
    label: selector,
    taskMs: (end.task - start.task) * 1000,
    cpuMs: (end.cpu - start.cpu) * 1000,
    gpuMs: (end.gpu - start.gpu) * 1000,
  });
}

const cdpOf = new WeakMap<Page, CDPSession>();

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
  readonly costs: readonly ClickCost[];
}

async function measure(
  browser: Browser,
  base: string,
  mode: Mode,
  buildName: string,
  run: number,
): Promise<Result> {
  // A fresh context: no autosave of an earlier run resumes.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    await context.addInitScript(installGlCounter, process.env['UI_LATENCY_SAME'] === '1');
    // The same seeds in both builds of a run; another seed in each run.
    await context.addInitScript(seedRandom, 20261206 + run);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`${base}/#/${mode.route}`);
    for (const step of mode.setUp) await take(page, step);
    await page.getByTestId('choices').waitFor();
    await page.waitForTimeout(1000);
    await page.evaluate(installTimer);
    costs = [];
    cdpOf.set(page, cdp);
    if (PROFILE !== undefined) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await mode.play(page);
    if (PROFILE !== undefined) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(PROFILE, { recursive: true });
      writeFileSync(
        `${PROFILE}/${mode.name.replace(/ /g, '-')}-${buildName}.cpuprofile`,
        JSON.stringify(profile),
      );
    }
    const samples = await page.evaluate(() => (window.__uiLatency ?? []).map((s) => s.ms));
    return { mode: mode.name, build: buildName, samples, costs };
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
/** Rounds over every mode, the builds taking turns in each; the samples of all rounds are pooled. */
const RUNS = Number(process.env['UI_LATENCY_RUNS'] ?? 1);
const results: Result[] = [];
try {
  for (let run = 0; run < RUNS; run++)
    for (const mode of MODES) {
      if (only !== undefined && !only.includes(mode.name)) continue;
      // Odd runs measure the builds in the other order, so neither is always first under a load that drifts.
      for (const b of run % 2 === 0 ? builds : [...builds].reverse()) {
        try {
          results.push(await measure(browser, b.base, mode, b.name, run));
        } catch (error) {
          console.log(`${mode.name} (${b.name}): not measured: ${String(error).split('\n')[0]}`);
          results.push({ mode: mode.name, build: b.name, samples: [], costs: [] });
        }
      }
    }
} finally {
  await browser.close();
  for (const b of builds) b.server.httpServer.close();
}
const pooled: Result[] = [];
for (const r of results) {
  const into = pooled.find((p) => p.mode === r.mode && p.build === r.build);
  if (into === undefined) pooled.push({ ...r });
  else
    pooled[pooled.indexOf(into)] = {
      ...into,
      samples: [...into.samples, ...r.samples],
      costs: [...into.costs, ...r.costs],
    };
}
pooled.sort(
  (a, b) =>
    MODES.findIndex((m) => m.name === a.mode) - MODES.findIndex((m) => m.name === b.mode) ||
    builds.findIndex((x) => x.name === a.build) - builds.findIndex((x) => x.name === b.build),
);
const fmt = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => sum(values) / values.length;
/** The GPU process' CPU per WebGL frame, over all clicks (its clock ticks are 10 ms, so one click is too coarse). */
const gpuPerFrame = (r: Result) => sum(r.costs.map((c) => c.gpuMs)) / sum(r.costs.map((c) => c.frames));
const worst: Record<string, number> = {};
for (const r of pooled) {
  const p95 = percentile(r.samples, 95);
  console.log(
    `${r.mode.padEnd(14)} ${r.build.padEnd(7)} n=${String(r.samples.length).padStart(3)}  p50 ${fmt(percentile(r.samples, 50))} ms  p95 ${fmt(p95)} ms  max ${fmt(Math.max(...r.samples))} ms  ${p95 <= BUDGET_MS ? 'kept' : 'NOT kept'}` +
      `  | a click: ${fmt(mean(r.costs.map((c) => c.frames)))} WebGL frames, ${fmt(mean(r.costs.map((c) => c.draws)))} draws, ${fmt(mean(r.costs.map((c) => c.resizes)))} canvas resizes, ${fmt(mean(r.costs.map((c) => c.same)))} unchanged frames, main thread p50 ${fmt(
        percentile(
          r.costs.map((c) => c.taskMs),
          50,
        ),
      )} ms, Chromium CPU p50 ${fmt(
        percentile(
          r.costs.map((c) => c.cpuMs),
          50,
        ),
      )} ms, GPU process ${fmt(gpuPerFrame(r))} ms a frame`,
  );
  if (process.env['UI_LATENCY_CLICKS'] === '1')
    r.costs.forEach((c, i) => {
      console.log(
        `    ${fmt(r.samples[i] ?? Number.NaN).padStart(6)} ms  ${String(c.frames)} frames (${String(c.same)} unchanged) ${String(c.resizes)} resizes  main ${fmt(c.taskMs)} ms  ${c.label}`,
      );
    });
  if (r.samples.length > 0) worst[r.build] = Math.max(worst[r.build] ?? 0, p95);
}
const figureOf = (build: string, figure: (r: Result) => number) =>
  Object.fromEntries(pooled.filter((r) => r.build === build).map((r) => [r.mode, Number(fmt(figure(r)))]));
console.log(
  JSON.stringify({
    bench: 'ui-latency',
    budgetMs: BUDGET_MS,
    runs: RUNS,
    ...Object.fromEntries(
      builds.map((b) => [`p95Ms_${b.name}`, figureOf(b.name, (r) => percentile(r.samples, 95))]),
    ),
    ...Object.fromEntries(
      builds.map((b) => [
        `framesPerClick_${b.name}`,
        figureOf(b.name, (r) => mean(r.costs.map((c) => c.frames))),
      ]),
    ),
    ...Object.fromEntries(
      builds.map((b) => [
        `mainThreadMsP50_${b.name}`,
        figureOf(b.name, (r) =>
          percentile(
            r.costs.map((c) => c.taskMs),
            50,
          ),
        ),
      ]),
    ),
    ...Object.fromEntries(
      builds.map((b) => [`gpuProcessMsPerFrame_${b.name}`, figureOf(b.name, gpuPerFrame)]),
    ),
    ...Object.fromEntries(
      builds.map((b) => [`worstP95Ms_${b.name}`, Number(fmt(worst[b.name] ?? Number.NaN))]),
    ),
    withinBudget: (worst[builds[builds.length - 1]?.name ?? 'this'] ?? Infinity) <= BUDGET_MS,
  }),
);
