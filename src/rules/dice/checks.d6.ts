import type { CheckPlan, CheckResult } from './checks.types';
import type { DiceSpec } from './types';
import { sumCounts, countsToDistribution } from './distribution';
import { readFaces } from './notation';
import { listFaces, margin } from './checks.text';

/**
 * The one shape behind Space Kraken's checks and Fringe's hit and damage rolls: sum some d6, add a flat
 * number, reach a target. Each game adds one twist on a single die: a natural 1 that always fails
 * (Space Kraken objectives and some checks) or a natural 6 that always succeeds (Fringe damage).
 */
export interface TargetRoll {
  readonly label: string;
  readonly spec: DiceSpec;
  readonly modifier: number;
  readonly target: number;
  /** A single die showing 1 fails whatever the total. */
  readonly oneFails: boolean;
  /** A single die showing 6 succeeds whatever the total. */
  readonly sixSucceeds: boolean;
  /** "d6 + Tech 5 against 9", used as the summary and to open the narration. */
  readonly head: string;
  /** Words for the outcome, e.g. ['passes', 'fails'] or ['a casualty', 'no casualty']. */
  readonly words: readonly [string, string];
}

function natural(roll: TargetRoll, faces: readonly number[]): 1 | 6 | null {
  if (faces.length !== 1) return null;
  if (roll.oneFails && faces[0] === 1) return 1;
  if (roll.sixSucceeds && faces[0] === 6) return 6;
  return null;
}

function succeeds(roll: TargetRoll, faces: readonly number[]): boolean {
  const nat = natural(roll, faces);
  if (nat !== null) return nat === 6;
  return readFaces(roll.spec, faces) + roll.modifier >= roll.target;
}

/** Exact odds: every reading weighed by how many physical throws give it, naturals checked per throw. */
function odds(roll: TargetRoll): number {
  const { counts, total } = sumCounts(roll.spec);
  let ways = 0;
  for (const [reading, w] of counts) if (reading + roll.modifier >= roll.target) ways += w;
  // The naturals only exist on a single d6: move the face 1 (or 6) to the side its rule puts it on.
  if (roll.spec.count === 1 && roll.spec.die === 'd6') {
    if (roll.oneFails && 1 + roll.modifier >= roll.target) ways -= 1;
    if (roll.sixSucceeds && 6 + roll.modifier < roll.target) ways += 1;
  }
  return ways / total;
}

export function planTargetRoll(roll: TargetRoll): CheckPlan {
  return {
    groups: [{ label: roll.label, spec: roll.spec }],
    modifier: roll.modifier,
    target: roll.target,
    odds: odds(roll),
    distribution: countsToDistribution(sumCounts(roll.spec)),
    summary: roll.head,
  };
}

export function resolveTargetRoll(roll: TargetRoll, faces: readonly number[]): CheckResult {
  const total = readFaces(roll.spec, faces) + roll.modifier;
  const success = succeeds(roll, faces);
  const nat = natural(roll, faces);
  const [yes, no] = roll.words;
  const why =
    nat === 1
      ? 'a natural 1 fails whatever the total'
      : nat === 6
        ? 'a natural 6 succeeds whatever the total'
        : margin(total, roll.target);
  return {
    success,
    value: total,
    narration: `${roll.head}: rolled ${listFaces(faces)} = ${total}, ${why} — ${success ? yes : no}`,
    details: { target: roll.target, modifier: roll.modifier, natural: nat ?? 0 },
  };
}
