import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HAZARDS, wasteChuteDestination, wasteChuteShift } from './hazards';

describe('HAZARDS (Salvage QR, Hazards D8)', () => {
  it.each([
    [1, 'Acid Pool', 'enterOrEnd', /1 damage.*Poisoned/],
    [2, 'Waste Chute', 'endWithin1', /1".*1 damage/],
    [3, 'Metal Press', 'roundEndContact', /2 damage/],
    [4, 'Explosive Container', 'damaged', /3".*1 damage.*Noise/],
    [5, 'Grav Pool', 'enterOrEnd', /Panicked.*6"/],
    [6, 'Invasive Flora', 'contact', /Noise/],
    [7, 'Burn Pit', 'enterOrEnd', /1 damage.*Burning/],
    [8, 'Dark Engine', 'within3BeforeActivation', /3".*Smarts.*3"/],
  ] as const)('%i is %s (%s)', (n, name, trigger, summary) => {
    expect(HAZARDS[n]).toMatchObject({ name, trigger });
    expect(HAZARDS[n].summary).toMatch(summary);
  });
});

describe('Waste Chute (Salvage QR, Hazards 2: D4 1–2 up, 3–4 down)', () => {
  it.each([
    [1, -1],
    [2, -1],
    [3, 1],
    [4, 1],
  ] as const)('D4 %i shifts the level number by %i', (d4, shift) => {
    expect(wasteChuteShift(d4)).toBe(shift);
  });

  it.each([
    [1, 1, 1],
    [1, 2, 1],
    [1, 3, 2],
    [1, 4, 2],
    [2, 1, 1],
    [2, 2, 1],
    [2, 3, 3],
    [2, 4, 3],
    [3, 1, 2],
    [3, 2, 2],
    [3, 3, 3],
    [3, 4, 3],
  ] as const)('from depth %i, D4 %i lands on depth %i', (level, d4, to) => {
    expect(wasteChuteDestination(level, d4)).toBe(to);
  });

  it.each([0, 5, 1.5])('refuses D4 %s', (d4) => {
    expect(() => wasteChuteShift(d4)).toThrow(/D4/);
    expect(() => wasteChuteDestination(2, d4)).toThrow(/D4/);
  });

  it('property: the chute moves at most one depth and never off the board', () => {
    fc.assert(
      fc.property(fc.constantFrom<1 | 2 | 3>(1, 2, 3), fc.integer({ min: 1, max: 4 }), (level, d4) => {
        const to = wasteChuteDestination(level, d4);
        expect([1, 2, 3]).toContain(to);
        expect(Math.abs(to - level)).toBeLessThanOrEqual(1);
        if (to !== level) expect(to - level).toBe(wasteChuteShift(d4));
      }),
    );
  });
});
