import { pathCost, SALVAGE_SMALL_OBSTACLE } from '../../board/movement';
import { EPS, footprintContains, terrainBox } from '../../board/terrain';
import { indexedPieces } from '../../board/terrainIndex';
import {
  DEFAULT_BASE_DIAMETER,
  DEFAULT_FIGURE_HEIGHT,
  levelFloorY,
  levelOfHeight,
  type Board,
  type Figure,
  type Level,
  type TerrainPiece,
} from '../../board/types';
import { EXTRA_INCHES } from '../tables/actions';
import type { Spot } from './state';

/**
 * How an Alert hostile gets from one depth to another (Salvage QR, Alert hostiles: "Follow Motivations …
 * When a rule is unclear: choose the action causing the most mayhem"). A Motivation names a target — a
 * Boiler, a Noise marker, a salvage site — and says nothing about depths, so the hostile goes after it
 * across them: the depths are joined by crossings, worked out once per board with the board kernel itself,
 * and they are the edges between depths of the hostiles' navigation graph (navGraph.ts).
 *
 * Reading (salvage.hostile-ai): the crossings are the movement rules' own ways between depths —
 * - a deck edge, climbed up or down with Climb ("Ascend or descend up to Move value"), or Scale (Climb +2",
 *   Muscle test or fall) where a Climb falls short;
 * - a deck edge jumped down with Jump ("drop up to Move value"; no test, no damage), preferred over climbing
 *   down, being the quicker (the most mayhem);
 * - a ramp, walked with a plain Move (part of the walk that leads to it);
 * - a ladder, climbed with Climb.
 * The hostile walks (Move) to the crossing's foot, then takes it, or takes it straight from where it stands
 * when its Move reaches. Alert hostiles never Run, Launch or leap gaps.
 */

/** One way from a spot on one depth to a spot on another, as the kernel walks it on the bare terrain. */
export interface Crossing {
  readonly from: Spot;
  readonly to: Spot;
  readonly via: 'edge' | 'ramp' | 'ladder';
  /** Inches a Move costs (a ramp only). */
  readonly walk: number | null;
  /** Inches a Climb (or Scale) costs: the height paid plus the distance. */
  readonly climb: number | null;
  /** A Jump down: the drop in inches and the distance it travels. */
  readonly drop: number | null;
  readonly jumpDistance: number | null;
}

/** How far apart crossing points are sampled along a deck edge. */
const EDGE_STEP = 1.5;
/**
 * The foot of an edge crossing stands this far outside the edge (the first of these where a base can stand);
 * its top this far inside.
 */
const OUTSIDE = [0.1, 0.6, 1.1, 1.6] as const;
const INSIDE = 0.4;
/** Plenty of inches: a crossing is recorded with what it costs, and each hostile checks its own Move. */
const PLENTY = 99;

const crossingsByTerrain = new WeakMap<readonly TerrainPiece[], Map<string, readonly Crossing[]>>();

/**
 * The crossings of a scenario's board (its figures ignored), worked out once per board. Reading
 * (salvage.hostile-ai): they are found on the terrain as set up — a door worked later or a container blown
 * does not move a deck edge — and every crossing a hostile takes is checked on the board as it is now.
 */
export function crossingsOf(board: Board): readonly Crossing[] {
  // By the terrain list (and the table's size and spacing): missions opened on one pack board share them.
  let bySize = crossingsByTerrain.get(board.terrain);
  if (bySize === undefined) {
    bySize = new Map();
    crossingsByTerrain.set(board.terrain, bySize);
  }
  const key = `${board.width}|${board.depth}|${board.levelSpacing}`;
  const known = bySize.get(key);
  if (known !== undefined) return known;
  // Frozen, so the board kernel keeps each piece's box with the list (terrainIndex.ts).
  const bare: Board = { ...board, terrain: Object.freeze([...board.terrain]), figures: [] };
  const found = [...edgeCrossings(bare), ...rampCrossings(bare), ...ladderCrossings(bare)];
  bySize.set(key, found);
  return found;
}

