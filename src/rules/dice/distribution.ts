import type { DiceSpec, Distribution } from './types';
import { physicalDice, readFace, readFaces, specProblem } from './notation';

/**
 * Exact odds of summed and D44 readings. Everything is counted in whole numbers of physical outcomes
 * (at most 20^12 < 2^53, so the counts stay exact) and divided once at the end.
 */

/** Reading → number of physical outcomes giving it, with the number of outcomes in all. */
export interface OutcomeCounts {
  readonly counts: ReadonlyMap<number, number>;
  readonly total: number;
}

function refusePools(spec: DiceSpec): void {
  const problem = specProblem(spec);
  if (problem !== null) throw new Error(problem);
  if (spec.read === 'pool') {
    throw new Error('A pool is not summed: its odds come from poolDistribution with a TN.');
  }
}

function sorted(counts: Map<number, number>): Map<number, number> {
  return new Map([...counts].sort(([a], [b]) => a - b));
}

/** Counts for one physical die, already read (a d3's d6 gives each of 1, 2, 3 twice). */
function singleDie(spec: DiceSpec): Map<number, number> {
  const { sides } = physicalDice(spec);
  const counts = new Map<number, number>();
  for (let face = 1; face <= sides; face++) {
    const reading = readFace(spec.die, face);
    counts.set(reading, (counts.get(reading) ?? 0) + 1);
  }
  return counts;
}

/** Convolution, one die at a time: the counts of a sum of independent dice. */
export function sumCounts(spec: DiceSpec): OutcomeCounts {
  refusePools(spec);
  const { count, sides } = physicalDice(spec);
  if (spec.read === 'd44') {
    // The first d4 is the tens, the second the units: 16 readings, each once.
    const counts = new Map<number, number>();
    for (let tens = 1; tens <= 4; tens++)
      for (let units = 1; units <= 4; units++) counts.set(tens * 10 + units, 1);
    return { counts, total: 16 };
  }
  const one = singleDie(spec);
  let acc = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>();
    for (const [sum, ways] of acc) {
      for (const [reading, w] of one) next.set(sum + reading, (next.get(sum + reading) ?? 0) + ways * w);
    }
    acc = next;
  }
  return { counts: sorted(acc), total: sides ** count };
}

export function countsToDistribution({ counts, total }: OutcomeCounts): Distribution {
  return new Map([...counts].map(([reading, ways]) => [reading, ways / total]));
}

/** Probability of each reading of a summed or D44 spec, readings in ascending order. */
export function sumDistribution(spec: DiceSpec): Distribution {
  return countsToDistribution(sumCounts(spec));
}

/** Above this many physical outcomes the brute force refuses to run (it is for tests and the bench). */
export const BRUTE_FORCE_LIMIT = 2_000_000;

/** Visits every face combination of `count` dice with `sides` sides, like an odometer. */
export function forEachFaces(count: number, sides: number, visit: (faces: readonly number[]) => void): void {
  if (sides ** count > BRUTE_FORCE_LIMIT) {
    throw new Error(`${sides}^${count} outcomes is too many to enumerate one by one.`);
  }
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    visit(faces);
    let i = count - 1;
    while (i >= 0 && faces[i] === sides) faces[i--] = 1;
    if (i < 0) return;
    faces[i] = (faces[i] ?? 0) + 1;
  }
}

/** The same odds as `sumDistribution`, found the slow way: read every physical face combination. */
export function bruteForceDistribution(spec: DiceSpec): Distribution {
  refusePools(spec);
  const { count, sides } = physicalDice(spec);
  const counts = new Map<number, number>();
  forEachFaces(count, sides, (faces) => {
    const reading = readFaces(spec, faces);
    counts.set(reading, (counts.get(reading) ?? 0) + 1);
  });
  return countsToDistribution({ counts: sorted(counts), total: sides ** count });
}

/** P(reading ≥ n). */
export function probabilityAtLeast(dist: Distribution, n: number): number {
  let p = 0;
  for (const [reading, q] of dist) if (reading >= n) p += q;
  return p;
}
