import type { SpaceCombat } from '../rules/kraken/space/combatTypes';
import type { SpaceEstimate } from '../rules/kraken/space/simulate';
import type { SpacePolicy } from '../rules/kraken/space/simulatePolicy';
import { spaceEstimateFromTally, startSpaceTally, tallySpaceCombats } from '../rules/kraken/space/simulate';

/**
 * The space-odds worker: runs the space-combat estimator (`rules/kraken/space/simulate.ts`) off the main
 * thread, in chunks of simulated combats so it can report progress and notice a cancel between them.
 * Chunking does not change the estimate: the tally carries the RNG state from one chunk to the next. Start
 * it with `new Worker(new URL('./spaceOdds.worker.ts', import.meta.url), { type: 'module' })` (see
 * spaceOdds.ts).
 */

export interface SpaceOddsRequest {
  readonly id: number;
  readonly state: SpaceCombat;
  readonly runs: number;
  readonly seed: string;
  readonly policy?: SpacePolicy;
  /** Combats per chunk (default 250). */
  readonly chunk?: number;
  /**
   * Optional time box: stop after the chunk that passes this many milliseconds and report the combats done
   * so far (the estimate's `runs` says how many). The estimate is then that of the first `runs` combats of
   * the seed, so a time-boxed result is only repeatable for the same count.
   */
  readonly maxMs?: number;
}

export interface SpaceOddsCancel {
  readonly id: number;
  readonly cancel: true;
}

export type SpaceOddsMessage = SpaceOddsRequest | SpaceOddsCancel;

export type SpaceOddsReply =
  | { readonly id: number; readonly progress: number; readonly runs: number }
  /** `ms`: the worker's own wall time for the whole estimate. */
  | { readonly id: number; readonly result: SpaceEstimate; readonly ms: number }
  | { readonly id: number; readonly error: string };

export const DEFAULT_CHUNK = 250;

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
const cancelled = new Set<number>();
const running = new Set<number>();

function post(reply: SpaceOddsReply): void {
  scope.postMessage(reply);
}

/** Lets queued messages (a cancel) in between chunks; a MessageChannel is not clamped like setTimeout. */
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function run(request: SpaceOddsRequest): Promise<void> {
  const { id, state, runs, seed, policy } = request;
  const chunk = Math.max(1, Math.floor(request.chunk ?? DEFAULT_CHUNK));
  running.add(id);
  const start = performance.now();
  try {
    let tally = startSpaceTally(seed);
    while (tally.runs < runs) {
      tally = tallySpaceCombats(state, tally, Math.min(chunk, runs - tally.runs), policy);
      if (request.maxMs !== undefined && performance.now() - start >= request.maxMs) break;
      if (tally.runs < runs) {
        post({ id, progress: tally.runs, runs });
        await yieldToMessages();
        if (cancelled.has(id)) return;
      }
    }
    post({ id, result: spaceEstimateFromTally(tally), ms: performance.now() - start });
  } catch (error) {
    post({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
    cancelled.delete(id);
  }
}

scope.onmessage = (event: MessageEvent<SpaceOddsMessage>) => {
  const message = event.data;
  if ('cancel' in message) {
    if (running.has(message.id)) cancelled.add(message.id);
    return;
  }
  void run(message);
};