function figureAt(spot: Spot): Figure {
  return {
    id: 'crossing-probe',
    name: 'probe',
    side: 'site',
    level: spot.level,
    x: spot.x,
    z: spot.z,
    ...(spot.elevation !== undefined ? { elevation: spot.elevation } : {}),
    baseDiameter: DEFAULT_BASE_DIAMETER,
    height: DEFAULT_FIGURE_HEIGHT,
    eyeHeight: DEFAULT_FIGURE_HEIGHT,
  };
}

/** The highest deck or solid top at (x, z) no higher than `maxY` (terrain.ts supportBelow, on indexed boxes). */
function topBelow(board: Board, x: number, z: number, maxY: number): number {
  let best = 0;
  for (const { box, role } of indexedPieces(board, null)) {
    if (role !== 'deck' && role !== 'solid' && role !== 'blocked') continue;
    if (box.maxY > maxY + EPS || box.maxY <= best + EPS) continue;
    if (footprintContains(box, x, z)) best = box.maxY;
  }
  return best;
}

/**
 * Whether the ground under (x, z) is ground of the depth itself, as the movement kernel walks it (ground.ts:
 * the depth's own decks and solids; The Sink everywhere). The top of a tall Sink block level with The Mids
 * holds a figure up (placement) but is no Mids ground to walk on: every step from it is a fall.
 */
function ownGround(board: Board, spot: Spot): boolean {
  if (spot.level === 3) return true;
  for (const { box, role } of indexedPieces(board, spot.level)) {
    if (role !== 'deck' && role !== 'solid') continue;
    if (footprintContains(box, spot.x, spot.z)) return true;
  }
  return false;
}

/**
 * Whether a base could be set down at `spot` on the bare terrain (placement.ts placementProblems, figures
 * aside, on indexed boxes) and walk on from there: on the table, on its depth's own ground, not inside a
 * solid.
 */
function standable(board: Board, spot: Spot): boolean {
  const r = DEFAULT_BASE_DIAMETER / 2;
  if (spot.x < r || spot.z < r || spot.x > board.width - r || spot.z > board.depth - r) return false;
  if (!ownGround(board, spot)) return false;
  const floor = levelFloorY(spot.level, board.levelSpacing);
  const y = topBelow(board, spot.x, spot.z, floor + 1 + EPS);
  if (Math.abs(y - floor) > 1 + EPS || levelOfHeight(y, board.levelSpacing) !== spot.level) return false;
  for (const { piece, box, role } of indexedPieces(board, null)) {
    if ((role !== 'solid' && role !== 'blocked') || piece.kind === 'small-obstacle') continue;
    if (box.minY > floor + EPS + DEFAULT_FIGURE_HEIGHT || box.maxY <= floor + EPS + 1) continue;
    if (
      spot.x > box.minX - r + EPS &&
      spot.x < box.maxX + r - EPS &&
      spot.z > box.minZ - r + EPS &&
      spot.z < box.maxZ + r - EPS
    )
      return false;
  }
  return true;
}

function probe(board: Board, from: Spot, to: Spot, mode: 'walk' | 'climb' | 'jump') {
  // A Jump here only drops: Alert hostiles never leap gaps.
  const jump = mode === 'jump' ? { maxGap: 0, maxDrop: PLENTY } : {};
  const result = pathCost(board, figureAt(from), [to], {
    allowance: PLENTY,
    mode,
    onFall: 'refuse',
    smallObstacle: SALVAGE_SMALL_OBSTACLE,
    ...jump,
  });
  return result.legal ? result : null;
}

/**
 * Up and down one deck edge between `top` (on the deck) and `foot` (on what lies below, just outside), each
 * way only where the board kernel walks it on the bare terrain (a low solid at the edge can bridge the gap, and
 * then there is no edge to climb there): up by Climb, down by Climb or by Jump. What a Climb costs is the
 * height plus the half inch across; the order itself is checked again when a hostile takes it.
 */
