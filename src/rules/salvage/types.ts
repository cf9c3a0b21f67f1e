/**
 * Words of the salvage skirmish shared by its rules modules (tables, tests, the mission engine). Pure data.
 * Numbers come from the salvage quick reference; the sentences are the project's own.
 */

/** The five sections of the Danger Tracker (1–4, 5–9, 10–15, 16–19, 20). */
export type DangerLevel = 'allQuiet' | 'low' | 'medium' | 'high' | 'maximum';

export const DANGER_LEVEL_ORDER: readonly DangerLevel[] = ['allQuiet', 'low', 'medium', 'high', 'maximum'];

export const DANGER_MIN = 1;
export const DANGER_MAX = 20;

// The condition ids are content words (the pack's effects name them), so they are defined in src/content.
export type { ConditionId } from '../../content/schemas/salvage';

/** The actions of the action table, in its order. */
export type ActionId =
  | 'move'
  | 'crawl'
  | 'run'
  | 'standUp'
  | 'goProne'
  | 'jump'
  | 'launch'
  | 'climb'
  | 'scale'
  | 'rangedAttack'
  | 'meleeAttack'
  | 'disengage'
  | 'shove'
  | 'useItem'
  | 'interact'
  | 'extractSalvage'
  | 'firstAid'
  | 'concentrate'
  | 'rest'
  | 'exert';

/** Unit stats a test may roll (D8 pools). */
export type PoolStat = 'muscle' | 'smarts' | 'armour';

/** Salvage quality types of the D8 quality table. */
export type SalvageQuality = 'scrap' | 'useful' | 'valuable' | 'rare';

/** The eight hazards of the D8 hazard table, by their number. */
export type HazardNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Injury results of the D44 injury table. */
export type InjuryId =
  | 'killed'
  | 'deathsDoor'
  | 'heavyTrauma'
  | 'rattledBrain'
  | 'blinded'
  | 'shatteredArm'
  | 'internalScarring'
  | 'damagedFilters'
  | 'limpingGait'
  | 'crackedVisor'
  | 'burnedCircuits'
  | 'nerveDamage'
  | 'battered'
  | 'insurancePayout';

/** Blight manifestation results of the 2D8 table (2..16). */
export type ManifestationId =
  | 'boilerLost'
  | 'weakened'
  | 'noSalvage'
  | 'noAugments'
  | 'spreadOut'
  | 'slowStart'
  | 'noPerk'
  | 'noExert'
  | 'shortSight'
  | 'itemDestroyed'
  | 'stashSpoiled'
  | 'lessCapacity'
  | 'upgradeLost'
  | 'blightSurge'
  | 'frailCrew';

/** What happened to a Boiler by the end of a mission (escape status table). */
export type EscapeStatus = 'escaped' | 'aliveNotEscaped' | 'mortallyWounded';
