import type { EstimatorMessage, EstimatorReply } from './estimatorWorker';

/**
 * The main-thread side of an odds worker (`estimatorWorker.ts`). One worker is started on first use and
 * reused; each call is a job with its own id. `promise` resolves to the estimate, or to null when the job was
 * cancelled; it rejects when the worker reports an error or dies.
 */

export interface EstimatorJob<E> {
  readonly promise: Promise<E | null>;
  /** Stops the job (the worker drops it at its next chunk) and resolves the promise with null. */
  readonly cancel: () => void;
}

export interface EstimatorOptions<P> {
  readonly policy?: P;
  /** Simulations per chunk in the worker. */
  readonly chunk?: number;
  /** Time box in milliseconds: the estimate then covers the runs done in time (see EstimatorRequest). */
  readonly maxMs?: number;
  /** Called after each chunk with the runs done so far. */
  readonly onProgress?: (done: number, runs: number) => void;
}

interface Job<E> {
  readonly resolve: (estimate: E | null) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((done: number, runs: number) => void) | undefined;
}

/**
 * A client for one kind of odds worker. `startWorker` must itself contain the
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` call, so the bundler finds the
 * worker file; `name` is used in error messages ("the fight-odds worker"); `prepare` trims what the worker
 * does not need before the state is copied to it (default: the state as it is).
 */
export function estimatorClient<S, P, E>(
  startWorker: () => Worker,
  name: string,
  prepare: (state: S) => S = (state) => state,
): (state: S, runs: number, seed: string, options?: EstimatorOptions<P>) => EstimatorJob<E> {
  let worker: Worker | null = null;
  let nextId = 1;
  const jobs = new Map<number, Job<E>>();

  function handleReply(reply: EstimatorReply<E>): void {
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

  function current(): Worker {
    if (worker !== null) return worker;
    const started = startWorker();
    started.onmessage = (event: MessageEvent<EstimatorReply<E>>) => {
      handleReply(event.data);
    };
    started.onerror = (event: ErrorEvent) => {
      // A dead worker fails every job in flight; the next call starts a new one.
      const error = new Error(`The ${name} worker failed: ${event.message}`);
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
      started.terminate();
      if (worker === started) worker = null;
    };
    worker = started;
    return started;
  }

  return (state, runs, seed, options = {}) => {
    const id = nextId;
    nextId += 1;
    const promise = new Promise<E | null>((resolve, reject) => {
      jobs.set(id, { resolve, reject, onProgress: options.onProgress });
    });
    const { policy, chunk, maxMs } = options;
    const message: EstimatorMessage<S, P> = { id, state: prepare(state), runs, seed, policy, chunk, maxMs };
    current().postMessage(message);
    return {
      promise,
      cancel: () => {
        const job = jobs.get(id);
        if (job === undefined) return;
        jobs.delete(id);
        worker?.postMessage({ id, cancel: true } satisfies EstimatorMessage<S, P>);
        job.resolve(null);
      },
    };
  };
}