function edgePair(board: Board, top: Spot, foot: Spot): Crossing[] {
  const spacing = board.levelSpacing;
  const height = levelFloorY(top.level, spacing) - (levelFloorY(foot.level, spacing) + (foot.elevation ?? 0));
  const across = flat(top, foot);
  const climb = height + across;
  const out: Crossing[] = [];
  if (probe(board, foot, top, 'climb') !== null) {
    out.push({ from: foot, to: top, via: 'edge', walk: null, climb, drop: null, jumpDistance: null });
  }
  const down = probe(board, top, foot, 'climb') !== null;
  const jump = probe(board, top, foot, 'jump') !== null;
  if (down || jump) {
    out.push({
      from: top,
      to: foot,
      via: 'edge',
      walk: null,
      climb: down ? climb : null,
      drop: jump ? height : null,
      jumpDistance: jump ? across : null,
    });
  }
  return out;
}

/** Samples along every deck edge that has a lower depth below it. */
function edgeCrossings(board: Board): Crossing[] {
  const out: Crossing[] = [];
  const spacing = board.levelSpacing;
  for (const piece of board.terrain) {
    if (piece.kind !== 'platform' && piece.kind !== 'floor') continue;
    const level = piece.level;
    const box = terrainBox(piece, spacing);
    const floor = levelFloorY(level, spacing);
    const sides = [
      { a: [box.minX, box.minZ], b: [box.maxX, box.minZ], n: [0, -1] },
      { a: [box.minX, box.maxZ], b: [box.maxX, box.maxZ], n: [0, 1] },
      { a: [box.minX, box.minZ], b: [box.minX, box.maxZ], n: [-1, 0] },
      { a: [box.maxX, box.minZ], b: [box.maxX, box.maxZ], n: [1, 0] },
    ] as const;
    for (const { a, b, n } of sides) {
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const count = Math.max(1, Math.round((len - 1) / EDGE_STEP));
      for (let i = 0; i <= count; i++) {
        // From half an inch in from one corner to half an inch in from the other.
        const t = len <= 1 ? 0.5 : (0.5 + ((len - 1) * i) / count) / len;
        const ex = a[0] + (b[0] - a[0]) * t;
        const ez = a[1] + (b[1] - a[1]) * t;
        const top: Spot = { x: ex - n[0] * INSIDE, z: ez - n[1] * INSIDE, level };
        if (!standable(board, top)) continue;
        // The foot just outside the edge, or a little further out where something stands right under the
        // edge (a wall below: the climb goes down over it).
        for (const outside of OUTSIDE) {
          const fx = ex + n[0] * outside;
          const fz = ez + n[1] * outside;
          if (fx < 0.5 || fz < 0.5 || fx > board.width - 0.5 || fz > board.depth - 0.5) break;
          const y = topBelow(board, fx, fz, floor + 1);
          // Another deck (or a step of 1" or less, or the top of a wall below) outside the edge: no change of
          // depth right here; perhaps a little further out.
          if (y >= floor - 1) continue;
          const footLevel = levelOfHeight(y, spacing);
          const elevation = y - levelFloorY(footLevel, spacing);
          // On top of something taller than 1" (a wall, a block): a perch, not ground to walk on from.
          if (elevation > 1 + EPS) continue;
          const foot: Spot =
            elevation > 1e-9
              ? { x: fx, z: fz, level: footLevel, elevation }
              : { x: fx, z: fz, level: footLevel };
          if (!standable(board, foot)) continue;
          const pair = edgePair(board, top, foot);
          if (pair.length === 0) continue;
          out.push(...pair);
          break;
        }
      }
    }
  }
  return out;
}

/** A ramp walked end to end, either way along its length, between its own depth and the one above. */
function rampCrossings(board: Board): Crossing[] {
  const out: Crossing[] = [];
  for (const piece of board.terrain) {
    if (piece.kind !== 'ramp' || piece.level === 1) continue;
    const box = terrainBox(piece, board.levelSpacing);
    const alongX = box.maxX - box.minX >= box.maxZ - box.minZ;
    const cx = (box.minX + box.maxX) / 2;
    const cz = (box.minZ + box.maxZ) / 2;
    const ends = alongX
      ? [
          { x: box.minX - 0.3, z: cz },
          { x: box.maxX + 0.3, z: cz },
        ]
      : [
          { x: cx, z: box.minZ - 0.3 },
          { x: cx, z: box.maxZ + 0.3 },
        ];
    const lower = piece.level;
    const upper = (piece.level - 1) as Level;
    for (const [lo, hi] of [
      [ends[0], ends[1]],
      [ends[1], ends[0]],
    ] as const) {
      if (lo === undefined || hi === undefined) continue;
      const foot: Spot = { ...lo, level: lower };
      const top: Spot = { ...hi, level: upper };
      if (!standable(board, foot) || !standable(board, top)) continue;
      const up = probe(board, foot, top, 'walk');
      if (up !== null)
        out.push({
          from: foot,
          to: top,
          via: 'ramp',
          walk: up.cost,
          climb: null,
          drop: null,
          jumpDistance: null,
        });
      const down = probe(board, top, foot, 'walk');
      if (down !== null)
        out.push({
          from: top,
          to: foot,
          via: 'ramp',
          walk: down.cost,
          climb: null,
          drop: null,
          jumpDistance: null,
        });
    }
  }
  return out;
}

