import { describe, expect, it } from 'vitest';
import type { Board, Figure } from '../../rules/board';
import { FRAME_MIN, FRAME_PAD, occupiedArea } from './framing';

const fig = (id: string, x: number, z: number): Figure => ({
  id,
  name: id,
  side: 'a',
  level: 3,
  x,
  z,
  baseDiameter: 1,
  height: 1.2,
  eyeHeight: 1,
});
const board = (figures: Figure[]): Board => ({ width: 36, depth: 36, levelSpacing: 3, terrain: [], figures });

describe('occupiedArea', () => {
  it('is the whole board when no figure stands on it', () => {
    expect(occupiedArea(board([]))).toEqual({ minX: 0, maxX: 36, minZ: 0, maxZ: 36 });
  });
  it('pads the figures and keeps inside the board', () => {
    const a = occupiedArea(board([fig('a', 10, 10), fig('b', 30, 20)]));
    expect(a.minX).toBe(10 - 0.5 - FRAME_PAD);
    expect(a.maxX).toBe(Math.min(36, 30 + 0.5 + FRAME_PAD));
    expect(a.maxZ - a.minZ).toBeGreaterThanOrEqual(FRAME_MIN);
  });
  it('frames a lone figure in a corner at least FRAME_MIN each way, slid inside the board', () => {
    const a = occupiedArea(board([fig('a', 1, 35)]));
    expect(a).toEqual({ minX: 0, maxX: FRAME_MIN, minZ: 36 - FRAME_MIN, maxZ: 36 });
  });
});
