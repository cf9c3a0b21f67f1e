import { requestHeatmap } from '../../../src/workers/heatmapClient';
import { watchMainThread } from './oddsPageKit';
import { BENCH_ODDS, fringeHeatmapScenario, heatmapScenario, mapDigest } from './heatmapScenario';

/**
 * The browser half of `npm run bench -- heatmap`, served by Vite at /scripts/bench/heatmap.html
 * (`?repeats=15`). It warms the worker up, then asks for the full map `repeats` times through the app's
 * client, timing each from the request to the map on the main thread (and the worker's own time), then the
 * same board as a Fringe battle with the `fringe` scorer, while the main thread watches itself (a longtask
 * observer, timer and frame heartbeats). Then it checks that a
 * request superseded by a newer one resolves to null at once and the newer one still arrives.
 * Result: `window.__heatmapBench`.
 */

export interface HeatmapPageResult {
  readonly repeats: number;
  /** Main thread: request to map, each run, in order. */
  readonly roundTripMs: readonly number[];
  /** The worker's own time for each run. */
  readonly workerMs: readonly number[];
  readonly longTasks: number;
  readonly longestLongTaskMs: number;
  readonly heartbeatMaxGapMs: number;
  readonly frameMaxGapMs: number;
  readonly digest: string;
  readonly sameEveryTime: boolean;
  readonly supersedeWorks: boolean;
  /** The same board as a Fringe battle, the `fringe` scorer: each run's times and the map's digest. */
  readonly fringe: {
    readonly roundTripMs: readonly number[];
    readonly workerMs: readonly number[];
    readonly digest: string;
    readonly sameEveryTime: boolean;
  };
}

declare global {
  interface Window {
    __heatmapBench?: HeatmapPageResult | { error: string };
  }
}

async function measure(): Promise<HeatmapPageResult> {
  const repeats = Number(new URLSearchParams(location.search).get('repeats') ?? 15);
  const { board, request } = heatmapScenario();
  const scorer = { name: 'odds-table', params: BENCH_ODDS } as const;

  // The same board as a Fringe battle, set up before the main thread starts watching itself.
  const fringe = fringeHeatmapScenario();
  const fringeScorer = { name: 'fringe', params: fringe.params } as const;

  // Loads and compiles the worker's modules, so the timed runs measure the map.
  for (let i = 0; i < 3; i++) await requestHeatmap(board, request, { scorer }).promise;
  for (let i = 0; i < 3; i++)
    await requestHeatmap(fringe.board, fringe.request, { scorer: fringeScorer }).promise;

  const stopWatching = watchMainThread();

  const roundTripMs: number[] = [];
  const workerMs: number[] = [];
  const digests = new Set<string>();
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    const map = await requestHeatmap(board, request, { scorer, onTiming: (ms) => workerMs.push(ms) }).promise;
    roundTripMs.push(performance.now() - start);
    if (map === null) throw new Error('a timed map was superseded');
    digests.add(mapDigest(map));
  }
  // The Fringe scorer: the battle's own rules on every square, in the same worker.
  const fringeRoundTripMs: number[] = [];
  const fringeWorkerMs: number[] = [];
  const fringeDigests = new Set<string>();
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    const map = await requestHeatmap(fringe.board, fringe.request, {
      scorer: fringeScorer,
      onTiming: (ms) => fringeWorkerMs.push(ms),
    }).promise;
    fringeRoundTripMs.push(performance.now() - start);
    if (map === null) throw new Error('a timed Fringe map was superseded');
    fringeDigests.add(mapDigest(map));
  }
  const watched = stopWatching();

  const old = requestHeatmap(board, request, { scorer });
  const newer = requestHeatmap(board, { ...request, resolution: 2 }, { scorer });
  const dropped = await old.promise;
  const kept = await newer.promise;

  return {
    repeats,
    roundTripMs,
    workerMs,
    ...watched,
    digest: [...digests][0] ?? '',
    sameEveryTime: digests.size === 1,
    supersedeWorks: dropped === null && kept !== null && kept.resolution === 2,
    fringe: {
      roundTripMs: fringeRoundTripMs,
      workerMs: fringeWorkerMs,
      digest: [...fringeDigests][0] ?? '',
      sameEveryTime: fringeDigests.size === 1,
    },
  };
}

measure().then(
  (result) => {
    window.__heatmapBench = result;
  },
  (error: unknown) => {
    window.__heatmapBench = { error: error instanceof Error ? error.message : String(error) };
  },
);
