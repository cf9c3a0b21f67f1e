/**
 * Space Kraken's dungeon exploration on tile maps (§12–§13): spaces and adjacency, atmosphere zones and
 * oxygen, triggers, every map element, the exploration state and its steps, and a map validator. Pure:
 * data and dice faces in, data out.
 */
export type * from './types';
export { EMPTY_RECORD } from './types';
export * from './graph';
export * from './atmosphere';
export * from './triggers';
export * from './elements';
export * from './teleportal';
export * from './traders';
export * from './avoid';
export * from './crew';
export type * from './events';
export {
  DEFAULT_OXYGEN,
  EMPTY_MAP_MEMORY,
  activateInPlace,
  activeDisruptor,
  bossesAlive,
  bulkheadMemory,
  currentZone,
  deploy,
  isCleared,
  memoryOf,
  move,
  passageState,
  teleporterUsable,
  triggerMemory,
  zonesOf,
  type BeforeMove,
  type DeployInput,
  type Exploration,
  type MapMemory,
  type MoveInput,
  type Step,
  type Transit,
} from './exploration';
export {
  beginEncounter,
  endEncounter,
  resolveLaserStep,
  resolveMinesStep,
  resolveStoryLine,
  resolveTeleportal,
  type EncounterOutcome,
  type MinesInput,
  type TeleportInput,
} from './exploration.resolve';
export {
  activateElement,
  attemptBulkheadStep,
  crackBulkheadStep,
  disarmLaserStep,
  otherWayOut,
  repairHullBreach,
  useCloneStation,
  useMedStation,
  useQuestMaster,
  useTeleportal,
  visitAmmoDealer,
  visitShop,
  type BulkheadAttempt,
} from './exploration.activate';
export {
  arrive,
  exitLocation,
  goBack,
  solveReward,
  takeExit,
  teleportOut,
  waysOutHere,
  type LeaveInput,
} from './journey';
export { validateTileMap, type MapIssue } from './validate';
