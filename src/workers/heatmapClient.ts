import type { Board } from '../rules/board/types';
import type { HeatMap, HeatmapRequest } from '../rules/board/heatmap';
import type { ScorerSpec } from './heatmapScorers';
import type { HeatmapJobRequest, HeatmapWorkerMessage, HeatmapWorkerReply } from './heatmap.worker';

/**
 * The main-thread side of the heat-map worker (heatmap.worker.ts). One worker, started on first use. Each
 * request supersedes the one before it: the older promise resolves to null at once and the worker drops
 * that job at its next piece, so a drag that moves on never waits for a map nobody will see.
 */

export interface HeatmapJob {
  /** The map, or null when a newer request or a cancel came first; rejects when the worker fails. */
  readonly promise: Promise<HeatMap | null>;
  /** Drops the job (if it is still the newest) and resolves its promise with null. */
  readonly cancel: () => void;
}

export interface HeatmapClientOptions {
  /** A registered scorer and its parameters (heatmapScorers.ts). */
  readonly scorer?: ScorerSpec | null;
  /** Squares per piece in the worker. */
  readonly chunk?: number;
  /** Called with the worker's own milliseconds when the map arrives. */
  readonly onTiming?: (ms: number) => void;
}

interface Pending {
  readonly id: number;
  readonly resolve: (map: HeatMap | null) => void;
  readonly reject: (error: Error) => void;
  readonly onTiming: ((ms: number) => void) | undefined;
}

/**
 * A heat-map client. `startWorker` must itself contain the
 * `new Worker(new URL('./heatmap.worker.ts', import.meta.url), { type: 'module' })` call so the bundler
 * finds the worker file (requestHeatmap below does).
 */
export function heatmapClient(
  startWorker: () => Worker,
): (board: Board, request: HeatmapRequest, options?: HeatmapClientOptions) => HeatmapJob {
  let worker: Worker | null = null;
  let nextId = 1;
  let pending: Pending | null = null;

  function settle(id: number, outcome: { map: HeatMap; ms: number } | { error: Error } | null): void {
    if (pending === null || pending.id !== id) return;
    const job = pending;
    pending = null;
    if (outcome === null) job.resolve(null);
    else if ('error' in outcome) job.reject(outcome.error);
    else {
      job.onTiming?.(outcome.ms);
      job.resolve(outcome.map);
    }
  }

  function current(): Worker {
    if (worker !== null) return worker;
    const started = startWorker();
    started.onmessage = (event: MessageEvent<HeatmapWorkerReply>) => {
      const reply = event.data;
      if ('error' in reply) settle(reply.id, { error: new Error(reply.error) });
      else settle(reply.id, { map: reply.map, ms: reply.ms });
    };
    started.onerror = (event: ErrorEvent) => {
      // A dead worker fails the job in flight; the next request starts a new one.
      if (pending !== null)
        settle(pending.id, { error: new Error(`The heat-map worker failed: ${event.message}`) });
      started.terminate();
      if (worker === started) worker = null;
    };
    worker = started;
    return started;
  }

  return (board, request, options = {}) => {
    if (pending !== null) settle(pending.id, null);
    const id = nextId;
    nextId += 1;
    const promise = new Promise<HeatMap | null>((resolve, reject) => {
      pending = { id, resolve, reject, onTiming: options.onTiming };
    });
    const message: HeatmapJobRequest = {
      id,
      board,
      request,
      ...(options.scorer === undefined ? {} : { scorer: options.scorer }),
      ...(options.chunk === undefined ? {} : { chunk: options.chunk }),
    };
    current().postMessage(message satisfies HeatmapWorkerMessage);
    return {
      promise,
      cancel: () => {
        if (pending?.id !== id) return;
        worker?.postMessage({ id, cancel: true } satisfies HeatmapWorkerMessage);
        settle(id, null);
      },
    };
  };
}

/** Maps a board in the app's heat-map worker (each call supersedes the previous one). */
export const requestHeatmap = heatmapClient(
  () => new Worker(new URL('./heatmap.worker.ts', import.meta.url), { type: 'module' }),
);
