import type { SpaceEstimate } from '../../../src/rules/kraken/space/simulate';
import type { SpaceOddsJob } from '../../../src/workers/spaceOdds';
import { sampleSpaceCombat } from '../../../src/rules/kraken/space/simulateFixtures';
import { estimateSpaceInWorker } from '../../../src/workers/spaceOdds';

/**
 * The browser half of `npm run bench -- space-odds`, served by Vite at /scripts/bench/space-odds.html
 * (`?runs=10000&seed=…`). It warms the worker up, then runs the estimate twice in the worker while the
 * main thread watches itself: a `longtask` PerformanceObserver (tasks over 50 ms) and a heartbeat that
 * records the largest gap between two timer callbacks and between two animation frames.
 * Result: `window.__spaceOdds`.
 */

export interface SpaceOddsPageResult {
  readonly runs: number;
  readonly seed: string;
  /** Main thread: from posting the job to receiving the estimate (first run). */
  readonly workerMs: number;
  readonly secondRunMs: number;
  readonly longTasks: number;
  /** Longest task the longtask observer saw (0 when none reached 50 ms). */
  readonly longestLongTaskMs: number;
  readonly heartbeatMaxGapMs: number;
  readonly frameMaxGapMs: number;
  readonly progressReports: number;
  readonly estimate: SpaceEstimate;
  readonly sameSeedSameResult: boolean;
  /** A job cancelled after its first progress report resolved to null, and the worker went on serving. */
  readonly cancelWorks: boolean;
}

declare global {
  interface Window {
    __spaceOdds?: SpaceOddsPageResult | { error: string };
  }
}

async function measure(): Promise<SpaceOddsPageResult> {
  const params = new URLSearchParams(location.search);
  const runs = Number(params.get('runs') ?? 10_000);
  const seed = params.get('seed') ?? 'space-odds-bench';
  const state = sampleSpaceCombat();

  // Loads and compiles the worker's modules, so the timed runs measure the simulation.
  await estimateSpaceInWorker(state, 300, 'warm-up').promise;

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  let watching = true;
  let lastBeat = performance.now();
  let heartbeatMaxGapMs = 0;
  const beat = () => {
    const now = performance.now();
    heartbeatMaxGapMs = Math.max(heartbeatMaxGapMs, now - lastBeat);
    lastBeat = now;
    if (watching) setTimeout(beat, 0);
  };
  setTimeout(beat, 0);
  let lastFrame = -1;
  let frameMaxGapMs = 0;
  const frame = (now: number) => {
    if (lastFrame >= 0) frameMaxGapMs = Math.max(frameMaxGapMs, now - lastFrame);
    lastFrame = now;
    if (watching) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  let progressReports = 0;
  const onProgress = () => {
    progressReports += 1;
  };
  const start = performance.now();
  const first = await estimateSpaceInWorker(state, runs, seed, { onProgress }).promise;
  const workerMs = performance.now() - start;
  const again = performance.now();
  const second = await estimateSpaceInWorker(state, runs, seed).promise;
  const secondRunMs = performance.now() - again;

  watching = false;

  const doomed: SpaceOddsJob[] = [];
  doomed.push(
    estimateSpaceInWorker(state, runs, 'cancelled', {
      chunk: 20,
      onProgress: () => {
        doomed[0]?.cancel();
      },
    }),
  );
  const cancelled = await doomed[0]?.promise;
  const after = await estimateSpaceInWorker(state, 10, seed).promise;

  for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
  observer.disconnect();
  if (first === null || second === null) throw new Error('An estimate was cancelled.');
  return {
    runs,
    seed,
    workerMs,
    secondRunMs,
    longTasks: longTasks.length,
    longestLongTaskMs: longTasks.reduce((a, b) => Math.max(a, b), 0),
    heartbeatMaxGapMs,
    frameMaxGapMs,
    progressReports,
    estimate: first,
    sameSeedSameResult: JSON.stringify(first) === JSON.stringify(second),
    cancelWorks: cancelled === null && after !== null && after.runs === 10,
  };
}

measure().then(
  (result) => {
    window.__spaceOdds = result;
  },
  (error: unknown) => {
    window.__spaceOdds = { error: error instanceof Error ? error.message : String(error) };
  },
);
