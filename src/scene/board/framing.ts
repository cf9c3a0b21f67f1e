/**
 * Pure: what the default camera framing fits to the canvas. A whole 36" table framed in a 1280 × 720 window
 * with the docked panels leaves a figure a dozen pixels across, too small to pick; most of a board's area is
 * empty floor round the figures, so the framing fits the occupied part: every figure with room round it.
 */
import type { Board } from '../../rules/board';

export interface FrameArea {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** Room round the outermost figures, inches: a move or two of floor, and the figure's label. */
export const FRAME_PAD = 4;
/** The least framed extent, inches: one figure alone is not framed as a close-up. */
export const FRAME_MIN = 14;

/**
 * The part of the board the default framing fits: the figures' extent padded by {@link FRAME_PAD}, at least
 * {@link FRAME_MIN} each way, kept inside the board; the whole board when no figure stands on it.
 */
export function occupiedArea(board: Board): FrameArea {
  const whole = { minX: 0, maxX: board.width, minZ: 0, maxZ: board.depth };
  if (board.figures.length === 0) return whole;
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (const f of board.figures) {
    const r = f.baseDiameter / 2;
    minX = Math.min(minX, f.x - r);
    maxX = Math.max(maxX, f.x + r);
    minZ = Math.min(minZ, f.z - r);
    maxZ = Math.max(maxZ, f.z + r);
  }
  const [x0, x1] = span(minX - FRAME_PAD, maxX + FRAME_PAD, board.width);
  const [z0, z1] = span(minZ - FRAME_PAD, maxZ + FRAME_PAD, board.depth);
  return { minX: x0, maxX: x1, minZ: z0, maxZ: z1 };
}

/** An interval grown to FRAME_MIN round its middle, then slid (or cut) to lie inside 0..size. */
function span(lo: number, hi: number, size: number): [number, number] {
  const grow = Math.max(0, FRAME_MIN - (hi - lo)) / 2;
  let a = lo - grow;
  let b = hi + grow;
  if (a < 0) {
    b -= a;
    a = 0;
  }
  if (b > size) {
    a -= b - size;
    b = size;
  }
  return [Math.max(0, a), Math.min(size, b)];
}
