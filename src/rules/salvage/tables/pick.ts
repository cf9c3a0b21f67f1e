import { requireWhole } from './guards';

/**
 * Picking one of n things at random with real dice ("one random Boiler", "random items", "a random Engaged
 * unit"): roll the smallest die with enough faces and re-roll a face past n.
 */

export type PickDie = 'd4' | 'd6' | 'd8' | 'd20';

const DICE: readonly { die: PickDie; faces: number }[] = [
  { die: 'd4', faces: 4 },
  { die: 'd6', faces: 6 },
  { die: 'd8', faces: 8 },
  { die: 'd20', faces: 20 },
];

/**
 * The die to roll to pick among n: null when n ≤ 1 (nothing to choose), else the smallest of d4, d6, d8,
 * d20 with at least n faces. Reading (general.dice-notation): past 20 things the d20 is still used, and the
 * caller picks among the first 20 (no salvage rule picks among more).
 */
export function pickDie(n: number): { die: PickDie; faces: number } | null {
  requireWhole(n, 0, Infinity, 'The number to pick among');
  if (n <= 1) return null;
  const fits = DICE.find((d) => d.faces >= n);
  return { ...(fits ?? { die: 'd20', faces: 20 }) };
}

/** The 0-based index a face picks among n, or null when the face is past n (re-roll). */
export function pickIndex(n: number, face: number): number | null {
  requireWhole(n, 0, Infinity, 'The number to pick among');
  requireWhole(face, 1, 20, 'A picking face');
  return face <= n ? face - 1 : null;
}
