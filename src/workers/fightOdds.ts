import type { Fight } from '../rules/kraken/groundCombat/combatTypes';
import type { FightEstimate, FightPolicy, FightState } from '../rules/kraken/simulate/simulate';
import { fightStateOf } from '../rules/kraken/simulate/simulateFromFight';
import { estimatorClient, type EstimatorJob, type EstimatorOptions } from './estimatorClient';

/** Main-thread client of the fight-odds worker (see estimatorClient.ts for jobs, cancels and errors). */

export type FightOddsJob = EstimatorJob<FightEstimate>;
export type FightOddsOptions = EstimatorOptions<FightPolicy>;

/** Estimates the rest of the fight in the worker: `runs` simulated fights from `seed`. */
export const estimateInWorker = estimatorClient<FightState, FightPolicy, FightEstimate>(
  () => new Worker(new URL('./fightOdds.worker.ts', import.meta.url), { type: 'module' }),
  'fight-odds',
);

/**
 * The same, from a fight as the ground-combat machine holds it: the simulator's state is read here, so a
 * panel hands over the fight and never imports the simulators (they import the combat rules, never the
 * reverse; lint:arch).
 */
export function estimateFightInWorker(
  fight: Fight,
  runs: number,
  seed: string,
  options?: FightOddsOptions,
): FightOddsJob {
  return estimateInWorker(fightStateOf(fight), runs, seed, options);
}
