/**
 * The shapes every dice module shares. Pure data: a dice request, its answer and the odds all speak these.
 */

/** The physical dice the three games use. A d3 is read from a d6 (halved, rounded up). */
export type DieKind = 'd3' | 'd4' | 'd6' | 'd8' | 'd20';

/**
 * How a group of dice is read.
 * - `sum`: add the faces (d6, 2d6, 2D8, d20, d3 …).
 * - `pool`: each die is judged on its own against a target number (salvage D8 pools).
 * - `d44`: two d4 read as tens and units (11..44).
 */
export type DiceRead = 'sum' | 'pool' | 'd44';

export interface DiceSpec {
  readonly count: number;
  readonly die: DieKind;
  readonly read: DiceRead;
}

/** Several groups are thrown for one request when two sides roll at once (opposed pools, brawls). */
export interface DiceGroup {
  /** Who or what this group is for, e.g. "Attacker (Smarts)". */
  readonly label: string;
  readonly spec: DiceSpec;
  /** A pool judged at another TN than the request's target (the defender's Armour roll); absent: the same. */
  readonly target?: number;
}

/** The whole state of the seedable generator: a plain value that survives JSON. */
export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** value → probability. Keys are the possible readings; values sum to 1. */
export type Distribution = ReadonlyMap<number, number>;
