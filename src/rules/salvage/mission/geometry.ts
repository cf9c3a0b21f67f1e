import { pathCost, REASONS, SALVAGE_SMALL_OBSTACLE, type MoveResult } from '../../board/movement';
import { placementProblems } from '../../board/placement';
import { supportBelow } from '../../board/terrain';
import { levelOfHeight, levelFloorY, standingY, type Board } from '../../board/types';
import { missionBoard, unitFigure } from './board';
import type { Mission, Spot, Unit } from './state';
import { rememberWalk } from './walks';

/**
 * Where a unit ends up when the rules move it without a player choosing the spot: pushed apart, shoved,
 * disengaging, or an Alert hostile closing in. Straight lines across the table, checked against the board.
 */

function legalSpot(m: Mission, u: Unit, spot: Spot): boolean {
  const board = missionBoard(m, u.id);
  return placementProblems(board, unitFigure(u, spot)).length === 0;
}

/** Unit direction (x, z) from `from` to `to`; a fixed direction when they coincide. */
function heading(from: Spot, to: Spot): { dx: number; dz: number } {
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const len = Math.hypot(dx, dz);
  return len < 1e-9 ? { dx: 1, dz: 0 } : { dx: dx / len, dz: dz / len };
}

function clampToTable(m: Mission, spot: Spot): Spot {
  const b = m.content.board;
  return {
    ...spot,
    x: Math.min(Math.max(spot.x, 0.5), b.width - 0.5),
    z: Math.min(Math.max(spot.z, 0.5), b.depth - 0.5),
  };
}

/**
 * A spot `inches` straight away from the average of `from` (tried at the straight line, then turned
 * 45° either way and 90°), or null when nowhere is free.
 */
export function awayFrom(m: Mission, u: Unit, from: readonly Unit[], inches: number): Spot | null {
  if (u.at === null) return null;
  const spots = from.flatMap((o) => (o.at === null ? [] : [o.at]));
  if (spots.length === 0) return null;
  const cx = spots.reduce((s, p) => s + p.x, 0) / spots.length;
  const cz = spots.reduce((s, p) => s + p.z, 0) / spots.length;
  const h = heading({ ...u.at, x: cx, z: cz }, u.at);
  for (const turn of [0, Math.PI / 4, -Math.PI / 4, Math.PI / 2, -Math.PI / 2]) {
    const dx = h.dx * Math.cos(turn) - h.dz * Math.sin(turn);
    const dz = h.dx * Math.sin(turn) + h.dz * Math.cos(turn);
    const spot = clampToTable(m, { ...u.at, x: u.at.x + dx * inches, z: u.at.z + dz * inches });
    if (legalSpot(m, u, spot)) return spot;
  }
  return null;
}

/** The spot a push of `inches` away from `from` reaches: it stops short of solid terrain and units. */
export function pushSpot(m: Mission, u: Unit, from: Spot, inches: number): Spot | null {
  if (u.at === null) return null;
  const h = heading(from, u.at);
  for (let d = inches; d > 0.05; d -= 0.25) {
    const spot = clampToTable(m, { ...u.at, x: u.at.x + h.dx * d, z: u.at.z + h.dz * d });
    if (legalSpot(m, u, spot)) return spot;
  }
  return null;
}

/**
 * Where a walk along a line from a unit's spot was stopped, by heading, per board and unit (both immutable
 * values, so a point found cannot go stale).
 */
const stops = new WeakMap<Board, WeakMap<Unit, Map<string, number>>>();

function linesOf(board: Board, u: Unit): Map<string, number> {
  let byUnit = stops.get(board);
  if (byUnit === undefined) {
    byUnit = new WeakMap();
    stops.set(board, byUnit);
  }
  let lines = byUnit.get(u);
  if (lines === undefined) {
    lines = new Map();
    byUnit.set(u, lines);
  }
  return lines;
}

/** Inches past the point where a try stopped that a shorter try must reach to be refused unwalked. */
const STOP_MARGIN = 0.01;

/**
 * A walk refused first for what lies at the point where it stopped (`distance` inches along the line), not
 * for where it ends (a friend under the base, the inches it costs) nor for a figure beside the line.
 */
function stopsOnTheWay(result: MoveResult): boolean {
  const first = result.reasons[0];
  return first === REASONS.walksOff || first === REASONS.climb || first === REASONS.impassable;
}

/**
 * The furthest legal walk toward `goal` within `allowance` inches (an Alert hostile closing in): the
 * straight path at full length, then shorter, stopping `stopShort` inches from the goal (base contact).
 */
