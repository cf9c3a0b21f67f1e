import type { Board } from '../rules/board/types';
import { fillHeatmap, planHeatmap, type HeatMap, type HeatmapRequest } from '../rules/board/heatmap';
import { scorerFor, type ScorerSpec } from './heatmapScorers';
import { yieldToMessages } from './yieldToMessages';

/**
 * The heat-map worker: `planHeatmap` and `fillHeatmap` (rules/board/heatmap) off the main thread, in pieces
 * of `chunk` squares with a look at the message queue between pieces. A request supersedes every older one
 * (the drag moved on): an older job stops at its next piece and answers nothing. A cancel stops a job the
 * same way. The map comes back with its arrays transferred, not copied. Client: heatmapClient.ts.
 */

export interface HeatmapJobRequest {
  readonly id: number;
  readonly board: Board;
  readonly request: HeatmapRequest;
  /** A registered scorer by name (heatmapScorers.ts), or none. */
  readonly scorer?: ScorerSpec | null;
  /** Squares per piece (default CHUNK). */
  readonly chunk?: number;
}

export interface HeatmapJobCancel {
  readonly id: number;
  readonly cancel: true;
}

export type HeatmapWorkerMessage = HeatmapJobRequest | HeatmapJobCancel;

export type HeatmapWorkerReply =
  /** `ms`: the worker's own wall time for the map, from the request's arrival. */
  | { readonly id: number; readonly map: HeatMap; readonly ms: number }
  | { readonly id: number; readonly error: string };

/** Squares per piece: a few milliseconds of work, so a newer request waits little. */
export const CHUNK = 400;

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
/** The id of the last request received; any other job is stale. */
let newest = 0;
const cancelled = new Set<number>();

function stale(id: number): boolean {
  return id !== newest || cancelled.has(id);
}

async function run(job: HeatmapJobRequest): Promise<void> {
  const start = performance.now();
  try {
    const scorer = scorerFor(job.scorer);
    const plan = planHeatmap(job.board, job.request);
    const chunk = Math.max(1, Math.floor(job.chunk ?? CHUNK));
    for (let from = 0; from < plan.map.count; from += chunk) {
      if (from > 0) {
        await yieldToMessages();
        if (stale(job.id)) return;
      }
      fillHeatmap(plan, from, from + chunk, scorer);
    }
    const { map } = plan;
    const reply: HeatmapWorkerReply = { id: job.id, map, ms: performance.now() - start };
    const buffers = [map.level, map.x, map.z, map.y, map.sight, map.pointsSeen, map.crossing, map.distance];
    const more = [map.moveCost, map.odds];
    scope.postMessage(
      reply,
      [...buffers, ...more].map((a) => a.buffer),
    );
  } catch (error) {
    scope.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies HeatmapWorkerReply);
  } finally {
    cancelled.delete(job.id);
  }
}

scope.onmessage = (event: MessageEvent<HeatmapWorkerMessage>) => {
  const message = event.data;
  if ('cancel' in message) {
    // Only the newest job can still be running: an older one is stale already.
    if (message.id === newest) cancelled.add(message.id);
    return;
  }
  newest = message.id;
  cancelled.clear();
  void run(message);
};
