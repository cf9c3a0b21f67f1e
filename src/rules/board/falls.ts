/**
 * Falling and jumping down.
 *
 * Salvage skirmish, falls table:
 * - within the same level: 1 dmg, placed directly below the point of fall, Prone;
 * - through 1 depth: 1 dmg + Prone at the lower depth; through 2 depths: 2 dmg + Prone;
 * - onto another unit: both take 1 dmg + Prone and are placed 1" apart;
 * - forced (pushed or knocked over an edge): falls at once, no test.
 * Salvage action table: a failed Scale falls to the nearest lower depth or edge and takes 1 dmg + Prone; a
 * failed Launch falls the same way and is placed Prone (its damage is read from the falls table).
 *
 * Readings: the faller lands on the highest surface directly below the point of fall (a deck, the top of a
 * solid, or the table), never higher than it started. "Directly below" is the centre of the base; where the
 * base would then stand in a solid (a wall under a deck's edge, the crate just stepped off), it is placed at
 * the nearest spot of that same surface where it fits, as a player would set the model down. Depths crossed are counted between the level bands of
 * the start and landing heights. Landing on a unit is its own row of the table, so it replaces the depth
 * row: a body underneath breaks the fall. The unit landed on stays put; the faller is placed 1" from it.
 */
import { allDirections } from './direction';
import { edgeGap } from './distance';
import { EPS, isSolid, supportBelow, terrainBox, type Support } from './terrain';
import {
  CONTACT_TOLERANCE,
  levelOfHeight,
  standingY,
  type Board,
  type BoardPoint,
  type Figure,
} from './types';

export type FallCause = 'stepped-off' | 'forced' | 'failed-launch' | 'failed-scale';

export interface FallResult {
  /** The point of fall: over the drop, at the height the faller was at (where a path preview bends down). */
  readonly from: BoardPoint;
  /** Where the faller ends up, Prone. */
  readonly landing: BoardPoint;
  /** The spot directly below the point of fall (where it hits, before any placing apart). */
  readonly below: BoardPoint;
  /** Inches fallen. */
  readonly drop: number;
  /** Depth levels passed through: 0 within the same level, 1 or 2. */
  readonly depths: number;
  readonly damage: number;
  readonly prone: true;
  /** The unit fallen onto, if any: it also takes 1 dmg and goes Prone. */
  readonly landedOn?: string;
  readonly landedOnDamage?: number;
  /** Where the two end up after being placed 1" apart (the unit landed on does not move). */
  readonly pushedApart?: { readonly faller: BoardPoint; readonly other: BoardPoint };
  /** Pushed or knocked over: the fall happens at once, no test. */
  readonly forced: boolean;
  readonly cause: FallCause;
}

/** Inches between bases when two units are placed apart after one falls onto the other. */
const APART = 1;

function pointOn(x: number, z: number, support: Support): BoardPoint {
  return support.elevation > 1e-9
    ? { x, z, level: support.level, elevation: support.elevation }
    : { x, z, level: support.level };
}

/** Falls table damage for the depths crossed. */
export function fallDamage(depths: number): number {
  return depths >= 2 ? 2 : 1;
}

/** Resolve a fall from the point of fall `from` (the spot over the drop, at the height the figure was at). */
export function resolveFall(board: Board, figure: Figure, from: BoardPoint, cause: FallCause): FallResult {
  const spacing = board.levelSpacing;
  const fromY = standingY(from, spacing);
  const x = Math.min(Math.max(from.x, 0), board.width);
  const z = Math.min(Math.max(from.z, 0), board.depth);
  const support = supportBelow(board, x, z, fromY) ?? { y: 0, level: 3, elevation: 0 };
  const below = pointOn(x, z, support);
  const depths = Math.max(0, support.level - levelOfHeight(fromY, spacing));
  const base = {
    from,
    below,
    drop: fromY - support.y,
    depths,
    prone: true as const,
    forced: cause === 'forced',
    cause,
  };

  const other = unitBelow(board, figure, x, z, support.y);
  if (other === undefined) {
    const damage = cause === 'failed-scale' ? 1 : fallDamage(depths);
    return { ...base, landing: clearOfSolids(board, figure, below, support), damage };
  }
  const placed = placeApart(board, figure, other, x, z, support);
  return {
    ...base,
    landing: placed,
    damage: 1,
    landedOn: other.id,
    landedOnDamage: 1,
    pushedApart: {
      faller: placed,
      other: { x: other.x, z: other.z, level: other.level, elevation: other.elevation ?? 0 },
    },
  };
}

/** The first solid a base of `figure` centred at (x, z), feet at `y`, would stand in, as its box. */
function solidUnder(board: Board, figure: Figure, x: number, z: number, y: number) {
  const r = figure.baseDiameter / 2;
  for (const piece of board.terrain) {
    if (!isSolid(piece) || piece.kind === 'small-obstacle') continue;
    const box = terrainBox(piece, board.levelSpacing);
    if (box.minY >= y + figure.height - EPS || box.maxY <= y + EPS) continue;
    if (x > box.minX - r + EPS && x < box.maxX + r - EPS && z > box.minZ - r + EPS && z < box.maxZ + r - EPS)
      return box;
  }
  return null;
}

/** How many solids a landing may be pushed out of, one after another (a corner between two walls). */
const MAX_PUSHES = 4;
/** Rings searched when pushing out fails: every quarter inch out to this many inches, 16 bearings each. */
const SETTLE_REACH = 3;
const SETTLE_STEP = 0.25;
const SETTLE_BEARINGS = 16;
/** A hair past the face pushed out of, so the base rests against it rather than in it. */
const CLEAR = 0.01;

