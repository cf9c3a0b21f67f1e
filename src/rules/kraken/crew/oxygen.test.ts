import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASE_OXYGEN, combatTurnOxygen, flankOxygen, healingIn, oxygenCapacity, spendOxygen } from './oxygen';
import { EMPTY_INVENTORY, carryItem } from './inventory';
import { makeCrew, makeItem } from '../testkit/fixtures';

describe('oxygen (§3.6, §14 Combat loop)', () => {
  it('holds 25 units, more with oxygen tanks carried', () => {
    expect(oxygenCapacity([makeCrew()])).toBe(BASE_OXYGEN);
    const tank = carryItem(makeItem({ kind: 'oxygen-tank', oxygen: 5 }));
    expect(oxygenCapacity([makeCrew({ inventory: { ...EMPTY_INVENTORY, '1': tank } }), makeCrew()])).toBe(30);
  });

  it('costs 1 per combat turn and per Flank in non-breathable or Hell air, nothing in breathable air', () => {
    expect(['breathable', 'non-breathable', 'hell'].map((a) => combatTurnOxygen(a as 'hell'))).toEqual([
      0, 1, 1,
    ]);
    expect(flankOxygen('hell')).toBe(1);
  });

  it('halves healing in Hell, rounded up, but not PSI healing', () => {
    expect(healingIn('hell', 3, false)).toBe(2);
    expect(healingIn('hell', 3, true)).toBe(3);
    expect(healingIn('non-breathable', 3, false)).toBe(3);
  });

  it('never goes below zero and reports what could not be paid (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 5 }), (oxygen, cost) => {
        const after = spendOxygen(oxygen, cost);
        expect(after.oxygen).toBeGreaterThanOrEqual(0);
        expect(oxygen - after.oxygen + after.short).toBe(cost);
      }),
    );
  });
});
