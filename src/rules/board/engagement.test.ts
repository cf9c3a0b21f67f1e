import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure } from './defaults';
import { engagedPairs, engagedWith, isEngaged } from './engagement';

describe('engagement (base contact with an enemy)', () => {
  const a = makeFigure({ id: 'a', side: 'crew', x: 10, z: 10 });
  const friend = makeFigure({ id: 'friend', side: 'crew', x: 9, z: 10 });
  const foe = makeFigure({ id: 'foe', side: 'hostile', x: 11, z: 10 });
  const farFoe = makeFigure({ id: 'far', side: 'hostile', x: 20, z: 10 });
  const upstairs = makeFigure({ id: 'up', side: 'hostile', x: 10, z: 11, level: 2 });
  const board = makeBoard({ figures: [a, friend, foe, farFoe, upstairs] });

  it('touching enemies are engaged; friends and figures on other levels are not', () => {
    expect(engagedWith(board, a).map((f) => f.id)).toEqual(['foe']);
    expect(isEngaged(board, friend)).toBe(false);
    expect(isEngaged(board, farFoe)).toBe(false);
    expect(isEngaged(board, upstairs)).toBe(false);
  });

  it('lists each engaged pair once', () => {
    expect(engagedPairs(board)).toEqual([['a', 'foe']]);
  });
});
