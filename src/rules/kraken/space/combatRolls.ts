import type { CheckSpec } from '../../dice';
import type { RollModifier } from '../../dice/need';
import type { SpaceRoll } from './combatTypes';
import { planCheck } from '../../dice';
import { d6Check } from '../crew/rolls';

/**
 * The dice of a space combat as `RollNeed`s (src/rules/dice/need.ts), each with its exact odds: the kernel
 * never rolls, a machine throws and hands the face back.
 */

export function checkRoll(
  key: string,
  purpose: string,
  rule: string,
  check: CheckSpec,
  who: string | null,
  modifiers: readonly RollModifier[] = [],
): SpaceRoll {
  return {
    key,
    need: {
      purpose,
      who,
      rule,
      check,
      odds: planCheck(check).odds,
      ...(modifiers.length > 0 ? { modifiers } : {}),
    },
  };
}

/** One d6 + modifier against a target. */
export function d6Roll(
  key: string,
  purpose: string,
  rule: string,
  modifier: number,
  target: number,
  oneFails: boolean,
  who: string | null = null,
  modifiers: readonly RollModifier[] = [],
): SpaceRoll {
  return checkRoll(key, purpose, rule, d6Check(modifier, target, oneFails), who, modifiers);
}

/** A face read on a table (the system-damage d6 and d20). */
export function tableRoll(key: string, purpose: string, rule: string, notation: 'd6' | 'd20'): SpaceRoll {
  return { key, need: { purpose, who: null, rule, check: { kind: 'table-roll', notation }, odds: null } };
}

/** Exact chance that a d20 + modifier reaches the target (no natural rule applies). */
export function d20Odds(modifier: number, target: number): number {
  let pass = 0;
  for (let face = 1; face <= 20; face++) if (face + modifier >= target) pass++;
  return pass / 20;
}

/** Throws when a face could not come from the die (a caller's bug, not a player's error). */
export function assertFace(face: number, sides: number): void {
  if (!Number.isInteger(face) || face < 1 || face > sides)
    throw new Error(`Face ${String(face)} is not on a d${sides}.`);
}
