import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionId, ConditionId } from '../types';
import { ACTIONS } from './actions';
import {
  BLEEDING_TN,
  CONDITIONS,
  actionLimit,
  conditionTnModifier,
  movementAfterConditions,
  pronePermits,
} from './conditions';

const ALL: ConditionId[] = [
  'burning',
  'stunned',
  'bleeding',
  'blinded',
  'poisoned',
  'unlucky',
  'exhausted',
  'panicked',
  'pickled',
  'prone',
  'mortallyWounded',
];
const condList = fc.array(fc.constantFrom(...ALL), { maxLength: 6 });

describe('CONDITIONS (Salvage QR, Conditions)', () => {
  it.each([
    ['burning', 'Burning', 'firstAid', /Muscle test.*1 damage/],
    ['stunned', 'Stunned', 'firstAid', /TN \+2/],
    ['bleeding', 'Bleeding', 'firstAid', /TN 7.*1 damage/],
    ['blinded', 'Blinded', 'firstAid', /One action each activation/],
    ['poisoned', 'Poisoned', 'firstAid', /Smarts test.*1 Blight/],
    ['unlucky', 'Unlucky', 'firstAid', /Reroll every success once/],
    ['exhausted', 'Exhausted', 'firstAid', /−2".*1"/],
    ['panicked', 'Panicked', 'firstAid', /airlock/],
    ['pickled', 'Pickled', 'item', /Noise.*Move or Crawl/],
    ['prone', 'Prone', 'standUp', /Crawl or Stand Up/],
    ['mortallyWounded', 'Mortally Wounded', 'postGame', /cannot act or move/],
  ] as const)('%s: %s, removed by %s', (id, name, removable, summary) => {
    expect(CONDITIONS[id]).toMatchObject({ name, removable });
    expect(CONDITIONS[id].summary).toMatch(summary);
  });

  it('has exactly the eleven conditions', () => {
    expect(Object.keys(CONDITIONS).sort()).toEqual([...ALL].sort());
  });

  it('Bleeding tests at TN 7', () => {
    expect(BLEEDING_TN).toBe(7);
  });
});

describe('conditionTnModifier (Stunned: all TNs +2)', () => {
  it('is +2 when Stunned, once however often it is listed, else 0', () => {
    expect(conditionTnModifier([])).toBe(0);
    expect(conditionTnModifier(['stunned'])).toBe(2);
    expect(conditionTnModifier(['stunned', 'stunned', 'prone'])).toBe(2);
    expect(conditionTnModifier(ALL.filter((c) => c !== 'stunned'))).toBe(0);
  });

  it('property: 2 exactly when Stunned is among the conditions', () => {
    fc.assert(
      fc.property(condList, (conds) => {
        expect(conditionTnModifier(conds)).toBe(conds.includes('stunned') ? 2 : 0);
      }),
    );
  });
});

describe('actionLimit (Blinded: 1 action per activation)', () => {
  it('is 1 when Blinded, else no limit', () => {
    expect(actionLimit(['blinded'])).toBe(1);
    expect(actionLimit(['blinded', 'stunned'])).toBe(1);
    expect(actionLimit([])).toBeNull();
    expect(actionLimit(ALL.filter((c) => c !== 'blinded'))).toBeNull();
  });
});

describe('movementAfterConditions (Exhausted: −2", minimum 1")', () => {
  it.each([
    [6, 4],
    [4, 2],
    [3.5, 1.5],
    [3, 1],
    [2.5, 1],
    [2, 1],
    [1, 1],
    [0.5, 0.5],
  ])('Exhausted Move %s" becomes %s"', (move, after) => {
    expect(movementAfterConditions(move, ['exhausted'])).toBe(after);
  });

  it('leaves the Move alone without Exhausted', () => {
    expect(movementAfterConditions(6, [])).toBe(6);
    expect(movementAfterConditions(6, ['stunned', 'prone'])).toBe(6);
  });

  it('property: never more than the Move, never below 1" unless the Move already was', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 24, noNaN: true }), condList, (move, conds) => {
        const after = movementAfterConditions(move, conds);
        expect(after).toBeLessThanOrEqual(move);
        expect(after).toBeGreaterThanOrEqual(Math.min(move, 1));
        if (conds.includes('exhausted') && move >= 3) expect(after).toBeCloseTo(move - 2);
      }),
    );
  });
});

describe('pronePermits (Prone: may only Crawl or Stand Up; Exert allowed by reading)', () => {
  const allowed: ActionId[] = ['crawl', 'standUp', 'exert'];
  it.each(Object.keys(ACTIONS) as ActionId[])('%s', (action) => {
    expect(pronePermits(action)).toBe(allowed.includes(action));
  });
});
