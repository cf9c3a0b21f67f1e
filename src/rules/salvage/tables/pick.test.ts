import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickDie, pickIndex } from './pick';

describe('pickDie (the smallest of d4, d6, d8, d20 with enough faces)', () => {
  it.each([0, 1])('%i things need no roll', (n) => {
    expect(pickDie(n)).toBeNull();
  });

  it.each([
    [2, 'd4', 4],
    [3, 'd4', 4],
    [4, 'd4', 4],
    [5, 'd6', 6],
    [6, 'd6', 6],
    [7, 'd8', 8],
    [8, 'd8', 8],
    [9, 'd20', 20],
    [20, 'd20', 20],
    [21, 'd20', 20],
    [50, 'd20', 20],
  ])('%i things: %s', (n, die, faces) => {
    expect(pickDie(n)).toEqual({ die, faces });
  });

  it('refuses a negative or fractional count', () => {
    expect(() => pickDie(-1)).toThrow();
    expect(() => pickDie(2.5)).toThrow();
  });
});

describe('pickIndex (face − 1, or re-roll past n)', () => {
  it.each([
    [3, 1, 0],
    [3, 3, 2],
    [3, 4, null],
    [5, 5, 4],
    [5, 6, null],
    [20, 20, 19],
  ])('among %i, face %i: %s', (n, face, index) => {
    expect(pickIndex(n, face)).toBe(index);
  });

  it('refuses a face off every die', () => {
    expect(() => pickIndex(3, 0)).toThrow();
    expect(() => pickIndex(3, 21)).toThrow();
  });

  it('property: among 2..20, the smallest die that fits, and each thing has exactly one face of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (n) => {
        const die = pickDie(n);
        expect(die).not.toBeNull();
        if (die === null) return;
        const picked = Array.from({ length: die.faces }, (_, i) => pickIndex(n, i + 1));
        const hits = picked.filter((index): index is number => index !== null);
        expect(hits).toEqual(Array.from({ length: n }, (_, i) => i));
        const smaller = [4, 6, 8, 20].filter((faces) => faces < die.faces);
        for (const faces of smaller) expect(faces).toBeLessThan(n); // no smaller die would do
      }),
    );
  });
});
