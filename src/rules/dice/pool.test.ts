import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampTn,
  judgePool,
  opposedOutcome,
  opposedPoolOdds,
  poolAtLeast,
  poolBruteForce,
  poolDistribution,
} from './pool';

function total(dist: ReadonlyMap<number, number>): number {
  return [...dist.values()].reduce((a, b) => a + b, 0);
}

describe('clampTn', () => {
  it('holds the TN between 2 and 8', () => {
    expect(clampTn(1)).toBe(2);
    expect(clampTn(-3)).toBe(2);
    expect(clampTn(11)).toBe(8);
    expect(clampTn(6)).toBe(6);
  });
});

describe('judgePool', () => {
  it('counts faces at or above the TN', () => {
    expect(judgePool([6, 7, 5, 2], 6)).toEqual({ successes: 2, critHighs: 0, critLows: 0, cancelled: 0 });
  });

  it('lets a 1 cancel a plain success but never an 8', () => {
    expect(judgePool([8, 1], 6)).toEqual({ successes: 1, critHighs: 1, critLows: 1, cancelled: 0 });
    expect(judgePool([8, 6, 1], 6)).toEqual({ successes: 1, critHighs: 1, critLows: 1, cancelled: 1 });
    expect(judgePool([6, 1, 1, 1], 6)).toEqual({ successes: 0, critHighs: 0, critLows: 3, cancelled: 1 });
  });

  it('clamps the TN it is given', () => {
    // TN 12 is held at 8: only the 8 succeeds. TN −1 is held at 2: every face but the 1 succeeds.
    expect(judgePool([7, 8], 12).successes).toBe(1);
    expect(judgePool([2, 3, 1], -1)).toEqual({ successes: 1, critHighs: 0, critLows: 1, cancelled: 1 });
  });

  it('refuses faces that are not on a D8', () => {
    expect(() => judgePool([9], 6)).toThrow(/Face 9/);
  });
});

describe('poolDistribution', () => {
  it('1 die at TN 6: P(at least one net success) = 3/8 (faces 6, 7, 8)', () => {
    expect(poolAtLeast(1, 6, 1)).toBe(3 / 8);
  });

  it('2 dice at TN 6, counted by hand', () => {
    // A die is an 8 (1 face), a plain success 6–7 (2 faces), a 1 (1 face) or a plain fail 2–5 (4 faces).
    // 0 net: both dice in {1, 2–5}: 5 × 5 = 25, plus a 6–7 cancelled by a 1: 2 orders × 2 × 1 = 4 → 29.
    // 2 net: 8+8: 1, 8 with a 6–7: 2 × 1 × 2 = 4, two 6–7: 2 × 2 = 4 → 9.
    // 1 net: 8 with a 1 or 2–5: 2 × 1 × 5 = 10, a 6–7 with a 2–5: 2 × 2 × 4 = 16 → 26. 29 + 26 + 9 = 64.
    expect([...poolDistribution(2, 6)]).toEqual([
      [0, 29 / 64],
      [1, 26 / 64],
      [2, 9 / 64],
    ]);
  });

  it('at TN 8 only 8s count, and nothing can cancel them', () => {
    expect(poolAtLeast(3, 8, 1)).toBeCloseTo(1 - (7 / 8) ** 3, 15);
  });

  for (let dice = 1; dice <= 6; dice++) {
    it(`equals brute force for ${dice} dice at every TN 2..8`, () => {
      for (let tn = 2; tn <= 8; tn++) {
        const exact = poolDistribution(dice, tn);
        const brute = poolBruteForce(dice, tn);
        expect(Math.abs(total(exact) - 1)).toBeLessThan(1e-12);
        expect([...exact.keys()]).toEqual([...brute.keys()]);
        for (const [net, p] of exact) expect(p).toBe(brute.get(net));
      }
    });
  }

  it('sums to 1 and keeps the TN in bounds for any pool and any stacked TN (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -5, max: 15 }), (dice, tn) => {
        const clamped = clampTn(tn);
        expect(clamped).toBeGreaterThanOrEqual(2);
        expect(clamped).toBeLessThanOrEqual(8);
        const dist = poolDistribution(dice, tn);
        expect(Math.abs(total(dist) - 1)).toBeLessThan(1e-12);
        for (const net of dist.keys()) expect(net >= 0 && net <= dice).toBe(true);
      }),
    );
  });

  it('never judges a pool below zero successes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 12 }),
        fc.integer({ min: -5, max: 15 }),
        (faces, tn) => {
          const j = judgePool(faces, tn);
          expect(j.successes).toBeGreaterThanOrEqual(0);
          expect(j.successes).toBeGreaterThanOrEqual(j.critHighs);
          expect(j.cancelled).toBeLessThanOrEqual(j.critLows);
        },
      ),
    );
  });
});

describe('opposed pools', () => {
  it('reads ties: attacker wins, but 0–0 is a push in melee (at range 0–0 is a tie: a hit)', () => {
    expect(opposedOutcome(2, 1, false)).toBe('hit');
    expect(opposedOutcome(1, 1, false)).toBe('hit');
    expect(opposedOutcome(1, 2, true)).toBe('miss');
    expect(opposedOutcome(0, 0, true)).toBe('push');
    expect(opposedOutcome(0, 0, false)).toBe('hit');
  });

  it('1 die against 1 die at TN 6, by hand', () => {
    // Each side scores with 3/8 and blanks with 5/8.
    const melee = opposedPoolOdds(1, 6, 1, 6, true);
    expect(melee.push).toBeCloseTo(25 / 64, 15);
    expect(melee.hit).toBeCloseTo(24 / 64, 15);
    expect(melee.miss).toBeCloseTo(15 / 64, 15);
    const ranged = opposedPoolOdds(1, 6, 1, 6, false);
    expect(ranged.push).toBe(0);
    // Only a defender success against an attacker blank misses.
    expect(ranged.miss).toBeCloseTo(15 / 64, 15);
  });

  it('handles a defender with no dice: any success hits in melee, and at range even a blank ties', () => {
    expect(opposedPoolOdds(2, 6, 0, 6, true).hit).toBeCloseTo(35 / 64, 15);
    expect(opposedPoolOdds(2, 6, 0, 6, false).hit).toBeCloseTo(1, 15);
  });

  it('outcomes sum to 1 for every pairing of small pools (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -5, max: 15 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -5, max: 15 }),
        fc.boolean(),
        (a, atn, d, dtn, melee) => {
          const o = opposedPoolOdds(a, atn, d, dtn, melee);
          expect(Math.abs(o.hit + o.miss + o.push - 1)).toBeLessThan(1e-12);
        },
      ),
    );
  });
});
