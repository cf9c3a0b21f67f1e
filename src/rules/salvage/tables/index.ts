/** The salvage skirmish's tables: the quick reference's numbers as pure look-ups. */
export {
  dangerLevel,
  DANGER_LEVEL_NAMES,
  DANGER_EFFECT_TEXT,
  advanceDanger,
  airlockInteractTn,
  airlocksOpenAutomatically,
  airlockCanCycle,
} from './danger';
export {
  qualityModifier,
  salvageQuality,
  MAX_EXTRACTIONS_PER_SITE,
  SALVAGE_QUALITY_NAMES,
} from './salvageQuality';
export type { Hazard, HazardTrigger } from './hazards';
export { HAZARDS, wasteChuteShift, wasteChuteDestination } from './hazards';
export type { Condition, ConditionRemoval } from './conditions';
export {
  CONDITIONS,
  BLEEDING_TN,
  conditionTnModifier,
  actionLimit,
  movementAfterConditions,
  pronePermits,
} from './conditions';
export type { ActionInfo } from './actions';
export { ACTIONS, EXTRA_INCHES, CRAWL_INCHES, DISENGAGE_INCHES, MAX_EXERT, MAX_CONCENTRATE } from './actions';
export {
  capacityUsed,
  overCapacity,
  maxPower,
  activationPower,
  itemsToDrop,
  startingLoadProblem,
} from './power';
export type { AttackSituation, AttackResult } from './attack';
export {
  ATTACK_TN,
  THROWN_SCATTER_INCHES,
  BLUNT_PUSH_INCHES,
  MELEE_PUSH_INCHES,
  attackSituation,
  bonusDice,
  armourPiercingDice,
  resolveAttack,
  weaponRefusal,
  thrownOutcome,
} from './attack';
export type { InjuryResult } from './injuries';
export { D44_READINGS, INSURANCE_SCRIP, modifiedInjury, injuryResult } from './injuries';
export type { Manifestation, EscapeOutcome } from './postGame';
export {
  gameLength,
  MAX_TRANSIT_DICE,
  transitFindDice,
  transitScrip,
  blightCheckTotal,
  blightManifests,
  manifestation,
  escapeOutcome,
} from './postGame';
export type { PickDie } from './pick';
export { pickDie, pickIndex } from './pick';
