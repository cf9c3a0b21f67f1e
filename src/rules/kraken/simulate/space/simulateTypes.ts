import type { RngState } from '../../../dice/types';
import type { SpaceCombat, SpaceOutcome } from '../../space/combatTypes';

/**
 * The space-combat simulator's data (simulate.ts plays it): one simulated combat and a running tally. Apart
 * from simulate.ts so that the fast port (`simulateFast.ts`) imports these and simulate.ts imports it, never
 * the reverse.
 */

export interface SpacePolicy {
  /** Turns simulated at most (the current one counts); a combat still going counts as lost and `capped`. */
  readonly maxTurns: number;
  /** Try a T9 repair of SP when the ship has this many SP or fewer. */
  readonly repairAtSp: number;
  /** Try to escape when the ship has this many SP or fewer; 0: never. */
  readonly escapeAtSp: number;
}

export interface SimulatedSpaceCombat {
  /** Null only when the turn cap stopped it (`capped`). */
  readonly outcome: SpaceOutcome | null;
  readonly capped: boolean;
  /** Turns begun in the simulation; the turn in progress counts as one. */
  readonly turns: number;
  readonly sp: number;
  readonly combat: SpaceCombat;
  readonly rng: RngState;
}

/** Running totals of many simulated combats; chunks can follow one another (the RNG carries on). */
export interface SpaceTally {
  readonly runs: number;
  readonly won: number;
  readonly escaped: number;
  readonly retreated: number;
  /** Lost by a rule, or stopped by the turn cap (counted in `capped` too). */
  readonly lost: number;
  readonly capped: number;
  readonly turns: number;
  readonly spLeft: number;
  readonly rng: RngState;
}