export function walkToward(
  m: Mission,
  u: Unit,
  goal: Spot,
  allowance: number,
  stopShort: number,
): Spot | null {
  if (u.at === null || allowance <= 0) return null;
  const board = missionBoard(m);
  const figure = unitFigure(u, u.at);
  const flat = Math.hypot(goal.x - u.at.x, goal.z - u.at.z);
  const want = Math.max(0, flat - stopShort);
  if (want < 0.05) return null;
  const h = heading(u.at, goal);
  const sameLevel = goal.level === u.at.level;
  // Every try walks the same straight line on the unit's own depth, only shorter. A walk stopped by what
  // lies at a point of that line (a drop or a gap, a rise to climb, impassable ground) stops every longer
  // try at that very point, so tries that reach past it are refused without walking them again. The margin
  // keeps clear of rounding where a try would end right at that point. The point is kept for the line (the
  // same unit, board and heading): a Move and a Run toward one goal walk it both.
  const line = linesOf(board, u);
  const lineKey = `${h.dx},${h.dz}`;
  let stoppedAt = line.get(lineKey) ?? Infinity;
  for (const fraction of [1, 0.85, 0.7, 0.55, 0.4, 0.25, 0.1]) {
    const d = Math.min(want, allowance) * fraction;
    if (d < 0.05) continue;
    if (d > stoppedAt + STOP_MARGIN) continue;
    const to: Spot = {
      x: u.at.x + h.dx * d,
      z: u.at.z + h.dz * d,
      level: sameLevel && d >= want - 1e-6 ? goal.level : u.at.level,
    };
    // A path that walks off an edge is never the one taken: refusing it spares working out the fall.
    const result = pathCost(board, figure, [to], {
      allowance,
      onFall: 'refuse',
      smallObstacle: SALVAGE_SMALL_OBSTACLE,
    });
    if (!result.legal) {
      if (stopsOnTheWay(result) && result.distance < stoppedAt) {
        stoppedAt = result.distance;
        line.set(lineKey, stoppedAt);
      }
      continue;
    }
    // A legal walk never fell, so it is the very walk the order's own check asks for (checks.ts).
    rememberWalk(board, u, result.end, allowance, result);
    return result.end;
  }
  return null;
}

/**
 * Unalert hostiles: "If movement reaches a climbable surface with distance remaining: unit Climbs." The
 * furthest legal straight move toward `goal` that climbs up or down a depth on the way (Climb: any rise or
 * descent, paid in inches), or null when no climbing path goes further than `walked` inches.
 */
export function climbToward(m: Mission, u: Unit, goal: Spot, allowance: number, walked: number): Spot | null {
  if (u.at === null || allowance <= 0) return null;
  const board = missionBoard(m);
  const figure = unitFigure(u, u.at);
  const h = heading(u.at, goal);
  const flat = Math.hypot(goal.x - u.at.x, goal.z - u.at.z);
  // Up or down a depth first, then onto something on its own depth: a climb that ends on another depth's
  // deck is on that depth (Salvage 004 Climb: "Ascend or descend"), even where a solid under the deck would
  // let the same spot be read as the top of something on its own depth.
  const levels = [u.at.level - 1, u.at.level + 1, u.at.level].filter(
    (l): l is Spot['level'] => l >= 1 && l <= 3,
  );
  // As in walkToward: a climb on its own depth stopped at a point of the line (a gap, impassable ground; a
  // Climb pays for rises and drops) stops every longer one there, so those are not walked again.
  let stoppedAt = Infinity;
  for (const fraction of [1, 0.85, 0.7, 0.55, 0.4, 0.25]) {
    const d = Math.min(flat, allowance) * fraction;
    if (d <= walked + 0.25) break;
    for (const level of levels) {
      if (level === u.at.level && d > stoppedAt + STOP_MARGIN) continue;
      const to: Spot = { x: u.at.x + h.dx * d, z: u.at.z + h.dz * d, level };
      const result = pathCost(board, figure, [to], {
        allowance,
        mode: 'climb',
        onFall: 'refuse',
        smallObstacle: SALVAGE_SMALL_OBSTACLE,
      });
      if (result.legal && result.climbed > 0) return result.end;
      const first = result.reasons[0];
      if (level === u.at.level && (first === REASONS.walksOff || first === REASONS.impassable))
        stoppedAt = Math.min(stoppedAt, result.distance);
    }
  }
  return null;
}

/**
 * Where a failed Launch or Scale comes off (Salvage QR, actions: "Muscle test or fall to nearest lower depth /
 * edge"). Reading (salvage.falls): the unit falls part-way along its straight path, from the higher of its
 * start and destination heights — at the first gap the path crosses (a Launch over a gap falls into it), else
 * at the edge where the path leaves the higher surface for the lower one (a Scale up or down a deck falls from
 * that edge to the depth below). With neither, it falls where it started (within the same level).
 */
export function pointOfFall(board: Board, from: Spot, to: Spot): Spot {
  const spacing = board.levelSpacing;
  const fromY = standingY(from, spacing);
  const toY = standingY(to, spacing);
  const hi = Math.max(fromY, toY);
  const lo = Math.min(fromY, toY);
  const at = (t: number, y: number): Spot => {
    const level = levelOfHeight(y, spacing);
    const elevation = y - levelFloorY(level, spacing);
    const x = from.x + (to.x - from.x) * t;
    const z = from.z + (to.z - from.z) * t;
    return elevation > 1e-9 ? { x, z, level, elevation } : { x, z, level };
  };
  const flat = Math.hypot(to.x - from.x, to.z - from.z);
  const steps = Math.max(1, Math.ceil(flat / 0.1));
  const ground = (t: number): number =>
    supportBelow(board, from.x + (to.x - from.x) * t, from.z + (to.z - from.z) * t, hi + 0.05)?.y ?? 0;
  for (let i = 1; i < steps; i++) {
    if (ground(i / steps) < lo - 0.05) return at(i / steps, hi);
  }
  if (hi - lo > 0.05) {
    // From the higher end toward the lower: the first point over the lower surface is the edge.
    const higherIsEnd = toY > fromY;
    for (let i = 0; i <= steps; i++) {
      const t = higherIsEnd ? 1 - i / steps : i / steps;
      if (ground(t) <= lo + 0.05) return at(t, hi);
    }
  }
  return from;
}
