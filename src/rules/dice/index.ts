/** The dice kernel: seedable RNG, notation, exact odds, salvage pools and the checks of all three games. */
export type * from './types';
export type * from './checks.types';
export { seedRng, nextUint32, rollDie, rollSpec } from './rng';
export {
  MAX_DICE,
  parseDice,
  formatDice,
  physicalDice,
  specProblem,
  validateFaces,
  readFace,
  readFaces,
} from './notation';
export type { OutcomeCounts } from './distribution';
export { sumCounts, sumDistribution, bruteForceDistribution, probabilityAtLeast } from './distribution';
export type { PoolJudgement, OpposedOdds } from './pool';
export {
  MIN_TN,
  MAX_TN,
  DEFAULT_TN,
  clampTn,
  judgePool,
  poolCounts,
  poolDistribution,
  poolBruteForce,
  poolAtLeast,
  opposedOutcome,
  opposedPoolOdds,
} from './pool';
export { planCheck, resolveCheck, validateCheck } from './checks';
export { bulkheadTarget } from './checks.kraken';
export type { BrawlHits } from './checks.fringe';
export { brawlBonus, brawlHits } from './checks.fringe';
