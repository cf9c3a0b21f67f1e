import type { SpaceCombat } from '../rules/kraken/space/combatTypes';
import type { SpaceEstimate } from '../rules/kraken/simulate/space/simulate';
import type { SpacePolicy } from '../rules/kraken/simulate/space/simulatePolicy';
import { estimatorClient, type EstimatorJob, type EstimatorOptions } from './estimatorClient';

/**
 * Main-thread client of the space-odds worker, the odds of the whole space combat (see estimatorClient.ts
 * for jobs, cancels and errors).
 */

export type SpaceOddsJob = EstimatorJob<SpaceEstimate>;
export type SpaceOddsOptions = EstimatorOptions<SpacePolicy>;

/** Estimates the rest of the space combat in the worker: `runs` simulated combats from `seed`. */
export const estimateSpaceInWorker = estimatorClient<SpaceCombat, SpacePolicy, SpaceEstimate>(
  () => new Worker(new URL('./spaceOdds.worker.ts', import.meta.url), { type: 'module' }),
  'space-odds',
  // The log is narration the simulator drops anyway; it is not worth copying to the worker.
  (state) => ({ ...state, log: [] }),
);
