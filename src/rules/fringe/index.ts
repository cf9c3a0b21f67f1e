/** The Fringe battle kernel: pure functions over a plain `Battle` (see README.md). */
export type * from './types';
export {
  startBattle,
  owed,
  resolve,
  refusal,
  decide,
  answer,
  applyDecision,
  decisionStep,
  type Owed,
} from './engine';
export {
  fringeDecisionSchema,
  pointSchema,
  MOVE_MODES,
  type FringeDecision,
  type FringeMoveMode,
} from './decisions';
export { shotOdds, viewShot, d6Odds, aimedOdds, toHitNumber, type ShotOdds, type ShotView } from './shooting';
export { brawlOdds, brawlHits, brawlBonuses } from './brawl';
export { chargeOptions, checkMove, bestMove, type MoveCheck } from './moves';
export { narrateEvent, journalLines, outcomeWords, placeWords } from './narrate';
export { startingLuck, luckProblem } from './profile';
export { enemyStep, behaviourOf } from './enemy';
export { battleBoard, standProblems } from './geometry';
export type { DecisionStep } from './refusal';
