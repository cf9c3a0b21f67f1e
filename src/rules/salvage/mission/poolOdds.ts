import { clampTn } from '../../dice/pool';

/**
 * Exact odds of a D8 pool's net successes, Unlucky included. Each die lands in one of four classes — an 8
 * (critical high), a plain success (TN..7), a 1 (critical low) or a plain failure — and only the counts
 * matter: a 1 cancels one plain success, never an 8. Unlucky re-rolls every success once and keeps the
 * second result, so a die ends a success only if both throws were.
 */

interface Classes {
  readonly crit: number;
  readonly plain: number;
  readonly low: number;
  readonly blank: number;
}

function classes(tn: number, unlucky: boolean): Classes {
  const t = clampTn(tn);
  const crit = 1 / 8;
  const plain = Math.max(0, 8 - t) / 8;
  const success = crit + plain;
  const low = 1 / 8;
  const blank = 1 - crit - plain - low;
  if (!unlucky) return { crit, plain, low, blank };
  // A success is thrown again: its final class is the second throw's.
  return {
    crit: success * crit,
    plain: success * plain,
    low: low + success * low,
    blank: blank + success * blank,
  };
}

/** Net successes → probability for `dice` D8 at `tn`. */
export function netSuccesses(dice: number, tn: number, unlucky = false): Map<number, number> {
  const c = classes(tn, unlucky);
  // state: (crits, plains, lows) counts → probability
  let states = new Map<string, number>([['0,0,0', 1]]);
  for (let i = 0; i < dice; i++) {
    const next = new Map<string, number>();
    for (const [key, p] of states) {
      const [a = 0, b = 0, l = 0] = key.split(',').map(Number);
      const add = (k: string, q: number) => next.set(k, (next.get(k) ?? 0) + p * q);
      add(`${a + 1},${b},${l}`, c.crit);
      add(`${a},${b + 1},${l}`, c.plain);
      add(`${a},${b},${l + 1}`, c.low);
      add(`${a},${b},${l}`, c.blank);
    }
    states = next;
  }
  const out = new Map<number, number>();
  for (const [key, p] of states) {
    const [a = 0, b = 0, l = 0] = key.split(',').map(Number);
    const net = a + b - Math.min(b, l);
    out.set(net, (out.get(net) ?? 0) + p);
  }
  return out;
}

export function atLeast(dist: ReadonlyMap<number, number>, need: number): number {
  let p = 0;
  for (const [n, q] of dist) if (n >= need) p += q;
  return p;
}

/** Chance the first side scores more (or, when `tiesWin`, at least as many) net successes. */
export function beats(
  a: ReadonlyMap<number, number>,
  b: ReadonlyMap<number, number>,
  tiesWin: boolean,
): number {
  let p = 0;
  for (const [x, px] of a) for (const [y, py] of b) if (x > y || (tiesWin && x === y)) p += px * py;
  return p;
}
