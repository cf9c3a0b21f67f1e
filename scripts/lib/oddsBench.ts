import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import type { OddsPageResult } from '../bench/pages/oddsPageKit';
import { median } from '../bench/pages/oddsPageKit';
import { chromiumLaunchOptions } from './chromium';

/**
 * The odds benches (`npm run bench -- fight-odds`, `space-odds`): an estimator must simulate `runs` fights
 * within `budgetMs` in its worker while the main thread never runs a task over 50 ms. The machine is
 * shared and noisy, so every figure is a median of several runs made in this one process, each next to its
 * ratio: to the budget, and to the reference simulator (the game's own rule functions, which the fast one
 * must match bit for bit; the same estimate is checked here too).
 * (a) Node: `repeats` runs of the fast tally and of the reference tally, interleaved so both meet the same
 *     load; the reference is timed on `referenceRuns` runs and scaled.
 * (b) Headless Chromium: Vite serves the bench page, which runs the estimate `repeats` times in the real
 *     module worker the app uses (src/workers), timed from the main thread (post to result; see
 *     pages/oddsPageKit.ts). This is the figure the budget is about.
 * The 1-minute load average is printed at the start and the end. `withinBudget` is about the worker (the
 * issues' budgets are "in a worker"), the main thread, and the estimates being the same everywhere. The main
 * thread's figure is the longest long task or the largest gap between two timer callbacks, whichever is
 * larger; on a heavily loaded machine the gap can pass 50 ms with no long task at all (`mainThreadLongTasks`
 * says how many there were).
 */

export interface OddsBench<S, T, E> {
  readonly name: string;
  readonly page: string;
  readonly global: string;
  readonly state: S;
  readonly seed: string;
  readonly runs: number;
  readonly referenceRuns: number;
  readonly repeats: number;
  readonly budgetMs: number;
  readonly start: (seed: string) => T;
  readonly tally: (state: S, tally: T, runs: number) => T;
  readonly reference: (state: S, tally: T, runs: number) => T;
  readonly estimate: (tally: T) => E;
  readonly describe: (estimate: E) => string;
}

const MAIN_THREAD_TASK_MS = 50;
const round = (ms: number): number => Math.round(ms * 10) / 10;
const ratio = (x: number): number => Math.round(x * 100) / 100;

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function nodeTimes<S, T, E>(b: OddsBench<S, T, E>) {
  b.tally(b.state, b.start('warm-up'), 1000);
  b.reference(b.state, b.start('warm-up'), Math.min(200, b.referenceRuns));
  const fast: number[] = [];
  const reference: number[] = [];
  for (let r = 0; r < b.repeats; r += 1) {
    fast.push(timed(() => b.tally(b.state, b.start(b.seed), b.runs)));
    reference.push(timed(() => b.reference(b.state, b.start(b.seed), b.referenceRuns)));
  }
  const sameAsReference =
    JSON.stringify(b.estimate(b.tally(b.state, b.start(b.seed), b.referenceRuns))) ===
    JSON.stringify(b.estimate(b.reference(b.state, b.start(b.seed), b.referenceRuns)));
  return {
    fast,
    fastMedian: median(fast),
    referencePer: (median(reference) * b.runs) / b.referenceRuns,
    sameAsReference,
    estimate: b.estimate(b.tally(b.state, b.start(b.seed), b.runs)),
  };
}

