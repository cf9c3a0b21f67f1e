import type { FightEstimate, FightPolicy, FightState } from '../rules/kraken/simulate';
import type { FightOddsMessage, FightOddsReply } from './fightOdds.worker';

/**
 * Main-thread client of the fight-odds worker. One worker is started on first use and reused; each call
 * is a job with its own id. `promise` resolves to the estimate, or to null when the job was cancelled;
 * it rejects when the worker reports an error or dies.
 */

export interface FightOddsJob {
  readonly promise: Promise<FightEstimate | null>;
  /** Stops the job (the worker drops it at its next chunk) and resolves the promise with null. */
  readonly cancel: () => void;
}

export interface FightOddsOptions {
  readonly policy?: FightPolicy;
  /** Fights per chunk in the worker. */
  readonly chunk?: number;
  /** Time box in milliseconds: the estimate then covers the fights done in time (see FightOddsRequest). */
  readonly maxMs?: number;
  /** Called after each chunk with the fights done so far. */
  readonly onProgress?: (done: number, runs: number) => void;
}

interface Job {
  readonly resolve: (estimate: FightEstimate | null) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((done: number, runs: number) => void) | undefined;
}

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

function handleReply(reply: FightOddsReply): void {
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

function fightOddsWorker(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL('./fightOdds.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<FightOddsReply>) => {
    handleReply(event.data);
  };
  started.onerror = (event: ErrorEvent) => {
    // A dead worker fails every job in flight; the next call starts a new one.
    const error = new Error(`The fight-odds worker failed: ${event.message}`);
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
    started.terminate();
    if (worker === started) worker = null;
  };
  worker = started;
  return started;
}

/** Estimates the rest of the fight in the worker: `runs` simulated fights from `seed`. */
export function estimateInWorker(
  state: FightState,
  runs: number,
  seed: string,
  options: FightOddsOptions = {},
): FightOddsJob {
  const id = nextId;
  nextId += 1;
  const promise = new Promise<FightEstimate | null>((resolve, reject) => {
    jobs.set(id, { resolve, reject, onProgress: options.onProgress });
  });
  const { policy, chunk, maxMs } = options;
  const message: FightOddsMessage = { id, state, runs, seed, policy, chunk, maxMs };
  fightOddsWorker().postMessage(message);
  return {
    promise,
    cancel: () => {
      const job = jobs.get(id);
      if (job === undefined) return;
      jobs.delete(id);
      worker?.postMessage({ id, cancel: true } satisfies FightOddsMessage);
      job.resolve(null);
    },
  };
}
