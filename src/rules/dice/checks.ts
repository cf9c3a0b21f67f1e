import type { CheckPlan, CheckResult, CheckSpec } from './checks.types';
import { planTargetRoll, resolveTargetRoll } from './checks.d6';
import { krakenRoll } from './checks.kraken';
import { fringeRoll, planBrawl, resolveBrawl } from './checks.fringe';
import {
  planSalvageAttack,
  planSalvageTest,
  resolveSalvageAttack,
  resolveSalvageTest,
} from './checks.salvage';
import { validateCheck } from './checks.validate';
import { formatDice, parseDice, readFaces } from './notation';
import { sumDistribution } from './distribution';
import { listFaces } from './checks.text';

/**
 * One entry point for every check of the three games: what to throw and the exact odds before the roll
 * (`planCheck`), and what the thrown faces mean (`resolveCheck`). Both refuse a check `validateCheck`
 * refuses, so a bad form can never reach the odds.
 */

export { validateCheck };

function assertValid(check: CheckSpec): void {
  const problem = validateCheck(check);
  if (problem !== null) throw new Error(problem);
}

export function planCheck(check: CheckSpec): CheckPlan {
  assertValid(check);
  switch (check.kind) {
    case 'kraken-attribute':
    case 'kraken-tech-2d6':
    case 'kraken-objective':
      return planTargetRoll(krakenRoll(check));
    case 'fringe-hit':
    case 'fringe-damage':
      return planTargetRoll(fringeRoll(check));
    case 'fringe-brawl':
      return planBrawl(check);
    case 'salvage-test':
      return planSalvageTest(check);
    case 'salvage-attack':
      return planSalvageAttack(check);
    case 'table-roll': {
      const spec = parseDice(check.notation);
      return {
        groups: [{ label: 'Table', spec }],
        modifier: 0,
        target: null,
        odds: null,
        distribution: sumDistribution(spec),
        summary: `Roll ${formatDice(spec)} on the table`,
      };
    }
  }
}

/** The faces of group `index`, or an error naming the group count that was expected. */
function group(faces: readonly (readonly number[])[], index: number, expected: number): readonly number[] {
  if (faces.length !== expected) {
    throw new Error(`Expected ${expected} group${expected === 1 ? '' : 's'} of dice, got ${faces.length}.`);
  }
  return faces[index] ?? [];
}

/** Reads the physical faces thrown for each group of `planCheck(check).groups`, in that order. */
export function resolveCheck(check: CheckSpec, faces: readonly (readonly number[])[]): CheckResult {
  assertValid(check);
  switch (check.kind) {
    case 'kraken-attribute':
    case 'kraken-tech-2d6':
    case 'kraken-objective':
      return resolveTargetRoll(krakenRoll(check), group(faces, 0, 1));
    case 'fringe-hit':
    case 'fringe-damage':
      return resolveTargetRoll(fringeRoll(check), group(faces, 0, 1));
    case 'fringe-brawl':
      return resolveBrawl(check, group(faces, 0, 2), group(faces, 1, 2));
    case 'salvage-test':
      return resolveSalvageTest(check, group(faces, 0, 1));
    case 'salvage-attack':
      return resolveSalvageAttack(check, group(faces, 0, 2), group(faces, 1, 2));
    case 'table-roll': {
      const spec = parseDice(check.notation);
      const thrown = group(faces, 0, 1);
      const value = readFaces(spec, thrown);
      return {
        success: null,
        value,
        narration: `${formatDice(spec)}: rolled ${listFaces(thrown)}, reads ${value}`,
        details: {},
      };
    }
  }
}
