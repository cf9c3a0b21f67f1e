import { forEachFaces } from './distribution';

/**
 * Salvage skirmish D8 pools. Each die at or above the TN is a success; an 8 is a Critical High (always a
 * success, +1 damage on an attack); a 1 is a Critical Low that cancels one success, but never an 8.
 * The TN is the base (default 6) with every modifier stacked, then held between 2 and 8.
 */

export const MIN_TN = 2;
export const MAX_TN = 8;
export const DEFAULT_TN = 6;

/** Salvage: "TN limits: never below 2 or above 8" — applied after all modifiers have stacked. */
export function clampTn(tn: number): number {
  return Math.min(MAX_TN, Math.max(MIN_TN, Math.round(tn)));
}

export interface PoolJudgement {
  /** Net successes, after the 1s have cancelled what they can. Never negative. */
  readonly successes: number;
  readonly critHighs: number;
  readonly critLows: number;
  /** Plain successes removed by 1s. */
  readonly cancelled: number;
}

/** Judges thrown D8 faces against a TN (clamped here, so callers may pass the raw stacked number). */
export function judgePool(faces: readonly number[], tn: number): PoolJudgement {
  const target = clampTn(tn);
  let critHighs = 0;
  let critLows = 0;
  let plain = 0;
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > 8) throw new Error(`Face ${face} is not on a D8.`);
    if (face === 8) critHighs++;
    else if (face === 1) critLows++;
    else if (face >= target) plain++;
  }
  // A 1 only cancels plain successes; a Critical High survives it, and spare 1s do nothing more.
  const cancelled = Math.min(plain, critLows);
  return { successes: critHighs + plain - cancelled, critHighs, critLows, cancelled };
}

const FACTORIAL: readonly number[] = (() => {
  const out = [1];
  for (let i = 1; i <= 24; i++) out.push((out[i - 1] ?? 1) * i);
  return out;
})();

function factorial(n: number): number {
  return FACTORIAL[n] ?? Number.NaN;
}

/**
 * Net successes → number of the 8^dice face combinations giving it. A die falls in one of four classes:
 * an 8 (one face), a plain success (faces TN..7), a 1 (one face) or a plain failure (faces 2..TN−1).
 * Only how many dice land in each class matters, so a multinomial over the classes is exact and touches
 * at most C(dice+3, 3) terms. Every count is an integer below 8^12 < 2^53, hence exact.
 */
export function poolCounts(dice: number, tn: number): Map<number, number> {
  if (!Number.isInteger(dice) || dice < 0)
    throw new Error(`A pool needs a whole number of dice, not ${dice}.`);
  const target = clampTn(tn);
  const plainFaces = 8 - target;
  const failFaces = target - 2;
  const byNet = new Array<number>(dice + 1).fill(0);
  const nFact = factorial(dice);
  for (let eights = 0; eights <= dice; eights++) {
    for (let plain = 0; plain <= dice - eights; plain++) {
      const plainWays = plainFaces ** plain;
      if (plainWays === 0) continue;
      for (let ones = 0; ones <= dice - eights - plain; ones++) {
        const fails = dice - eights - plain - ones;
        const failWays = failFaces ** fails;
        if (failWays === 0) continue;
        const arrangements =
          nFact / (factorial(eights) * factorial(plain) * factorial(ones) * factorial(fails));
        const net = eights + Math.max(0, plain - ones);
        byNet[net] = (byNet[net] ?? 0) + arrangements * plainWays * failWays;
      }
    }
  }
  const counts = new Map<number, number>();
  byNet.forEach((ways, net) => {
    if (ways > 0) counts.set(net, ways);
  });
  return counts;
}

/** Exact probability of each number of net successes, in ascending order. */
export function poolDistribution(dice: number, tn: number): ReadonlyMap<number, number> {
  const total = 8 ** dice;
  return new Map([...poolCounts(dice, tn)].map(([net, ways]) => [net, ways / total]));
}

/** The same, by judging all 8^dice throws one at a time; only for tests and the bench (dice ≤ 6). */
export function poolBruteForce(dice: number, tn: number): ReadonlyMap<number, number> {
  if (dice > 6) throw new Error(`Brute force over 8^${dice} throws is too slow; use at most 6 dice.`);
  const counts = new Map<number, number>();
  forEachFaces(dice, 8, (faces) => {
    const { successes } = judgePool(faces, tn);
    counts.set(successes, (counts.get(successes) ?? 0) + 1);
  });
  const total = 8 ** dice;
  return new Map([...counts].sort(([a], [b]) => a - b).map(([net, ways]) => [net, ways / total]));
}

/** P(at least `need` net successes), from exact counts divided once. */
export function poolAtLeast(dice: number, tn: number, need: number): number {
  let ways = 0;
  for (const [net, w] of poolCounts(dice, tn)) if (net >= need) ways += w;
  return ways / 8 ** dice;
}

export interface OpposedOdds {
  readonly hit: number;
  readonly miss: number;
  /** Melee only: neither side scored, both are pushed 1" apart. Always 0 at range. */
  readonly push: number;
}

/**
 * The outcome of an attack given both sides' net successes. Salvage "Resolve": more attacker successes
 * hit, more defender successes miss, a tie goes to the attacker; "neither scores successes (melee only)"
 * pushes both 1" apart.
 *
 * Reading (salvage.attack): the 0–0 exception is written for melee only, so a ranged attack where neither
 * side scores is a plain tie, and a tie goes to the attacker: it hits.
 */
export function opposedOutcome(attack: number, defence: number, melee: boolean): keyof OpposedOdds {
  if (attack === 0 && defence === 0 && melee) return 'push';
  return attack >= defence ? 'hit' : 'miss';
}

/** Exact odds of an attack: every pair of net results weighed by its probability. */
export function opposedPoolOdds(
  attackDice: number,
  attackTn: number,
  defenceDice: number,
  defenceTn: number,
  melee: boolean,
): OpposedOdds {
  const attack = poolDistribution(attackDice, attackTn);
  const defence = poolDistribution(defenceDice, defenceTn);
  const odds = { hit: 0, miss: 0, push: 0 };
  for (const [a, pa] of attack) {
    for (const [d, pd] of defence) odds[opposedOutcome(a, d, melee)] += pa * pd;
  }
  return odds;
}