/** Whether a base there lies on the table, on the landing's own surface, in no solid. */
function fits(board: Board, figure: Figure, x: number, z: number, support: Support): Support | null {
  const r = figure.baseDiameter / 2;
  if (x < r || z < r || x > board.width - r || z > board.depth - r) return null;
  const under = supportBelow(board, x, z, support.y + CONTACT_TOLERANCE);
  if (under === null || Math.abs(under.y - support.y) > CONTACT_TOLERANCE) return null;
  return solidUnder(board, figure, x, z, support.y) === null ? under : null;
}

/**
 * The landing itself when the base fits there. Otherwise it is pushed out of each solid it stands in by the
 * shortest way across that solid's face (straight out from the crate just stepped off); failing that, the
 * nearest spot on rings round the landing; failing that, the landing as it was (no room: it lies where it fell).
 */
function clearOfSolids(board: Board, figure: Figure, landing: BoardPoint, support: Support): BoardPoint {
  if (solidUnder(board, figure, landing.x, landing.z, support.y) === null) return landing;
  const r = figure.baseDiameter / 2;
  let x = landing.x;
  let z = landing.z;
  for (let push = 0; push < MAX_PUSHES; push++) {
    const box = solidUnder(board, figure, x, z, support.y);
    if (box === null) break;
    const ways = [
      { dx: box.minX - r - CLEAR - x, dz: 0 },
      { dx: box.maxX + r + CLEAR - x, dz: 0 },
      { dx: 0, dz: box.minZ - r - CLEAR - z },
      { dx: 0, dz: box.maxZ + r + CLEAR - z },
    ].sort((a, b) => Math.abs(a.dx + a.dz) - Math.abs(b.dx + b.dz));
    const way = ways[0] ?? { dx: 0, dz: 0 };
    x += way.dx;
    z += way.dz;
  }
  const pushed = fits(board, figure, x, z, support);
  if (pushed !== null) return pointOn(x, z, pushed);
  for (let ring = 1; ring * SETTLE_STEP <= SETTLE_REACH + EPS; ring++) {
    for (let b = 0; b < SETTLE_BEARINGS; b++) {
      const angle = (2 * Math.PI * b) / SETTLE_BEARINGS;
      const rx = landing.x + Math.sin(angle) * ring * SETTLE_STEP;
      const rz = landing.z - Math.cos(angle) * ring * SETTLE_STEP;
      const under = fits(board, figure, rx, rz, support);
      if (under !== null) return pointOn(rx, rz, under);
    }
  }
  return landing;
}

/** The nearest other unit standing at the landing height whose base the faller's base would cover. */
function unitBelow(board: Board, faller: Figure, x: number, z: number, y: number): Figure | undefined {
  let best: Figure | undefined;
  let bestDistance = Infinity;
  for (const other of board.figures) {
    if (other.id === faller.id) continue;
    if (Math.abs(standingY(other, board.levelSpacing) - y) > CONTACT_TOLERANCE) continue;
    const d = Math.hypot(other.x - x, other.z - z);
    if (d < (faller.baseDiameter + other.baseDiameter) / 2 - 0.01 && d < bestDistance) {
      best = other;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Place the faller 1" (rim to rim) from the unit it fell on: straight away from that unit if possible,
 * otherwise the first compass direction (N first, clockwise) that keeps it on the same surface, on the table
 * and clear of other bases. If none does, the first spot is used and it settles on whatever is below.
 */
function placeApart(
  board: Board,
  faller: Figure,
  other: Figure,
  x: number,
  z: number,
  support: Support,
): BoardPoint {
  const reach = (faller.baseDiameter + other.baseDiameter) / 2 + APART;
  const away = Math.hypot(x - other.x, z - other.z);
  const directions = allDirections().map((d) => ({ dx: d.dx, dz: d.dz }));
  if (away > 1e-9) directions.unshift({ dx: (x - other.x) / away, dz: (z - other.z) / away });
  const r = faller.baseDiameter / 2;
  const spots = directions.map((d) => ({ x: other.x + d.dx * reach, z: other.z + d.dz * reach }));
  for (const spot of spots) {
    if (spot.x < r || spot.z < r || spot.x > board.width - r || spot.z > board.depth - r) continue;
    const under = supportBelow(board, spot.x, spot.z, support.y);
    if (under === null || Math.abs(under.y - support.y) > CONTACT_TOLERANCE) continue;
    const clash = board.figures.some(
      (f) =>
        f.id !== faller.id &&
        f.id !== other.id &&
        Math.abs(standingY(f, board.levelSpacing) - support.y) <= CONTACT_TOLERANCE &&
        edgeGap(f, { ...spot, baseDiameter: faller.baseDiameter }) < -CONTACT_TOLERANCE,
    );
    if (!clash) return pointOn(spot.x, spot.z, support);
  }
  const first = spots[0] ?? { x, z };
  const sx = Math.min(Math.max(first.x, 0), board.width);
  const sz = Math.min(Math.max(first.z, 0), board.depth);
  return pointOn(sx, sz, supportBelow(board, sx, sz, support.y) ?? support);
}

export interface JumpDown {
  /** A descent of 1" or less is free. */
  readonly free: boolean;
  /** Jumping down more than 1" ends the character's round. */
  readonly endsRound: boolean;
  /** Jumping down 3" or more inflicts a Damage +0 Hit (never for Swift characters). */
  readonly hit: boolean;
}

/**
 * Fringe, jumping: jumping needs no movement; jumping down more than 1" ends the round, 3" or further
 * inflicts a Damage +0 Hit, and Swift characters may jump straight down any distance unharmed.
 */
export function jumpDownDamage(heightInches: number, swift = false): JumpDown {
  return {
    free: heightInches <= 1 + 1e-9,
    endsRound: heightInches > 1 + 1e-9,
    hit: !swift && heightInches >= 3 - 1e-9,
  };
}
