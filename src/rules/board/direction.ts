/**
 * Random directions from a D8, and the moves that use them.
 *
 * Salvage skirmish: roll a D8 for a random direction; on a 1 Unalert NPCs do not move. Faces are read as
 * compass points clockwise from north: 1 N, 2 NE, 3 E, 4 SE, 5 S, 6 SW, 7 W, 8 NW. North is −z (toward the
 * table edge at z = 0), east is +x. Only the Unalert move treats a 1 as "stay put"; a Thrown scatter on a 1
 * goes north like any other face.
 */
import type { Board } from './types';

export type D8Face = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Compass = (typeof COMPASS)[number];

export interface Direction {
  readonly name: Compass;
  /** Unit vector across the table. */
  readonly dx: number;
  readonly dz: number;
}

const DIAGONAL = Math.SQRT1_2;
const DIRECTIONS: readonly Direction[] = [
  { name: 'N', dx: 0, dz: -1 },
  { name: 'NE', dx: DIAGONAL, dz: -DIAGONAL },
  { name: 'E', dx: 1, dz: 0 },
  { name: 'SE', dx: DIAGONAL, dz: DIAGONAL },
  { name: 'S', dx: 0, dz: 1 },
  { name: 'SW', dx: -DIAGONAL, dz: DIAGONAL },
  { name: 'W', dx: -1, dz: 0 },
  { name: 'NW', dx: -DIAGONAL, dz: -DIAGONAL },
];

/** The compass direction a D8 face points. */
export function d8Direction(face: D8Face): Direction {
  const direction = DIRECTIONS[face - 1];
  if (direction === undefined) throw new RangeError(`not a D8 face: ${String(face)}`);
  return direction;
}

/** All eight directions, face 1 first. */
export function allDirections(): readonly Direction[] {
  return DIRECTIONS;
}

interface Spot {
  readonly x: number;
  readonly z: number;
}

export interface ScatterResult {
  readonly x: number;
  readonly z: number;
  readonly direction: Compass;
  /** The scatter would have left the table; it lands on the edge instead. */
  readonly clamped: boolean;
}

/**
 * Salvage weapon keyword Thrown: a missed throw scatters 4" (by default) from the aimed point in the D8
 * direction. A throw cannot leave the table: it stops on the edge.
 */
export function scatter(board: Board, point: Spot, face: D8Face, inches = 4): ScatterResult {
  const dir = d8Direction(face);
  const rawX = point.x + dir.dx * inches;
  const rawZ = point.z + dir.dz * inches;
  const x = Math.min(Math.max(rawX, 0), board.width);
  const z = Math.min(Math.max(rawZ, 0), board.depth);
  return { x, z, direction: dir.name, clamped: x !== rawX || z !== rawZ };
}

export type RandomMoveOutcome = 'no-move' | 'moved' | 'stopped-at-edge' | 'toward-centre';

export interface RandomMoveResult {
  readonly x: number;
  readonly z: number;
  readonly moved: number;
  readonly outcome: RandomMoveOutcome;
  /** The rolled direction, or null on a 1. */
  readonly direction: Compass | null;
}

/** How close a base rim must be to the edge to be touching it. */
const TOUCH = 0.05;

/**
 * Salvage Enemy Phase, Unalert hostiles: move the full Move in the D8 direction; a 1 means no move. The
 * move stops when the base reaches the table edge; if the base already touches the edge it is heading into,
 * it moves toward the centre of the table instead (never past the centre). Terrain along the way is the
 * caller's business (check the path with pathCost): this is the straight-line intent.
 */
export function randomMove(
  board: Board,
  point: Spot,
  face: D8Face,
  inches: number,
  baseDiameter = 1,
): RandomMoveResult {
  if (face === 1) return { x: point.x, z: point.z, moved: 0, outcome: 'no-move', direction: null };
  const dir = d8Direction(face);
  const r = baseDiameter / 2;
  const minX = r;
  const maxX = board.width - r;
  const minZ = r;
  const maxZ = board.depth - r;
  const touching =
    (dir.dx < 0 && point.x <= minX + TOUCH) ||
    (dir.dx > 0 && point.x >= maxX - TOUCH) ||
    (dir.dz < 0 && point.z <= minZ + TOUCH) ||
    (dir.dz > 0 && point.z >= maxZ - TOUCH);
  if (touching) {
    const cx = board.width / 2 - point.x;
    const cz = board.depth / 2 - point.z;
    const toCentre = Math.hypot(cx, cz);
    const moved = Math.min(inches, toCentre);
    const k = toCentre === 0 ? 0 : moved / toCentre;
    return { x: point.x + cx * k, z: point.z + cz * k, moved, outcome: 'toward-centre', direction: dir.name };
  }
  let t = inches;
  if (dir.dx < 0) t = Math.min(t, (point.x - minX) / -dir.dx);
  if (dir.dx > 0) t = Math.min(t, (maxX - point.x) / dir.dx);
  if (dir.dz < 0) t = Math.min(t, (point.z - minZ) / -dir.dz);
  if (dir.dz > 0) t = Math.min(t, (maxZ - point.z) / dir.dz);
  t = Math.max(0, t);
  return {
    x: point.x + dir.dx * t,
    z: point.z + dir.dz * t,
    moved: t,
    outcome: t < inches ? 'stopped-at-edge' : 'moved',
    direction: dir.name,
  };
}
