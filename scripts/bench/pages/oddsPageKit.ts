import type { EstimatorJob, EstimatorOptions } from '../../../src/workers/estimatorClient';

/**
 * The browser half of the odds benches (`fight-odds`, `space-odds`): served by Vite, it warms the worker up,
 * then runs the estimate `repeats` times in the real module worker the app uses, timing each run on the
 * main thread (from posting the job to receiving the estimate), while the main thread watches itself: a
 * `longtask` PerformanceObserver (tasks over 50 ms) and a heartbeat that records the largest gap between two
 * timer callbacks and between two animation frames. Then it checks that a cancelled job resolves to null
 * and the worker serves the next one. Query: `?runs=10000&seed=…&repeats=5`.
 */

export interface OddsPageResult<E> {
  readonly runs: number;
  readonly seed: string;
  /** Main thread: from posting each job to receiving its estimate, in the order run. */
  readonly workerRunsMs: readonly number[];
  /** The median of `workerRunsMs`. */
  readonly workerMedianMs: number;
  readonly longTasks: number;
  /** Longest task the longtask observer saw (0 when none reached 50 ms). */
  readonly longestLongTaskMs: number;
  readonly heartbeatMaxGapMs: number;
  readonly frameMaxGapMs: number;
  /** Progress reports of the first timed run. */
  readonly progressReports: number;
  readonly estimate: E;
  /** Every timed run gave the same estimate. */
  readonly sameSeedSameResult: boolean;
  /** A job cancelled after its first progress report resolved to null, and the worker went on serving. */
  readonly cancelWorks: boolean;
}

type Estimate<S, E> = (
  state: S,
  runs: number,
  seed: string,
  options?: EstimatorOptions<never>,
) => EstimatorJob<E>;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1] ?? 0;
}

/** Watches the main thread until `stop` is called: long tasks, timer gaps, frame gaps. */
export function watchMainThread() {
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
  return () => {
    watching = false;
    for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
    observer.disconnect();
    return {
      longTasks: longTasks.length,
      longestLongTaskMs: longTasks.reduce((a, b) => Math.max(a, b), 0),
      heartbeatMaxGapMs,
      frameMaxGapMs,
    };
  };
}

export async function measureOdds<S, E>(
  estimate: Estimate<S, E>,
  state: S,
  defaultSeed: string,
): Promise<OddsPageResult<E>> {
  const params = new URLSearchParams(location.search);
  const runs = Number(params.get('runs') ?? 10_000);
  const seed = params.get('seed') ?? defaultSeed;
  const repeats = Math.max(1, Number(params.get('repeats') ?? 5));

  // Loads and compiles the worker's modules and warms the simulator up, so the timed runs measure it.
  await estimate(state, 1000, 'warm-up').promise;

  const stop = watchMainThread();
  let progressReports = 0;
  const workerRunsMs: number[] = [];
  const estimates: E[] = [];
  for (let r = 0; r < repeats; r += 1) {
    const onProgress =
      r === 0
        ? () => {
            progressReports += 1;
          }
        : undefined;
    const start = performance.now();
    const result = await estimate(state, runs, seed, { onProgress }).promise;
    workerRunsMs.push(performance.now() - start);
    if (result === null) throw new Error('An estimate was cancelled.');
    estimates.push(result);
  }
  const watched = stop();

  const doomed: EstimatorJob<E>[] = [];
  doomed.push(
    estimate(state, runs, 'cancelled', {
      chunk: 100,
      onProgress: () => {
        doomed[0]?.cancel();
      },
    }),
  );
  const cancelled = await doomed[0]?.promise;
  const after = await estimate(state, 10, seed).promise;
  const first = estimates[0];
  if (first === undefined) throw new Error('No estimate.');
  const runsOf = (e: E | null | undefined) => (e as { readonly runs?: number } | null | undefined)?.runs;
  return {
    runs,
    seed,
    workerRunsMs,
    workerMedianMs: median(workerRunsMs),
    ...watched,
    progressReports,
    estimate: first,
    sameSeedSameResult: estimates.every((e) => JSON.stringify(e) === JSON.stringify(first)),
    cancelWorks: cancelled === null && runsOf(after) === 10,
  };
}
