/**
 * What every odds worker does, whatever it estimates (the fight odds, the space odds): it plays `runs`
 * simulations of `state` from `seed` in chunks, so it can report progress and notice a cancel between them,
 * and answers with the estimate. Chunking does not change the estimate: the tally carries the RNG state from
 * one chunk to the next. A worker file passes its estimator's three functions to `serveEstimator`; the
 * main-thread side is `estimatorClient.ts`.
 */
import { yieldToMessages } from './yieldToMessages';

export interface EstimatorRequest<S, P> {
  readonly id: number;
  readonly state: S;
  readonly runs: number;
  readonly seed: string;
  readonly policy?: P;
  /** Simulations per chunk (the estimator's default when absent). */
  readonly chunk?: number;
  /**
   * Optional time box: stop after the chunk that passes this many milliseconds and report the runs done so
   * far (the estimate's `runs` says how many). The estimate is then that of the first `runs` simulations of
   * the seed, so a time-boxed result is only repeatable for the same count.
   */
  readonly maxMs?: number;
}

export interface EstimatorCancel {
  readonly id: number;
  readonly cancel: true;
}

export type EstimatorMessage<S, P> = EstimatorRequest<S, P> | EstimatorCancel;

export type EstimatorReply<E> =
  | { readonly id: number; readonly progress: number; readonly runs: number }
  /** `ms`: the worker's own wall time for the whole estimate. */
  | { readonly id: number; readonly result: E; readonly ms: number }
  | { readonly id: number; readonly error: string };

/** An estimator as the worker drives it: a tally started from a seed, grown chunk by chunk, summed up. */
export interface Estimator<S, P, T extends { readonly runs: number }, E> {
  readonly start: (seed: string) => T;
  readonly tally: (state: S, tally: T, runs: number, policy?: P) => T;
  readonly estimate: (tally: T) => E;
  /** Simulations per chunk when the request names none (about 25 ms of work). */
  readonly chunk: number;
}

/** Makes this worker serve the estimator: call it once at the top of the worker file. */
export function serveEstimator<S, P, T extends { readonly runs: number }, E>(
  estimator: Estimator<S, P, T, E>,
): void {
  const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
  const cancelled = new Set<number>();
  const running = new Set<number>();
  const post = (reply: EstimatorReply<E>) => {
    scope.postMessage(reply);
  };

  async function run(request: EstimatorRequest<S, P>): Promise<void> {
    const { id, state, runs, seed, policy } = request;
    const chunk = Math.max(1, Math.floor(request.chunk ?? estimator.chunk));
    running.add(id);
    const start = performance.now();
    try {
      let tally = estimator.start(seed);
      while (tally.runs < runs) {
        tally = estimator.tally(state, tally, Math.min(chunk, runs - tally.runs), policy);
        if (request.maxMs !== undefined && performance.now() - start >= request.maxMs) break;
        if (tally.runs < runs) {
          post({ id, progress: tally.runs, runs });
          await yieldToMessages();
          if (cancelled.has(id)) return;
        }
      }
      post({ id, result: estimator.estimate(tally), ms: performance.now() - start });
    } catch (error) {
      post({ id, error: error instanceof Error ? error.message : String(error) });
    } finally {
      running.delete(id);
      cancelled.delete(id);
    }
  }

  scope.onmessage = (event: MessageEvent<EstimatorMessage<S, P>>) => {
    const message = event.data;
    if ('cancel' in message) {
      if (running.has(message.id)) cancelled.add(message.id);
      return;
    }
    void run(message);
  };
}