async function browserRun<E>(b: OddsBench<unknown, unknown, E>): Promise<OddsPageResult<E>> {
  const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : 5173;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const query = `runs=${b.runs}&seed=${b.seed}&repeats=${b.repeats}`;
    await page.goto(`http://127.0.0.1:${port}/scripts/bench/${b.page}?${query}`);
    const read = (key: string) => (window as unknown as Record<string, unknown>)[key];
    await page.waitForFunction(
      (key) => (window as unknown as Record<string, unknown>)[key] !== undefined,
      b.global,
      { timeout: 300_000 },
    );
    const result = (await page.evaluate(read, b.global)) as OddsPageResult<E> | { error: string };
    if ('error' in result) throw new Error(`${b.name} page: ${result.error}`);
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function runOddsBench<S, T, E>(b: OddsBench<S, T, E>): Promise<void> {
  const loadStart = loadavg()[0] ?? 0;
  console.log(`load average (1 min) at the start: ${loadStart.toFixed(2)}`);
  const node = nodeTimes(b);
  console.log(
    `node: ${b.runs} runs, median ${round(node.fastMedian)} ms of ${b.repeats} ` +
      `[${node.fast.map(round).join(', ')}] = ${ratio(node.fastMedian / b.budgetMs)} × the ${b.budgetMs} ms budget; ` +
      `reference ${round(node.referencePer)} ms per ${b.runs} (median of ${b.repeats} × ${b.referenceRuns} runs), ` +
      `${ratio(node.referencePer / node.fastMedian)} × slower`,
  );
  console.log(`estimate: ${b.describe(node.estimate)}`);
  console.log(
    `fast and reference give the same estimate for ${b.referenceRuns} runs: ${node.sameAsReference}`,
  );
  const web = await browserRun(b as OddsBench<unknown, unknown, E>);
  const mainThreadLongestTaskMs = Math.max(web.longestLongTaskMs, web.heartbeatMaxGapMs);
  console.log(
    `chromium worker: ${b.runs} runs, median ${round(web.workerMedianMs)} ms of ${b.repeats} ` +
      `[${web.workerRunsMs.map(round).join(', ')}] = ${ratio(web.workerMedianMs / b.budgetMs)} × the budget, ` +
      `${web.progressReports} progress reports`,
  );
  console.log(
    `main thread: ${web.longTasks} long tasks (longest ${round(web.longestLongTaskMs)} ms), ` +
      `largest timer gap ${round(web.heartbeatMaxGapMs)} ms, largest frame gap ${round(web.frameMaxGapMs)} ms`,
  );
  const sameSeedSameResult =
    web.sameSeedSameResult && JSON.stringify(web.estimate) === JSON.stringify(node.estimate);
  console.log(`same seed, same estimate (every worker run, worker vs node): ${sameSeedSameResult}`);
  console.log(`a cancelled job resolves to null and the worker serves the next one: ${web.cancelWorks}`);
  const loadEnd = loadavg()[0] ?? 0;
  console.log(`load average (1 min) at the end: ${loadEnd.toFixed(2)}`);
  console.log(
    JSON.stringify({
      bench: b.name,
      runs: b.runs,
      repeats: b.repeats,
      workerMedianMs: round(web.workerMedianMs),
      workerRunsMs: web.workerRunsMs.map(round),
      workerBudgetRatio: ratio(web.workerMedianMs / b.budgetMs),
      nodeMedianMs: round(node.fastMedian),
      nodeRunsMs: node.fast.map(round),
      nodeBudgetRatio: ratio(node.fastMedian / b.budgetMs),
      referenceNodeMs: round(node.referencePer),
      speedupVsReference: ratio(node.referencePer / node.fastMedian),
      mainThreadLongestTaskMs: round(mainThreadLongestTaskMs),
      mainThreadLongTasks: web.longTasks,
      sameSeedSameResult,
      sameAsReference: node.sameAsReference,
      cancelWorks: web.cancelWorks,
      loadAverage: { start: ratio(loadStart), end: ratio(loadEnd) },
      budget: { ms: b.budgetMs, mainThreadTaskMs: MAIN_THREAD_TASK_MS },
      withinBudget:
        web.workerMedianMs <= b.budgetMs &&
        mainThreadLongestTaskMs <= MAIN_THREAD_TASK_MS &&
        sameSeedSameResult &&
        node.sameAsReference &&
        web.cancelWorks,
    }),
  );
}