/** A ladder standing on its depth, climbed to the deck above it (and down again). */
function ladderCrossings(board: Board): Crossing[] {
  const out: Crossing[] = [];
  for (const piece of board.terrain) {
    if (piece.kind !== 'ladder' || piece.level === 1) continue;
    const foot: Spot = { x: piece.x, z: piece.z, level: piece.level };
    if (!standable(board, foot)) continue;
    const upper = (piece.level - 1) as Level;
    for (const [dx, dz] of [
      [0.8, 0],
      [-0.8, 0],
      [0, 0.8],
      [0, -0.8],
    ] as const) {
      const top: Spot = { x: piece.x + dx, z: piece.z + dz, level: upper };
      if (!standable(board, top)) continue;
      const up = probe(board, foot, top, 'climb');
      if (up !== null)
        out.push({
          from: foot,
          to: top,
          via: 'ladder',
          walk: null,
          climb: up.cost,
          drop: null,
          jumpDistance: null,
        });
      const down = probe(board, top, foot, 'climb');
      if (down !== null)
        out.push({
          from: top,
          to: foot,
          via: 'ladder',
          walk: null,
          climb: down.cost,
          drop: null,
          jumpDistance: null,
        });
    }
  }
  return out;
}

function flat(a: Spot, b: Spot): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}

type Take = { readonly action: 'move' | 'climb' | 'scale' | 'jump'; readonly cost: number } | null;

/**
 * The action a unit with `move` inches of Move takes a crossing with, and the inches it costs; null when its
 * Move cannot pay. Every allowance a crossing asks for follows from the Move (Jump and Climb: up to Move;
 * Scale: Climb +2").
 */
export function crossingTake(c: Crossing, move: number): Take {
  if (c.walk !== null) return c.walk <= move ? { action: 'move', cost: c.walk } : null;
  // Down: Jump when the drop is within Move, the quickest way down.
  if (c.drop !== null && c.jumpDistance !== null) {
    if (c.drop <= move && c.jumpDistance <= move) return { action: 'jump', cost: c.jumpDistance };
  }
  if (c.climb === null) return null;
  if (c.climb <= move) return { action: 'climb', cost: c.climb };
  // Scale: Climb +2", for a climb a plain Climb cannot pay (the most mayhem; it risks the fall).
  if (c.climb <= move + EXTRA_INCHES.scale) return { action: 'scale', cost: c.climb };
  return null;
}

/**
 * Where to come off a crossing: its own landing, and where the target is on that depth, a spot in base
 * contact with it (the most mayhem: straight into the fight), then the landing nudged along the edge (a
 * figure may stand on the landing itself).
 */
export function landings(c: Crossing, goal: Spot): Spot[] {
  const out: Spot[] = [];
  const d = flat(c.to, goal);
  if (c.to.level === goal.level && d > 1e-6 && d < 4) {
    out.push({
      x: goal.x + ((c.to.x - goal.x) / d) * 1.0,
      z: goal.z + ((c.to.z - goal.z) / d) * 1.0,
      level: goal.level,
    });
  }
  out.push(c.to);
  const len = flat(c.from, c.to);
  if (len > 1e-6) {
    const sx = -(c.to.z - c.from.z) / len;
    const sz = (c.to.x - c.from.x) / len;
    for (const k of [0.75, -0.75]) out.push({ ...c.to, x: c.to.x + sx * k, z: c.to.z + sz * k });
  }
  return out;
}
