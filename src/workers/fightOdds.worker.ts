import type { FightEstimate, FightPolicy, FightState } from '../rules/kraken/simulate/simulate';
import { estimateFromTally, startTally, tallyFights } from '../rules/kraken/simulate/simulate';
import { serveEstimator, type EstimatorMessage, type EstimatorReply } from './estimatorWorker';

/**
 * The fight-odds worker: `estimateFight` off the main thread, in chunks of simulated fights (see
 * estimatorWorker.ts). Start it with `new Worker(new URL('./fightOdds.worker.ts', import.meta.url),
 * { type: 'module' })` (fightOdds.ts does).
 */

export type FightOddsMessage = EstimatorMessage<FightState, FightPolicy>;
export type FightOddsReply = EstimatorReply<FightEstimate>;

/** Fights per chunk: about 25 ms. */
export const DEFAULT_CHUNK = 500;

serveEstimator({ start: startTally, tally: tallyFights, estimate: estimateFromTally, chunk: DEFAULT_CHUNK });
