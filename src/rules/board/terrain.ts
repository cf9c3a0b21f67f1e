/**
 * Where a terrain piece is in space and what it does: its box, whether it is a deck, an obstacle or see-through,
 * and what a figure would stand on at a spot. Shared by sight, movement and falls.
 */
import { levelFloorY, levelOfHeight, type Board, type Box, type Level, type TerrainPiece } from './types';

/** Rounding slack for positions that should coincide. */
export const EPS = 1e-6;

/** Quarter turns 0..3 from a rotation in degrees. */
function quarterTurns(rotation: number | undefined): number {
  const turns = Math.round((rotation ?? 0) / 90) % 4;
  return turns < 0 ? turns + 4 : turns;
}

/** Footprint extents after the quarter turn: 90° and 270° swap width and depth. */
export function footprintExtents(piece: TerrainPiece): { readonly sx: number; readonly sz: number } {
  return quarterTurns(piece.rotation) % 2 === 1
    ? { sx: piece.depthExtent, sz: piece.width }
    : { sx: piece.width, sz: piece.depthExtent };
}

/**
 * The piece's box. A deck (platform, floor) is a slab whose top is its level's floor, so the decks make up
 * The Mids and Topside and a gap is wherever no deck is. Everything else stands on its level's floor.
 */
export function terrainBox(piece: TerrainPiece, spacing: number): Box {
  const { sx, sz } = footprintExtents(piece);
  const floor = levelFloorY(piece.level, spacing);
  const deck = isDeck(piece);
  return {
    minX: piece.x - sx / 2,
    maxX: piece.x + sx / 2,
    minZ: piece.z - sz / 2,
    maxZ: piece.z + sz / 2,
    minY: deck ? floor - piece.height : floor,
    maxY: deck ? floor : floor + piece.height,
  };
}

export function isDeck(piece: TerrainPiece): boolean {
  return piece.kind === 'platform' || piece.kind === 'floor';
}

/** Doors and airlocks are shut unless marked open (salvage: opened or cycled with an Interact action). */
export function isShut(piece: TerrainPiece): boolean {
  return (piece.kind === 'door' || piece.kind === 'airlock') && piece.open !== true;
}

/**
 * Salvage movement table: impassable terrain cannot be entered or passed through. A shut door or airlock is
 * treated the same until it is opened.
 */
export function isImpassable(piece: TerrainPiece): boolean {
  return piece.kind === 'impassable' || isShut(piece);
}

/**
 * A solid a figure must step, climb or jump over (or may stand on). Fringe: vertical obstacles are crossed by
 * paying their height; salvage: obstacles of 1" or less are free to cross.
 */
export function isSolid(piece: TerrainPiece): boolean {
  switch (piece.kind) {
    case 'wall':
    case 'block':
    case 'small-obstacle':
    case 'climbable':
      return true;
    default:
      return isImpassable(piece);
  }
}

/**
 * Salvage LoS: terrain marked as blocking hides what is behind it. A deck always does (you only see down
 * through gaps), an open door or airlock never does.
 */
export function blocksSight(piece: TerrainPiece): boolean {
  if (isDeck(piece)) return true;
  if ((piece.kind === 'door' || piece.kind === 'airlock') && piece.open === true) return false;
  return piece.blocksLos;
}

/** Horizontal point-in-footprint test, edges included. */
export function footprintContains(box: Box, x: number, z: number, grow = 0): boolean {
  return x >= box.minX - grow && x <= box.maxX + grow && z >= box.minZ - grow && z <= box.maxZ + grow;
}

/** Scratch result of {@link clipToFootprint}: the entry and exit fractions along the segment. */
export const clip = { t0: 0, t1: 0 };

/**
 * Which part of the horizontal segment (x0, z0) → (x1, z1) lies over a footprint grown by `grow`: the slab
 * method in two dimensions. Writes the fractions into {@link clip}; false when the segment misses it.
 */
export function clipToFootprint(
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  box: Box,
  grow: number,
): boolean {
  clip.t0 = 0;
  clip.t1 = 1;
  return (
    clipAxis(x0, x1 - x0, box.minX - grow, box.maxX + grow) &&
    clipAxis(z0, z1 - z0, box.minZ - grow, box.maxZ + grow)
  );
}

/** One slab of the slab method: narrow clip.t0..clip.t1 to where origin + t·d lies in [lo, hi]. */
function clipAxis(origin: number, d: number, lo: number, hi: number): boolean {
  if (Math.abs(d) < EPS) return origin >= lo && origin <= hi;
  const ta = (lo - origin) / d;
  const tb = (hi - origin) / d;
  if (ta < tb) {
    if (ta > clip.t0) clip.t0 = ta;
    if (tb < clip.t1) clip.t1 = tb;
  } else {
    if (tb > clip.t0) clip.t0 = tb;
    if (ta < clip.t1) clip.t1 = ta;
  }
  return clip.t0 <= clip.t1;
}

/** What a figure at a spot would come to rest on. */
export interface Support {
  /** Absolute height of the surface. */
  readonly y: number;
  /** The level that height belongs to (see levelOfHeight). */
  readonly level: Level;
  /** Height above that level's floor. */
  readonly elevation: number;
  /** The piece stood on; absent for the table itself. */
  readonly pieceId?: string;
}

/**
 * The highest surface directly below (x, z) whose top is no higher than `maxY`: the table, a deck or the top
 * of a solid. A spot off the table has no support.
 */
export function supportBelow(board: Board, x: number, z: number, maxY: number): Support | null {
  if (x < -EPS || z < -EPS || x > board.width + EPS || z > board.depth + EPS) return null;
  let best = 0;
  let bestId: string | undefined;
  for (const piece of board.terrain) {
    if (!isDeck(piece) && !isSolid(piece)) continue;
    const box = terrainBox(piece, board.levelSpacing);
    if (box.maxY > maxY + EPS || box.maxY <= best + EPS) continue;
    if (!footprintContains(box, x, z)) continue;
    best = box.maxY;
    bestId = piece.id;
  }
  const level = levelOfHeight(best, board.levelSpacing);
  const elevation = Math.max(0, best - levelFloorY(level, board.levelSpacing));
  return bestId === undefined
    ? { y: best, level, elevation }
    : { y: best, level, elevation, pieceId: bestId };
}
