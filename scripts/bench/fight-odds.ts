/**
 * Fight-odds bench: the "odds of the whole fight" estimator must simulate 10 000 ground combats in at most
 * 400 ms in one worker (issue 13), while the main thread never runs a task over 50 ms.
 * (a) Node: median wall time of `estimateFight` over 10 000 runs of the sample fight (three crew against
 *     a primary and two minions, `simulateFixtures.ts`), after a warm-up.
 * (b) Headless Chromium: Vite serves scripts/bench/fight-odds.html; the page starts the worker through
 *     `estimateInWorker` and records the worker's wall time and the main thread's longest task (longtask
 *     observer, timer and frame heartbeats). The page's estimate must equal Node's for the same seed.
 */
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import type { FightEstimate } from '../../src/rules/kraken/simulate';
import type { FightOddsPageResult } from './pages/fightOddsPage';
import { estimateFight } from '../../src/rules/kraken/simulate';
import { sampleFight } from '../../src/rules/kraken/simulateFixtures';
import { chromiumLaunchOptions } from '../lib/chromium';

const RUNS = 10_000;
const SEED = 'fight-odds-bench';
const REPEATS = 5;
const BUDGET_MS = 400;
const MAIN_THREAD_TASK_MS = 50;

const round = (ms: number): number => Math.round(ms * 10) / 10;

function nodeTimes(): { median: number; fastest: number; slowest: number; estimate: FightEstimate } {
  const state = sampleFight();
  estimateFight(state, { runs: 1000, seed: 'warm-up' });
  const times: number[] = [];
  let estimate = estimateFight(state, { runs: 0, seed: SEED });
  for (let r = 0; r < REPEATS; r += 1) {
    const start = performance.now();
    estimate = estimateFight(state, { runs: RUNS, seed: SEED });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[(REPEATS - 1) >> 1] ?? 0,
    fastest: times[0] ?? 0,
    slowest: times[REPEATS - 1] ?? 0,
    estimate,
  };
}

async function browserRun(): Promise<FightOddsPageResult> {
  const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : 5173;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/scripts/bench/fight-odds.html?runs=${RUNS}&seed=${SEED}`);
    await page.waitForFunction(() => window.__fightOdds !== undefined, undefined, { timeout: 120_000 });
    const result = await page.evaluate(() => window.__fightOdds);
    if (result === undefined || 'error' in result) {
      throw new Error(`fight-odds page: ${result?.error ?? 'no result'}`);
    }
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

const node = nodeTimes();
console.log(
  `node: estimateFight × ${RUNS}: median ${round(node.median)} ms over ${REPEATS} runs ` +
    `(fastest ${round(node.fastest)} ms, slowest ${round(node.slowest)} ms), budget ${BUDGET_MS} ms`,
);
const e = node.estimate;
console.log(
  `estimate: win ${e.win}, lose ${e.lose} (capped ${e.capped}), escape ${e.escape}, ` +
    `crew member killed ${e.loseCrewMember}, HP lost ${e.expectedHpLost}, turns ${e.meanTurns}`,
);

const web = await browserRun();
const mainThreadLongestTaskMs = Math.max(web.longestLongTaskMs, web.heartbeatMaxGapMs);
console.log(
  `chromium worker: ${RUNS} fights in ${round(web.workerMs)} ms (second run ${round(web.secondRunMs)} ms), ` +
    `${web.progressReports} progress reports`,
);
console.log(
  `main thread: ${web.longTasks} long tasks (longest ${round(web.longestLongTaskMs)} ms), ` +
    `largest timer gap ${round(web.heartbeatMaxGapMs)} ms, largest frame gap ${round(web.frameMaxGapMs)} ms`,
);
const sameSeedSameResult =
  web.sameSeedSameResult && JSON.stringify(web.estimate) === JSON.stringify(node.estimate);
console.log(`same seed, same estimate (worker twice, worker vs node): ${sameSeedSameResult}`);
console.log(`a cancelled job resolves to null and the worker serves the next one: ${web.cancelWorks}`);

console.log(
  JSON.stringify({
    bench: 'fight-odds',
    runs: RUNS,
    nodeMedianMs: round(node.median),
    workerMs: round(web.workerMs),
    mainThreadLongestTaskMs: round(mainThreadLongestTaskMs),
    sameSeedSameResult,
    cancelWorks: web.cancelWorks,
    budget: { ms: BUDGET_MS, mainThreadTaskMs: MAIN_THREAD_TASK_MS },
    withinBudget:
      node.median <= BUDGET_MS &&
      web.workerMs <= BUDGET_MS &&
      mainThreadLongestTaskMs <= MAIN_THREAD_TASK_MS &&
      sameSeedSameResult,
  }),
);
