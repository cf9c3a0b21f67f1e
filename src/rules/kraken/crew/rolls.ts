import type { CheckSpec } from '../../dice';
import type { CheckNeed } from '../../dice/need';
import { planCheck } from '../../dice';

/**
 * What a Space Kraken rule asks to have rolled. A rule never rolls (DESIGN principle 3): it returns a
 * `RollNeed` and a machine turns it into a dice request, then hands the faces back to the rule. The odds
 * come from `src/rules/dice` (`planCheck`), so every request shows its exact chance before the throw.
 */
/** A Space Kraken roll: a check of the dice kernel, keyed by the step it belongs to. */
export type RollNeed = CheckNeed & {
  /** Stable key of the step, e.g. 'spawn.reaction'. */
  readonly key: string;
};

/** The bounds `validateCheck` accepts for a 'kraken-attribute' check. */
const ATTRIBUTE_MAX = 20;
const TARGET_MAX = 60;

/**
 * A single d6 plus `modifier` against `target`, written as a 'kraken-attribute' check. Modifiers outside
 * 0..20 (overload penalties, stacked escape bonuses) are moved onto the target, which keeps every face's
 * verdict the same: d6 + m ≥ t is d6 + m' ≥ t − (m − m').
 */
export function d6Check(modifier: number, target: number, oneFails: boolean): CheckSpec {
  const attribute = Math.min(ATTRIBUTE_MAX, Math.max(0, modifier));
  const shifted = target - (modifier - attribute);
  // A target of 1 or less is met by every face; one above 26 by none. Clamping keeps both verdicts.
  const clamped = Math.min(TARGET_MAX, Math.max(1, shifted));
  return { kind: 'kraken-attribute', attribute, target: clamped, oneFails };
}

/** Exact chance that a face passes `d6Check(modifier, target, oneFails)`. */
export function d6Odds(modifier: number, target: number, oneFails: boolean): number {
  return planCheck(d6Check(modifier, target, oneFails)).odds ?? 0;
}

/** Whether one d6 face passes d6 + modifier ≥ target (a 1 fails first when `oneFails`). */
export function d6Passes(face: number, modifier: number, target: number, oneFails: boolean): boolean {
  assertFace(face, 6);
  if (oneFails && face === 1) return false;
  return face + modifier >= target;
}

export function needD6(
  key: string,
  purpose: string,
  rule: string,
  modifier: number,
  target: number,
  oneFails = false,
): RollNeed {
  const check = d6Check(modifier, target, oneFails);
  return { key, purpose, rule, check, odds: planCheck(check).odds };
}

/** A d6 or d20 read on a table: no target, the face is the result. */
export function needTable(key: string, purpose: string, rule: string, notation: 'd6' | 'd20'): RollNeed {
  return { key, purpose, rule, check: { kind: 'table-roll', notation }, odds: null };
}

/** Throws a sentence when a face could not come from the die (a bug in the caller, not a player error). */
export function assertFace(face: number, sides: number): void {
  if (!Number.isInteger(face) || face < 1 || face > sides) {
    throw new Error(`Face ${String(face)} is not on a d${sides}.`);
  }
}

/** Space Kraken §4 "Always round up": halving an odd number rounds up (7 → 4). */
export function halfUp(value: number): number {
  return Math.ceil(value / 2);
}
