import { describe, expect, it } from 'vitest';
import { bruteForceDistribution, probabilityAtLeast, sumDistribution } from './distribution';
import { parseDice } from './notation';

const SUM_KINDS = ['d3', '2d3', '3d3', 'd4', '3d4', 'd6', '2d6', '3d6', 'd8', '2D8', 'd20', '2d20', 'D44'];

function total(dist: ReadonlyMap<number, number>): number {
  return [...dist.values()].reduce((a, b) => a + b, 0);
}

describe('sumDistribution', () => {
  it.each(SUM_KINDS)('%s sums to 1 and equals brute force', (text) => {
    const spec = parseDice(text);
    const exact = sumDistribution(spec);
    const brute = bruteForceDistribution(spec);
    expect(Math.abs(total(exact) - 1)).toBeLessThan(1e-12);
    expect([...exact.keys()]).toEqual([...brute.keys()]);
    for (const [reading, p] of exact) expect(p).toBeCloseTo(brute.get(reading) ?? -1, 14);
  });

  it('reads a d3 as 1, 2, 3 with a third each', () => {
    expect([...sumDistribution(parseDice('d3'))]).toEqual([
      [1, 1 / 3],
      [2, 1 / 3],
      [3, 1 / 3],
    ]);
  });

  it('gives a D44 sixteen readings from 11 to 44, none with a 0 or a 5+', () => {
    const d44 = sumDistribution(parseDice('D44'));
    expect([...d44.keys()]).toEqual([11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44]);
    for (const p of d44.values()) expect(p).toBe(1 / 16);
  });

  it('shapes 2d6 as a triangle peaking at 7', () => {
    const d = sumDistribution(parseDice('2d6'));
    expect(d.get(7)).toBe(6 / 36);
    expect(d.get(2)).toBe(1 / 36);
    expect(d.get(12)).toBe(1 / 36);
  });

  it('refuses pools, which need a TN', () => {
    expect(() => sumDistribution(parseDice('2D8 pool'))).toThrow(/poolDistribution/);
  });
});

describe('probabilityAtLeast', () => {
  it('P(d6 + 3 ≥ 8) = 2/6', () => {
    expect(probabilityAtLeast(sumDistribution(parseDice('d6')), 8 - 3)).toBeCloseTo(2 / 6, 15);
  });
  it('P(2d6 + 5 ≥ 12) = 21/36', () => {
    expect(probabilityAtLeast(sumDistribution(parseDice('2d6')), 12 - 5)).toBeCloseTo(21 / 36, 15);
  });
  it('P(2d6 + 4 ≥ 14) = 6/36', () => {
    expect(probabilityAtLeast(sumDistribution(parseDice('2d6')), 14 - 4)).toBeCloseTo(6 / 36, 15);
  });
  it('is 1 below the lowest reading and 0 above the highest', () => {
    const d = sumDistribution(parseDice('2d6'));
    expect(probabilityAtLeast(d, 2)).toBeCloseTo(1, 15);
    expect(probabilityAtLeast(d, 13)).toBe(0);
  });
});
