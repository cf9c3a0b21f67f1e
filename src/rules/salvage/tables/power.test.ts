import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activationPower,
  capacityUsed,
  itemsToDrop,
  maxPower,
  overCapacity,
  startingLoadProblem,
} from './power';

describe('capacityUsed (Salvage QR, Capacity: Size per item, 1 per Salvage token)', () => {
  it('adds the Sizes and the tokens', () => {
    expect(capacityUsed([2, 1, 3], 2)).toBe(8);
    expect(capacityUsed([], 0)).toBe(0);
    expect(capacityUsed([0, 0], 3)).toBe(3);
  });

  it('refuses negative or fractional sizes and tokens', () => {
    expect(() => capacityUsed([-1], 0)).toThrow(/Size/);
    expect(() => capacityUsed([1], -1)).toThrow(/Salvage/);
    expect(() => capacityUsed([1.5], 0)).toThrow(/Size/);
  });
});

describe('overCapacity and maxPower (Salvage QR, Capacity: −1 max Power per point over)', () => {
  it.each([
    [5, 6, 0],
    [6, 6, 0],
    [7, 6, 1],
    [9, 6, 3],
  ])('%i used of %i: %i over', (used, capacity, over) => {
    expect(overCapacity(used, capacity)).toBe(over);
  });

  it.each([
    [4, 0, 4],
    [4, 1, 3],
    [4, 3, 1],
    [4, 4, 0],
    [4, 6, 0],
  ])('Power %i, %i over: max Power %i', (power, over, max) => {
    expect(maxPower({ power, overCapacity: over })).toBe(max);
  });
});

describe('itemsToDrop (Salvage QR, Capacity: at max Power 0 drop random items until 1 remains)', () => {
  it('is true at max Power 0 only', () => {
    expect(itemsToDrop(0)).toBe(true);
    expect(itemsToDrop(1)).toBe(false);
    expect(itemsToDrop(4)).toBe(false);
  });

  it('Power 3 carrying 3 over Capacity must drop; 1 over need not', () => {
    // Power 3, Capacity 4, carrying 7: 3 over → max Power 0 → drop until at most 2 over.
    const over = overCapacity(capacityUsed([3, 2, 2], 0), 4);
    expect(itemsToDrop(maxPower({ power: 3, overCapacity: over }))).toBe(true);
    expect(itemsToDrop(maxPower({ power: 3, overCapacity: overCapacity(capacityUsed([3, 2], 0), 4) }))).toBe(
      false,
    );
  });
});

describe('activationPower (Power refresh, Exert tokens, Burned Circuits)', () => {
  const base = { power: 4, overCapacity: 0, exertTokens: 0, burnedCircuits: false, firstActivation: true };

  it('is the full Power with nothing in the way', () => {
    expect(activationPower(base)).toBe(4);
  });

  it('loses 1 per point over Capacity and 1 per Exert token', () => {
    expect(activationPower({ ...base, overCapacity: 1 })).toBe(3);
    expect(activationPower({ ...base, exertTokens: 1 })).toBe(3);
    expect(activationPower({ ...base, exertTokens: 2 })).toBe(2);
    expect(activationPower({ ...base, overCapacity: 1, exertTokens: 2 })).toBe(1);
  });

  it('Burned Circuits spends 1 Power in the first activation of the mission only', () => {
    expect(activationPower({ ...base, burnedCircuits: true })).toBe(3);
    expect(activationPower({ ...base, burnedCircuits: true, firstActivation: false })).toBe(4);
    expect(activationPower({ ...base, burnedCircuits: false, firstActivation: true })).toBe(4);
  });

  it('never goes below 0', () => {
    expect(
      activationPower({ ...base, power: 2, overCapacity: 1, exertTokens: 2, burnedCircuits: true }),
    ).toBe(0);
  });

  it('property: 0 ≤ activation Power ≤ max Power ≤ Power', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.boolean(),
        (power, over, exertTokens, burnedCircuits, firstActivation) => {
          const max = maxPower({ power, overCapacity: over });
          const now = activationPower({
            power,
            overCapacity: over,
            exertTokens,
            burnedCircuits,
            firstActivation,
          });
          expect(now).toBeGreaterThanOrEqual(0);
          expect(now).toBeLessThanOrEqual(max);
          expect(max).toBeLessThanOrEqual(power);
          const circuits = burnedCircuits && firstActivation ? 1 : 0;
          expect(now).toBe(Math.max(0, power - over - exertTokens - circuits));
        },
      ),
    );
  });
});

describe('startingLoadProblem (Salvage QR, Capacity: cannot begin a game over starting Capacity)', () => {
  it('allows a load up to the Capacity', () => {
    expect(startingLoadProblem([], 0)).toBeNull();
    expect(startingLoadProblem([2, 2], 5)).toBeNull();
    expect(startingLoadProblem([2, 3], 5)).toBeNull();
  });

  it('refuses one point over, naming the numbers', () => {
    expect(startingLoadProblem([3, 3], 5)).toBe(
      'A unit cannot begin a game over its Capacity: its gear takes 6 and its Capacity is 5 (1 over).',
    );
  });

  it('property: a problem exactly when the Sizes add up past the Capacity', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 30 }),
        (sizes, cap) => {
          const sum = sizes.reduce((a, b) => a + b, 0);
          expect(startingLoadProblem(sizes, cap) === null).toBe(sum <= cap);
        },
      ),
    );
  });
});
