import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateCheck } from '../../dice';
import { d6Check, d6Odds, d6Passes, halfUp } from './rolls';

describe('d6 checks as dice-module checks', () => {
  it('halves odd numbers rounding up: 7 becomes 4 and 15 becomes 8 (§4)', () => {
    expect(halfUp(7)).toBe(4);
    expect(halfUp(15)).toBe(8);
    expect([1, 2, 3, 4, 5, 6].map(halfUp)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('an Agility check of 8+ with Agility 5 needs a 3 or better: 4 in 6', () => {
    expect(d6Odds(5, 8, false)).toBeCloseTo(4 / 6, 12);
  });

  it('keeps every verdict when a negative or large modifier is moved onto the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 40 }),
        fc.integer({ min: -10, max: 70 }),
        fc.boolean(),
        (mod, target, oneFails) => {
          const check = d6Check(mod, target, oneFails);
          expect(validateCheck(check)).toBeNull();
          const passing = [1, 2, 3, 4, 5, 6].filter((f) => d6Passes(f, mod, target, oneFails)).length;
          expect(d6Odds(mod, target, oneFails)).toBeCloseTo(passing / 6, 12);
        },
      ),
    );
  });
});
