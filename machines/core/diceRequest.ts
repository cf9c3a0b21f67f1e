import type { RollModifier } from '../../src/rules/dice/need';
import type { DiceGroup } from '../../src/rules/dice/types';

/**
 * The dice-request protocol. A machine never rolls: when it needs dice it enters a state tagged
 * `awaiting-dice` with a request in `context.diceRequest`, and waits for a `dice.answer` event. The session
 * answers from the seeded RNG (digital dice), from the faces a player typed (manual dice), or a test answers
 * with scripted faces — one path for all three.
 */
export interface DiceRequest {
  /** Deterministic id: the purpose's key plus a counter kept in the machine's context. */
  readonly id: string;
  /** What the roll decides, in the project's words: "Open a B2 bulkhead". */
  readonly purpose: string;
  /** Who rolls, if anyone in particular. */
  readonly who: string | null;
  /** The dice to throw, one group per side for opposed rolls. */
  readonly groups: readonly DiceGroup[];
  /** Display notation of all groups, e.g. "2d6" or "3D8 pool vs 2D8 pool". */
  readonly dice: string;
  /** Flat modifier added to a summed reading. */
  readonly modifier: number;
  /** The number to reach, or null for a table roll. */
  readonly target: number | null;
  /** Exact probability of success computed before the roll, or null when there is no success to speak of. */
  readonly odds: number | null;
  /** Rules-reference entry id that explains the roll. */
  readonly rule: string;
  /** The modifiers the rule stacked into the dice and the target (shown with the result); may be empty. */
  readonly modifiers?: readonly RollModifier[];
}

export type DiceSource = 'digital' | 'manual' | 'script';

/** The answer to a dice request: the physical faces of each group, in the order of `request.groups`. */
export interface DiceAnswerEvent {
  readonly type: 'dice.answer';
  readonly requestId: string;
  readonly faces: readonly (readonly number[])[];
  readonly source: DiceSource;
}

/** The tag a state carries while it waits on a dice request. */
export const AWAITING_DICE = 'awaiting-dice';

/** Context shape every machine that asks for dice shares. */
export interface DiceRequestingContext {
  readonly diceRequest: DiceRequest | null;
}
