import type { SpaceCombat } from '../rules/kraken/space/combatTypes';
import type { SpaceEstimate } from '../rules/kraken/space/simulate';
import type { SpacePolicy } from '../rules/kraken/space/simulatePolicy';
import type { SpaceOddsMessage, SpaceOddsReply } from './spaceOdds.worker';

/**
 * Main-thread client of the space-odds worker (the odds of the whole space combat). One worker is started on first use and reused; each call
 * is a job with its own id. `promise` resolves to the estimate, or to null when the job was cancelled;
 * it rejects when the worker reports an error or dies.
 */

export interface SpaceOddsJob {
  readonly promise: Promise<SpaceEstimate | null>;
  /** Stops the job (the worker drops it at its next chunk) and resolves the promise with null. */
  readonly cancel: () => void;
}

export interface SpaceOddsOptions {
  readonly policy?: SpacePolicy;
  /** Combats per chunk in the worker. */
  readonly chunk?: number;
  /** Time box in milliseconds: the estimate then covers the combats done in time (see SpaceOddsRequest). */
  readonly maxMs?: number;
  /** Called after each chunk with the combats done so far. */
  readonly onProgress?: (done: number, runs: number) => void;
}

interface Job {
  readonly resolve: (estimate: SpaceEstimate | null) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((done: number, runs: number) => void) | undefined;
}

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

function handleReply(reply: SpaceOddsReply): void {
  const job = jobs.get(reply.id);
  if (job === undefined) return;
  if ('progress' in reply) {
    job.onProgress?.(reply.progress, reply.runs);
    return;
  }
  jobs.delete(reply.id);
  if ('error' in reply) job.reject(new Error(reply.error));
  else job.resolve(reply.result);
}

function spaceOddsWorker(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL('./spaceOdds.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<SpaceOddsReply>) => {
    handleReply(event.data);
  };
  started.onerror = (event: ErrorEvent) => {
    // A dead worker fails every job in flight; the next call starts a new one.
    const error = new Error(`The space-odds worker failed: ${event.message}`);
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
    started.terminate();
    if (worker === started) worker = null;
  };
  worker = started;
  return started;
}

/** Estimates the rest of the space combat in the worker: `runs` simulated combats from `seed`. */
export function estimateSpaceInWorker(
  state: SpaceCombat,
  runs: number,
  seed: string,
  options: SpaceOddsOptions = {},
): SpaceOddsJob {
  const id = nextId;
  nextId += 1;
  const promise = new Promise<SpaceEstimate | null>((resolve, reject) => {
    jobs.set(id, { resolve, reject, onProgress: options.onProgress });
  });
  const { policy, chunk, maxMs } = options;
  // The log is narration the simulator drops anyway; it is not worth copying to the worker.
  const message: SpaceOddsMessage = { id, state: { ...state, log: [] }, runs, seed, policy, chunk, maxMs };
  spaceOddsWorker().postMessage(message);
  return {
    promise,
    cancel: () => {
      const job = jobs.get(id);
      if (job === undefined) return;
      jobs.delete(id);
      worker?.postMessage({ id, cancel: true } satisfies SpaceOddsMessage);
      job.resolve(null);
    },
  };
}
