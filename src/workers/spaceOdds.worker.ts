import type { SpaceCombat } from '../rules/kraken/space/combatTypes';
import type { SpaceEstimate } from '../rules/kraken/simulate/space/simulate';
import type { SpacePolicy } from '../rules/kraken/simulate/space/simulatePolicy';
import {
  spaceEstimateFromTally,
  startSpaceTally,
  tallySpaceCombats,
} from '../rules/kraken/simulate/space/simulate';
import { serveEstimator, type EstimatorMessage, type EstimatorReply } from './estimatorWorker';

/**
 * The space-odds worker: the space-combat estimator (`rules/kraken/simulate/space/simulate.ts`) off the main thread,
 * in chunks of simulated combats (see estimatorWorker.ts). Start it with
 * `new Worker(new URL('./spaceOdds.worker.ts', import.meta.url), { type: 'module' })` (spaceOdds.ts does).
 */

export type SpaceOddsMessage = EstimatorMessage<SpaceCombat, SpacePolicy>;
export type SpaceOddsReply = EstimatorReply<SpaceEstimate>;

/** Combats per chunk. */
export const DEFAULT_CHUNK = 250;

serveEstimator({
  start: startSpaceTally,
  tally: tallySpaceCombats,
  estimate: spaceEstimateFromTally,
  chunk: DEFAULT_CHUNK,
});
