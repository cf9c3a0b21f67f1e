import { describe, expect, it } from 'vitest';
import { moveConsequences } from './consequences';
import { makeBoard, makeFigure, makePiece } from './defaults';
import { pathCost } from './movement';
import type { Board, BoardPoint, Figure } from './types';

// 004 falls table: within the same level 1 dmg; through 1 depth 1 dmg + Prone; through 2 depths 2 dmg +
// Prone; onto another unit both take 1 dmg + Prone, placed 1" apart. Levels 3" apart.
// Topside deck over x 0..8 (nothing under it), a Mids deck over x 20..36, a 2" crate on The Sink at 12..14.
const topside = makePiece({
  id: 'top',
  kind: 'platform',
  level: 1,
  x: 4,
  z: 18,
  width: 8,
  depthExtent: 36,
  height: 0.25,
});
const mids = makePiece({
  id: 'mids',
  kind: 'platform',
  level: 2,
  x: 28,
  z: 18,
  width: 16,
  depthExtent: 36,
  height: 0.25,
});
const crate = makePiece({ id: 'crate', kind: 'block', x: 13, z: 18, width: 2, depthExtent: 2, height: 2 });

function consequences(board: Board, figure: Figure, to: BoardPoint) {
  const withFigure = { ...board, figures: [...board.figures.filter((f) => f.id !== figure.id), figure] };
  return moveConsequences(withFigure, figure, pathCost(withFigure, figure, [to], { allowance: 6 }));
}

const board = makeBoard({ terrain: [topside, mids, crate] });

describe('move consequences: falls (004 falls table)', () => {
  it('walking off Topside onto The Sink falls 6" through 2 depths: 2 damage, and asks first', () => {
    const walker = makeFigure({ id: 'w', side: 'crew', level: 1, x: 6, z: 18 });
    const c = consequences(board, walker, { x: 11, z: 18, level: 1 });
    expect(c.fall).toMatchObject({ drop: 6, depths: 2, damage: 2, landing: { level: 3 } });
    expect(c.fall?.edge.x).toBeCloseTo(8, 1);
    expect(c.risky).toBe(true);
    // The path bends down at the edge: start, point of fall (still 6" up), landing on the table.
    expect(c.path).toHaveLength(3);
    expect(c.path[1]?.y).toBeCloseTo(6);
    expect(c.path[2]?.y).toBeCloseTo(0);
  });

  it('walking off The Mids falls 3" through 1 depth: 1 damage', () => {
    const walker = makeFigure({ id: 'w', side: 'crew', level: 2, x: 22, z: 18 });
    const c = consequences(board, walker, { x: 17, z: 18, level: 2 });
    expect(c.fall).toMatchObject({ drop: 3, depths: 1, damage: 1 });
  });

  it('stepping off a 2" crate is a fall within the same level: 1 damage', () => {
    const walker = makeFigure({ id: 'w', side: 'crew', level: 3, x: 13, z: 18, elevation: 2 });
    const c = consequences(board, walker, { x: 16, z: 18, level: 3 });
    expect(c.fall).toMatchObject({ drop: 2, depths: 0, damage: 1 });
    expect(c.risky).toBe(true);
  });

  it('falling onto another unit: both take 1 damage, the faller is placed beside it', () => {
    const below = makeFigure({ id: 'b', side: 'site', level: 3, x: 8.6, z: 18 });
    const walker = makeFigure({ id: 'w', side: 'crew', level: 1, x: 6, z: 18 });
    const c = consequences({ ...board, figures: [below] }, walker, { x: 11, z: 18, level: 1 });
    expect(c.fall).toMatchObject({ damage: 1, landedOn: 'b', landedOnDamage: 1 });
    expect(c.fall?.landing).not.toMatchObject({ x: c.fall?.edge.x });
  });

  it('a walk on the flat has no fall and asks nothing', () => {
    const walker = makeFigure({ id: 'w', side: 'crew', level: 3, x: 14, z: 5 });
    const c = consequences(board, walker, { x: 18, z: 5, level: 3 });
    expect(c.fall).toBeNull();
    expect(c.risky).toBe(false);
    expect(c.path).toHaveLength(2);
  });
});

describe('move consequences: engagement', () => {
  it('walking out of base contact with an enemy leaves the engagement and asks first', () => {
    const enemy = makeFigure({ id: 'e', side: 'site', level: 3, x: 15, z: 5 });
    const walker = makeFigure({ id: 'w', side: 'crew', level: 3, x: 14, z: 5 });
    const c = consequences({ ...board, figures: [enemy] }, walker, { x: 14, z: 9, level: 3 });
    expect(c.leavesEngagement).toEqual(['e']);
    expect(c.entersEngagement).toEqual([]);
    expect(c.risky).toBe(true);
  });

  it('walking into base contact enters an engagement, which is no risk to ask about', () => {
    const enemy = makeFigure({ id: 'e', side: 'site', level: 3, x: 18, z: 5 });
    const walker = makeFigure({ id: 'w', side: 'crew', level: 3, x: 14, z: 5 });
    const c = consequences({ ...board, figures: [enemy] }, walker, { x: 17, z: 5, level: 3 });
    expect(c.entersEngagement).toEqual(['e']);
    expect(c.risky).toBe(false);
  });
});
