import { describe, expect, it } from 'vitest';
import { formatDice, parseDice, physicalDice, readFaces, validateFaces } from './notation';

describe('parseDice', () => {
  it.each([
    ['d3', { count: 1, die: 'd3', read: 'sum' }],
    ['d4', { count: 1, die: 'd4', read: 'sum' }],
    ['d6', { count: 1, die: 'd6', read: 'sum' }],
    ['1d6', { count: 1, die: 'd6', read: 'sum' }],
    ['2d6', { count: 2, die: 'd6', read: 'sum' }],
    ['D6', { count: 1, die: 'd6', read: 'sum' }],
    ['d8', { count: 1, die: 'd8', read: 'sum' }],
    ['2D8', { count: 2, die: 'd8', read: 'sum' }],
    ['d20', { count: 1, die: 'd20', read: 'sum' }],
    ['D44', { count: 2, die: 'd4', read: 'd44' }],
    ['d44', { count: 2, die: 'd4', read: 'd44' }],
    ['3D8 pool', { count: 3, die: 'd8', read: 'pool' }],
    // Space Kraken boarding (§10 phase 5) throws d6 pools.
    ['4d6 pool', { count: 4, die: 'd6', read: 'pool' }],
    ['3 D8 pool', { count: 3, die: 'd8', read: 'pool' }],
    ['  12d8 POOL ', { count: 12, die: 'd8', read: 'pool' }],
    ['D8 pool', { count: 1, die: 'd8', read: 'pool' }],
  ])('reads %s', (text, spec) => {
    expect(parseDice(text)).toEqual(spec);
  });

  it.each([
    ['', /not dice notation/],
    ['banana', /not dice notation/],
    ['d7', /not d7/],
    ['0d6', /at least 1/],
    ['13d6', /at most 12/],
    ['2D44', /on its own/],
    ['3d4 pool', /D8 or d6 only/],
    ['2d6+1', /not dice notation/],
  ])('refuses %j with a clear message', (text, message) => {
    expect(() => parseDice(text)).toThrow(message);
  });
});

describe('formatDice', () => {
  it.each(['d3', 'd4', 'd6', '2d6', 'D8', '2D8', 'd20', 'D44', '3D8 pool', '12D8 pool', '4d6 pool'])(
    'round-trips %s',
    (text) => {
      expect(formatDice(parseDice(text))).toBe(text);
    },
  );
});

describe('physicalDice', () => {
  it('throws a d3 as a d6 and a D44 as two d4', () => {
    expect(physicalDice(parseDice('d3'))).toEqual({ count: 1, sides: 6 });
    expect(physicalDice(parseDice('2d3'))).toEqual({ count: 2, sides: 6 });
    expect(physicalDice(parseDice('D44'))).toEqual({ count: 2, sides: 4 });
    expect(physicalDice(parseDice('2d6'))).toEqual({ count: 2, sides: 6 });
    expect(physicalDice(parseDice('4D8 pool'))).toEqual({ count: 4, sides: 8 });
  });
});

describe('validateFaces', () => {
  it('accepts faces that could have been thrown', () => {
    expect(validateFaces(parseDice('2d6'), [1, 6])).toBeNull();
    expect(validateFaces(parseDice('d3'), [6])).toBeNull();
    expect(validateFaces(parseDice('D44'), [4, 1])).toBeNull();
  });

  it('names the problem in a sentence', () => {
    expect(validateFaces(parseDice('2d6'), [1, 2, 3])).toMatch(/expected 2 dice, got 3/i);
    expect(validateFaces(parseDice('d6'), [])).toMatch(/expected 1 die, got 0/i);
    expect(validateFaces(parseDice('2d6'), [7, 1])).toMatch(/face 7 is not on a d6/i);
    expect(validateFaces(parseDice('d3'), [4.5])).toMatch(/not on a d6 \(a d3 is thrown as a d6\)/i);
    expect(validateFaces(parseDice('D44'), [5, 1])).toMatch(/face 5 is not on a d4/i);
    expect(validateFaces({ count: 3, die: 'd6', read: 'd44' }, [1, 1])).toMatch(/D44 is two d4/);
  });
});

describe('readFaces', () => {
  it('sums, halving d3 faces and rounding up (Space Kraken: 6/2 = 3, 5/2 → 3, 1/2 → 1)', () => {
    expect(readFaces(parseDice('2d6'), [3, 3])).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map((f) => readFaces(parseDice('d3'), [f]))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(readFaces(parseDice('2d3'), [5, 2])).toBe(4);
    expect(readFaces(parseDice('2D8'), [8, 8])).toBe(16);
  });

  it('reads a D44 as tens then units', () => {
    expect(readFaces(parseDice('D44'), [2, 3])).toBe(23);
    expect(readFaces(parseDice('D44'), [4, 1])).toBe(41);
  });

  it('counts the dice of a pool', () => {
    expect(readFaces(parseDice('3D8 pool'), [1, 8, 5])).toBe(3);
  });

  it('throws on faces that were not thrown', () => {
    expect(() => readFaces(parseDice('d6'), [0])).toThrow(/face 0/i);
  });
});
