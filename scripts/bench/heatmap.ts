/**
 * Heat-map bench: a full map of a 36" × 36" three-level board at 1" squares against one target must take at
 * most 50 ms in a worker (issue 17), while the main thread never runs a task over 50 ms.
 * (a) Node: median wall time of `heatMap` (every square of every level: footing, sight, distance, the
 *     straight move's cost, the odds table) on the render-stats board, after a warm-up (heatmapScenario.ts).
 * (b) Headless Chromium: Vite serves scripts/bench/heatmap.html; the page asks the app's heat-map worker
 *     (`requestHeatmap`) for the same map and times each from request to map on the main thread. The
 *     worker's map must equal Node's, number for number. Ratios are to the 50 ms budget.
 * (c) The same board as a Fringe battle with the `fringe` scorer (the battle's own rules on every square,
 *     moves tried in four modes), in Node and in the worker, under the same budget and the same equality.
 */
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { heatMap, heatmapCounts, oddsTableScorer, type HeatmapScorer } from '../../src/rules/board/heatmap';
import { fringeScorer } from '../../src/rules/fringe/heatmap';
import { chromiumLaunchOptions } from '../lib/chromium';
import type { HeatmapPageResult } from './pages/heatmapPage';
import { BENCH_ODDS, fringeHeatmapScenario, heatmapScenario, mapDigest } from './pages/heatmapScenario';

const REPEATS = 15;
const BUDGET_MS = 50;
const MAIN_THREAD_TASK_MS = 50;

const round = (ms: number): number => Math.round(ms * 10) / 10;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Median Node time of a full map, after a warm-up, and the last map. */
function nodeRun(
  board: Parameters<typeof heatMap>[0],
  request: Parameters<typeof heatMap>[1],
  scorer: () => HeatmapScorer,
) {
  for (let i = 0; i < 3; i++) heatMap(board, request, scorer());
  const ms: number[] = [];
  let map = heatMap(board, request, scorer());
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    map = heatMap(board, request, scorer());
    ms.push(performance.now() - start);
  }
  return { map, medianMs: median(ms) };
}

const { board, request } = heatmapScenario();
const node = nodeRun(board, request, () => oddsTableScorer(BENCH_ODDS));
const nodeMap = node.map;
const counts = heatmapCounts(nodeMap);
console.log(
  `map: ${String(nodeMap.count)} squares on ${String(new Set(nodeMap.level).size)} levels ` +
    `(${String(counts.clear)} clear, ${String(counts.cover)} cover, ${String(counts.blocked)} blocked, ` +
    `${String(counts.reachable)} within the 6" move); ${request.moverId} against ${request.targetId}`,
);
console.log(`node: heatMap median ${round(node.medianMs)} ms over ${String(REPEATS)} runs`);

const fringe = fringeHeatmapScenario();
const fringeNode = nodeRun(fringe.board, fringe.request, () => fringeScorer(fringe.params));
const fringeCounts = heatmapCounts(fringeNode.map);
let fringeScored = 0;
for (let k = 0; k < fringeNode.map.count; k++)
  if (!Number.isNaN(fringeNode.map.odds[k] ?? NaN)) fringeScored++;
console.log(
  `fringe map: ${String(fringeNode.map.count)} squares (${String(fringeCounts.reachable)} within the 6" move, ` +
    `${String(fringeScored)} with odds); node median ${round(fringeNode.medianMs)} ms`,
);

async function browserRun(): Promise<HeatmapPageResult> {
  const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : 5173;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${String(port)}/scripts/bench/heatmap.html?repeats=${String(REPEATS)}`);
    await page.waitForFunction(() => window.__heatmapBench !== undefined, undefined, { timeout: 120_000 });
    const result = await page.evaluate(() => window.__heatmapBench);
    if (result === undefined || 'error' in result)
      throw new Error(`heatmap page: ${result?.error ?? 'no result'}`);
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

const web = await browserRun();
const workerRoundTripMs = median(web.roundTripMs);
const workerOwnMs = median(web.workerMs);
const mainThreadLongestTaskMs = Math.max(web.longestLongTaskMs, web.heartbeatMaxGapMs);
console.log(
  `chromium worker: request to map median ${round(workerRoundTripMs)} ms (worker's own ${round(workerOwnMs)} ms) ` +
    `over ${String(web.repeats)} runs; ratio to the ${String(BUDGET_MS)} ms budget ${(workerRoundTripMs / BUDGET_MS).toFixed(2)}`,
);
console.log(
  `main thread: ${String(web.longTasks)} long tasks (longest ${round(web.longestLongTaskMs)} ms), ` +
    `largest timer gap ${round(web.heartbeatMaxGapMs)} ms, largest frame gap ${round(web.frameMaxGapMs)} ms`,
);
const sameMap = web.sameEveryTime && web.digest === mapDigest(nodeMap);
console.log(`the worker's map equals Node's, every run: ${String(sameMap)} (${web.digest})`);
console.log(`a superseded request resolves to null and the newer one arrives: ${String(web.supersedeWorks)}`);
const fringeWorkerMs = median(web.fringe.roundTripMs);
const fringeWorkerOwnMs = median(web.fringe.workerMs);
const fringeSameMap = web.fringe.sameEveryTime && web.fringe.digest === mapDigest(fringeNode.map);
console.log(
  `chromium worker, fringe scorer: request to map median ${round(fringeWorkerMs)} ms (worker's own ` +
    `${round(fringeWorkerOwnMs)} ms); ratio to the budget ${(fringeWorkerMs / BUDGET_MS).toFixed(2)}; ` +
    `equals Node's: ${String(fringeSameMap)}`,
);

console.log(
  JSON.stringify({
    bench: 'heatmap',
    squares: nodeMap.count,
    nodeMedianMs: round(node.medianMs),
    workerMs: round(workerRoundTripMs),
    workerOwnMs: round(workerOwnMs),
    ratioToBudget: Math.round((workerRoundTripMs / BUDGET_MS) * 100) / 100,
    mainThreadLongestTaskMs: round(mainThreadLongestTaskMs),
    sameMap,
    supersedeWorks: web.supersedeWorks,
    fringe: {
      squares: fringeNode.map.count,
      scored: fringeScored,
      nodeMedianMs: round(fringeNode.medianMs),
      workerMs: round(fringeWorkerMs),
      workerOwnMs: round(fringeWorkerOwnMs),
      ratioToBudget: Math.round((fringeWorkerMs / BUDGET_MS) * 100) / 100,
      sameMap: fringeSameMap,
    },
    budget: { ms: BUDGET_MS, mainThreadTaskMs: MAIN_THREAD_TASK_MS },
    withinBudget:
      workerRoundTripMs <= BUDGET_MS &&
      fringeWorkerMs <= BUDGET_MS &&
      mainThreadLongestTaskMs <= MAIN_THREAD_TASK_MS &&
      sameMap &&
      fringeSameMap &&
      web.supersedeWorks,
  }),
);
