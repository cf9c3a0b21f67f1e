import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DANGER_LEVEL_ORDER, type DangerLevel } from '../types';
import {
  DANGER_EFFECT_TEXT,
  DANGER_LEVEL_NAMES,
  advanceDanger,
  airlockCanCycle,
  airlockInteractTn,
  airlocksOpenAutomatically,
  dangerLevel,
} from './danger';

// Salvage QR, Danger Tracker: 1–4 All Quiet, 5–9 Low, 10–15 Medium, 16–19 High, 20 Maximum.
const EXPECTED: [number, DangerLevel][] = [
  ...[1, 2, 3, 4].map((t): [number, DangerLevel] => [t, 'allQuiet']),
  ...[5, 6, 7, 8, 9].map((t): [number, DangerLevel] => [t, 'low']),
  ...[10, 11, 12, 13, 14, 15].map((t): [number, DangerLevel] => [t, 'medium']),
  ...[16, 17, 18, 19].map((t): [number, DangerLevel] => [t, 'high']),
  [20, 'maximum'],
];

describe('dangerLevel (Salvage QR, Danger Tracker)', () => {
  it.each(EXPECTED)('track %i is %s', (track, level) => {
    expect(dangerLevel(track)).toBe(level);
  });

  it('covers every track space 1..20 exactly once', () => {
    expect(EXPECTED.map(([t]) => t)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each([0, 21, -1, 4.5, Number.NaN])('refuses track %s', (track) => {
    expect(() => dangerLevel(track)).toThrow(/Danger Tracker/);
  });

  it('names every level and describes its effect', () => {
    expect(DANGER_LEVEL_NAMES).toEqual({
      allQuiet: 'All Quiet',
      low: 'Low',
      medium: 'Medium',
      high: 'High',
      maximum: 'Maximum',
    });
    for (const level of DANGER_LEVEL_ORDER) expect(DANGER_EFFECT_TEXT[level].length).toBeGreaterThan(10);
  });
});

describe('advanceDanger (Salvage QR, Noise; Danger Tracker)', () => {
  it('4 → 10 enters Low and then Medium', () => {
    expect(advanceDanger(4, 6)).toEqual({ track: 10, entered: ['low', 'medium'] });
  });

  it.each([
    [4, 1, 5, ['low']],
    [9, 1, 10, ['medium']],
    [15, 1, 16, ['high']],
    [19, 1, 20, ['maximum']],
    [3, 1, 4, []],
    [5, 4, 9, []],
    [10, 5, 15, []],
    [16, 3, 19, []],
    [1, 19, 20, ['low', 'medium', 'high', 'maximum']],
  ] as const)('%i + %i → %i entering %j', (track, steps, to, entered) => {
    expect(advanceDanger(track, steps)).toEqual({ track: to, entered });
  });

  it('stops at 20 and at 1', () => {
    expect(advanceDanger(20, 3)).toEqual({ track: 20, entered: [] });
    expect(advanceDanger(18, 10)).toEqual({ track: 20, entered: ['maximum'] });
    expect(advanceDanger(5, -10)).toEqual({ track: 1, entered: [] });
  });

  it('moving down or not at all enters nothing', () => {
    expect(advanceDanger(16, -7)).toEqual({ track: 9, entered: [] });
    expect(advanceDanger(12, 0)).toEqual({ track: 12, entered: [] });
  });

  it('refuses a track off the tracker or part of a step', () => {
    expect(() => advanceDanger(0, 1)).toThrow();
    expect(() => advanceDanger(5, 0.5)).toThrow();
  });

  const track = fc.integer({ min: 1, max: 20 });
  const steps = fc.integer({ min: -30, max: 30 });

  it('property: stays on 1..20 and enters the consecutive sections up to the new one', () => {
    fc.assert(
      fc.property(track, steps, (t, s) => {
        const { track: next, entered } = advanceDanger(t, s);
        expect(next).toBe(Math.min(20, Math.max(1, t + s)));
        const from = DANGER_LEVEL_ORDER.indexOf(dangerLevel(t));
        const to = DANGER_LEVEL_ORDER.indexOf(dangerLevel(next));
        expect(entered).toEqual(DANGER_LEVEL_ORDER.slice(from + 1, Math.max(from + 1, to + 1)));
        if (s <= 0) expect(entered).toEqual([]);
        if (entered.length > 0) expect(entered[entered.length - 1]).toBe(dangerLevel(next));
      }),
    );
  });

  it('property: climbing in two moves enters the same sections as in one', () => {
    fc.assert(
      fc.property(track, fc.nat(20), fc.nat(20), (t, a, b) => {
        const first = advanceDanger(t, a);
        const second = advanceDanger(first.track, b);
        const once = advanceDanger(t, a + b);
        expect(second.track).toBe(once.track);
        expect([...first.entered, ...second.entered]).toEqual(once.entered);
      }),
    );
  });
});

describe('airlocks by danger level (Salvage QR, Airlocks; Danger Tracker)', () => {
  it.each([
    ['allQuiet', null, false, false],
    ['low', 7, true, false],
    ['medium', 6, true, false],
    ['high', 5, true, false],
    ['maximum', null, true, true],
  ] as const)('%s: Interact TN %s, usable %s, open by itself %s', (level, tn, canCycle, open) => {
    expect(airlockInteractTn(level)).toBe(tn);
    expect(airlockCanCycle(level)).toBe(canCycle);
    expect(airlocksOpenAutomatically(level)).toBe(open);
  });

  it('reads the TN from the track at every section boundary', () => {
    expect(airlockInteractTn(dangerLevel(4))).toBeNull();
    expect(airlockInteractTn(dangerLevel(5))).toBe(7);
    expect(airlockInteractTn(dangerLevel(9))).toBe(7);
    expect(airlockInteractTn(dangerLevel(10))).toBe(6);
    expect(airlockInteractTn(dangerLevel(15))).toBe(6);
    expect(airlockInteractTn(dangerLevel(16))).toBe(5);
    expect(airlockInteractTn(dangerLevel(19))).toBe(5);
    expect(airlocksOpenAutomatically(dangerLevel(19))).toBe(false);
    expect(airlocksOpenAutomatically(dangerLevel(20))).toBe(true);
  });
});
