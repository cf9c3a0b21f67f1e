import { describe, expect, it } from 'vitest';
import { makeBoard } from './defaults';
import { d8Direction, randomMove, scatter, type D8Face } from './direction';

const board = makeBoard();

describe('D8 direction', () => {
  it('reads faces clockwise from north (north is −z)', () => {
    const faces: D8Face[] = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(faces.map((f) => d8Direction(f).name)).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    expect(d8Direction(1)).toMatchObject({ dx: 0, dz: -1 });
    expect(d8Direction(3)).toMatchObject({ dx: 1, dz: 0 });
    for (const f of faces) expect(Math.hypot(d8Direction(f).dx, d8Direction(f).dz)).toBeCloseTo(1, 12);
  });
});

describe('Thrown scatter', () => {
  it('moves 4" in the rolled direction', () => {
    const s = scatter(board, { x: 18, z: 18 }, 3);
    expect(s).toMatchObject({ x: 22, z: 18, direction: 'E', clamped: false });
    const ne = scatter(board, { x: 18, z: 18 }, 2);
    expect(ne.x).toBeCloseTo(18 + 4 * Math.SQRT1_2, 9);
    expect(ne.z).toBeCloseTo(18 - 4 * Math.SQRT1_2, 9);
  });

  it('a 1 still scatters (north): only Unalert moves treat 1 as no move', () => {
    expect(scatter(board, { x: 18, z: 18 }, 1)).toMatchObject({ x: 18, z: 14 });
  });

  it('stops on the table edge', () => {
    expect(scatter(board, { x: 34, z: 18 }, 3)).toMatchObject({ x: 36, z: 18, clamped: true });
  });
});

describe('Unalert random move', () => {
  it('on a 1 the hostile does not move', () => {
    expect(randomMove(board, { x: 5, z: 5 }, 1, 4)).toMatchObject({
      x: 5,
      z: 5,
      moved: 0,
      outcome: 'no-move',
    });
  });

  it('moves its full Move in the rolled direction', () => {
    expect(randomMove(board, { x: 18, z: 18 }, 5, 4)).toMatchObject({
      x: 18,
      z: 22,
      moved: 4,
      outcome: 'moved',
    });
  });

  it('stops when its base reaches the table edge', () => {
    const m = randomMove(board, { x: 33, z: 18 }, 3, 4);
    expect(m.outcome).toBe('stopped-at-edge');
    expect(m.x).toBeCloseTo(35.5, 9);
    expect(m.moved).toBeCloseTo(2.5, 9);
  });

  it('stops on a diagonal at whichever edge the base meets first', () => {
    const m = randomMove(board, { x: 2, z: 10 }, 8, 4);
    expect(m.outcome).toBe('stopped-at-edge');
    expect(m.x).toBeCloseTo(0.5, 9);
    expect(m.z).toBeCloseTo(8.5, 9);
  });

  it('already touching the edge it heads into: moves toward the centre instead', () => {
    const m = randomMove(board, { x: 0.5, z: 18 }, 7, 4);
    expect(m).toMatchObject({ outcome: 'toward-centre', x: 4.5, z: 18, moved: 4 });
    const corner = randomMove(board, { x: 0.5, z: 0.5 }, (1 + 1) as D8Face, 4);
    expect(corner.outcome).toBe('toward-centre');
    expect(corner.x).toBeCloseTo(0.5 + 4 * Math.SQRT1_2, 9);
    expect(corner.z).toBeCloseTo(0.5 + 4 * Math.SQRT1_2, 9);
  });

  it('touching an edge but heading away from it moves normally', () => {
    expect(randomMove(board, { x: 0.5, z: 18 }, 3, 4)).toMatchObject({ outcome: 'moved', x: 4.5 });
  });

  it('never goes past the centre when moving toward it', () => {
    const small = makeBoard({ width: 6, depth: 6 });
    expect(randomMove(small, { x: 0.5, z: 3 }, 7, 6)).toMatchObject({ x: 3, z: 3, moved: 2.5 });
  });
});
