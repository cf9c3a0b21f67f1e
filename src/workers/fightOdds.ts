import type { FightEstimate, FightPolicy, FightState } from '../rules/kraken/simulate';
import { estimatorClient, type EstimatorJob, type EstimatorOptions } from './estimatorClient';

/** Main-thread client of the fight-odds worker (see estimatorClient.ts for jobs, cancels and errors). */

export type FightOddsJob = EstimatorJob<FightEstimate>;
export type FightOddsOptions = EstimatorOptions<FightPolicy>;

/** Estimates the rest of the fight in the worker: `runs` simulated fights from `seed`. */
export const estimateInWorker = estimatorClient<FightState, FightPolicy, FightEstimate>(
  () => new Worker(new URL('./fightOdds.worker.ts', import.meta.url), { type: 'module' }),
  'fight-odds',
);
