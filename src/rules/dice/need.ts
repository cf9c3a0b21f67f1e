import type { CheckSpec } from './checks.types';
import type { DiceGroup } from './types';

/**
 * What a rule asks to have rolled — the one roll contract of every game (DESIGN principle 3: a rule never
 * rolls). A machine turns a need into a dice request with `requestFor` (machines/core/roll.ts) and hands the
 * faces back to the rule. The dice are stated one of two ways:
 * - as a `check` of the dice kernel (Space Kraken d6 and 2d6 checks, table rolls, Fringe checks): its dice
 *   groups, modifier, target and exact odds come from `planCheck`;
 * - as raw `groups` with a `target` (the salvage engine's pools, where the rule has already stacked every
 *   modifier into the dice and the TN).
 * `odds` is the need's own: a rule may sharpen the plan's (initiative carries the chance the crew acts
 * first) or have no success to speak of (null).
 */
/**
 * One thing that made a roll what it is — a pool's source of dice, a TN change, a boost — in the project's
 * words ("Target in Cover", "attack TN +1"). The rule that stacks it says so; the UI shows it beside the
 * result, for digital dice as much as for manual ones, and never works it out again.
 */
export interface RollModifier {
  readonly label: string;
  readonly value: string;
}

export type RollNeed = {
  /** What the roll decides, in the project's words. */
  readonly purpose: string;
  /** Who throws, if anyone in particular (a name a player reads). */
  readonly who?: string | null;
  /** Rules-reference entry id that explains the roll. */
  readonly rule: string;
  /** Exact chance of success, or null when there is none to speak of (a table roll). */
  readonly odds: number | null;
  /** What made the dice, the target and so the odds, in order (absent: nothing beyond the plain roll). */
  readonly modifiers?: readonly RollModifier[];
} & (
  | { readonly check: CheckSpec }
  | {
      /** One group per side of an opposed roll. */
      readonly groups: readonly DiceGroup[];
      /** The number to reach, or null for a table roll. */
      readonly target: number | null;
      /** Flat modifier added to a summed reading (0 when none). */
      readonly modifier?: number;
    }
);

/** A need stated as a check of the dice kernel, which the rule reads back with `resolveCheck`. */
export type CheckNeed = Extract<RollNeed, { readonly check: CheckSpec }>;
