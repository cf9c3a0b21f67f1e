/**
 * The heat map: for one figure that would stand somewhere and one target, what every square of every level's
 * floor gives — the line of sight to the target by the board's own rules (eye height, five points, cover
 * within reach), the true distance, what it costs to walk there this activation, and, when a mode supplies
 * a scorer, the odds of its best attack from there.
 *
 * Nothing here is new rules: each square asks `footing` (placementProblems' answer), `sightVerdict`
 * (lineOfSight's grade) and `pathCost` (the movement kernel's straight move), and the tests hold every square
 * to those answers. The work is split into a plan (which squares, with the index compiled once) and fills of
 * any range of its squares, so a worker can stop between ranges when a newer request arrives.
 */
import { figureDistance } from '../distance';
import { compileLos, coverNear, sightVerdict, type SightIndex, type SightVerdict } from '../los';
import { pathCost, type MoveMode, type MoveResult } from '../movement';
import { EPS } from '../terrain';
import {
  CONTACT_TOLERANCE,
  levelFloorY,
  type Board,
  type BoardPoint,
  type Figure,
  type Level,
} from '../types';
import { footing, footingGrid } from './footing';

/** What to map: who would stand, against whom, on what grid, and the move that would take it there. */
export interface HeatmapRequest {
  /** The figure that would stand on each square. */
  readonly moverId: string;
  /** The figure it looks at (and would attack). */
  readonly targetId: string;
  /** Side of a square in inches (default 1). */
  readonly resolution?: number;
  /**
   * The move this activation allows: a square's moveCost is the straight move's cost (none: not worked out).
   * `modes` (instead of `mode`) tries each in turn and keeps the first legal one, as a game that lets the
   * rules pick how a move is made (Fringe's "whichever works": walk, leap, climb, jump).
   */
  readonly move?: {
    readonly allowance: number;
    readonly mode?: MoveMode;
    readonly modes?: readonly MoveMode[];
    /** A rise walked for free (salvage movement table's small obstacle; Fringe: none). See MoveOptions. */
    readonly smallObstacle?: number;
  } | null;
  /** How close to the target a cover piece must be to count (default 1", as lineOfSight). */
  readonly coverReach?: number;
}

/**
 * A mode's reading of a square: the odds of the best attack from `from` (0..1), or null where it has none to
 * give. `moveCost` is null where the figure cannot get there this activation; `move` is then null too, else
 * the board's verdict on that move (its mode's result: enemies in contact at the end, a jump down and its
 * consequences), for a game whose attack depends on how the figure got there. The arguments are reused
 * from one call to the next: copy what you keep.
 */
export type HeatmapScorer = (
  from: BoardPoint,
  sight: SightVerdict,
  distance: number,
  moveCost: number | null,
  move: MoveResult | null,
) => number | null;

/** Sight grades as stored: 0 clear, 1 cover, 2 blocked. */
export const SIGHT_CODES = { clear: 0, cover: 1, blocked: 2 } as const;
export const SIGHT_NAMES = ['clear', 'cover', 'blocked'] as const;

/**
 * The map: one entry per square a figure could stand on, every level, as parallel typed arrays (so a worker
 * hands it over without copying, and a scene reads it without objects). NaN marks "none".
 */
export interface HeatMap {
  readonly moverId: string;
  readonly targetId: string;
  readonly resolution: number;
  readonly count: number;
  readonly level: Uint8Array;
  /** Centre of the square, inches. */
  readonly x: Float64Array;
  readonly z: Float64Array;
  /** Height of the standing point above the table (the level's floor plus what it stands on). */
  readonly y: Float64Array;
  /** SIGHT_CODES. */
  readonly sight: Uint8Array;
  /** How many of the target's five points are seen from there. */
  readonly pointsSeen: Uint8Array;
  /** Other figures across the central eyeline (at most 255). */
  readonly crossing: Uint8Array;
  /** True 3D distance to the target, base centre to base centre. */
  readonly distance: Float64Array;
  /** The straight move's cost from where the figure stands; NaN where it cannot get there. */
  readonly moveCost: Float64Array;
  /** The scorer's odds; NaN where it gave none (or there is no scorer). */
  readonly odds: Float64Array;
}

/** A map being made: the squares chosen, the compiled board, the arrays being filled. */
export interface HeatmapPlan {
  readonly board: Board;
  /** The same board with frozen terrain, so every straight move reuses the pieces' boxes. */
  readonly moveBoard: Board;
  readonly mover: Figure;
  readonly target: Figure;
  readonly index: SightIndex;
  readonly coverBoxes: Int32Array;
  readonly reach: number;
  /** The allowance and the modes tried in order (one when the request named a single mode). */
  readonly move: {
    readonly allowance: number;
    readonly modes: readonly MoveMode[];
    readonly smallObstacle: number;
  } | null;
  readonly map: HeatMap;
}

/**
 * Where the mover would stand at square k (elevation only when it stands on something). Reading
 * (fringe.heat-map): a figure "standing on a square" stands on the square's centre, on whatever
 * placementProblems lets it stand on there (a crate of 1" or less is stood on top of).
 */
function standAt(map: HeatMap, k: number, spacing: number): BoardPoint {
  const level = (map.level[k] ?? 3) as Level;
  const elevation = (map.y[k] ?? 0) - levelFloorY(level, spacing);
  const x = map.x[k] ?? 0;
  const z = map.z[k] ?? 0;
  return elevation > EPS ? { x, z, level, elevation } : { x, z, level };
}

/** Choose the squares (every level's, where the mover could stand) and compile the board once. */
export function planHeatmap(board: Board, request: HeatmapRequest): HeatmapPlan {
  const mover = board.figures.find((f) => f.id === request.moverId);
  const target = board.figures.find((f) => f.id === request.targetId);
  if (mover === undefined) throw new Error(`No figure "${request.moverId}" to map for.`);
  if (target === undefined) throw new Error(`No target "${request.targetId}" to map against.`);
  if (mover.id === target.id) throw new Error('A figure cannot be its own target.');
  const resolution = request.resolution ?? 1;
  if (!(resolution > 0.05)) throw new Error('The heat map needs squares of more than 0.05".');
  const grid = footingGrid(board, resolution);
  const levels = footing(board, mover, grid);
  let count = 0;
  for (const l of levels) for (const s of l.standable) count += s;
  const map: HeatMap = {
    moverId: mover.id,
    targetId: target.id,
    resolution,
    count,
    level: new Uint8Array(count),
    x: new Float64Array(count),
    z: new Float64Array(count),
    y: new Float64Array(count),
    sight: new Uint8Array(count),
    pointsSeen: new Uint8Array(count),
    crossing: new Uint8Array(count),
    distance: new Float64Array(count),
    moveCost: new Float64Array(count).fill(NaN),
    odds: new Float64Array(count).fill(NaN),
  };
  let k = 0;
  for (const { level, standable, elevation } of levels) {
    const floor = levelFloorY(level, board.levelSpacing);
    for (let square = 0; square < standable.length; square++) {
      if (standable[square] !== 1) continue;
      map.level[k] = level;
      map.x[k] = ((square % grid.columns) + 0.5) * resolution;
      map.z[k] = (Math.floor(square / grid.columns) + 0.5) * resolution;
      map.y[k] = floor + (elevation[square] ?? 0);
      k++;
    }
  }
  const index = compileLos(board);
  const reach = request.coverReach ?? 1;
  const move = request.move ?? null;
  return {
    board,
    moveBoard: { ...board, terrain: Object.freeze([...board.terrain]) },
    mover,
    target,
    index,
    coverBoxes: coverNear(index, target, reach),
    reach,
    move:
      move === null
        ? null
        : {
            allowance: move.allowance,
            modes: move.modes !== undefined && move.modes.length > 0 ? move.modes : [move.mode ?? 'walk'],
            smallObstacle: move.smallObstacle ?? 0,
          },
    map,
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Work out squares [from, to) of the plan into its map. The mover is stood on each square in turn (a scratch
 * copy of it; the board is never changed), its sight of the target graded, the distance measured, the
 * straight move from where it stands costed when the plan has a move, and the scorer asked.
 */
export function fillHeatmap(plan: HeatmapPlan, from: number, to: number, scorer?: HeatmapScorer): void {
  const { board, map, mover, target, index, move } = plan;
  const spacing = board.levelSpacing;
  const stand: Mutable<Figure> = { ...mover };
  const options = { index, coverReach: plan.reach, coverBoxes: plan.coverBoxes };
  // Reading (fringe.heat-map): a square's move cost is the straight move from where the figure stands to the
  // square's centre, as the Board screen's drag makes it (no path finding round obstacles); a move that would
  // fall is not a way there. A move longer across the table than the allowance can never be legal: the
  // straight path costs at least its length, and only the first inch is always possible.
  const farthest = move === null ? -1 : Math.max(move.allowance + CONTACT_TOLERANCE, 1 + EPS);
  const end = Math.min(to, map.count);
  for (let k = Math.max(0, from); k < end; k++) {
    const point = standAt(map, k, spacing);
    stand.x = point.x;
    stand.z = point.z;
    stand.level = point.level;
    stand.elevation = point.elevation;
    const sight = sightVerdict(board, stand, target, options);
    map.sight[k] = SIGHT_CODES[sight.verdict];
    map.pointsSeen[k] = sight.pointsSeen;
    map.crossing[k] = Math.min(255, sight.figuresCrossing);
    const distance = figureDistance(point, target, spacing);
    map.distance[k] = distance;
    let cost: number | null = null;
    let moved: MoveResult | null = null;
    if (move !== null && Math.hypot(point.x - mover.x, point.z - mover.z) <= farthest) {
      for (const mode of move.modes) {
        const walked = pathCost(plan.moveBoard, mover, [point], {
          allowance: move.allowance,
          mode,
          onFall: 'refuse',
          smallObstacle: move.smallObstacle,
        });
        if (walked.legal) {
          cost = walked.cost;
          moved = walked;
          break;
        }
      }
    }
    map.moveCost[k] = cost ?? NaN;
    const odds = scorer?.(point, sight, distance, cost, moved) ?? null;
    map.odds[k] = odds ?? NaN;
  }
}

/** The whole map at once (tests, the bench's Node half): plan, then every square. */
export function heatMap(board: Board, request: HeatmapRequest, scorer?: HeatmapScorer): HeatMap {
  const plan = planHeatmap(board, request);
  fillHeatmap(plan, 0, plan.map.count, scorer);
  return plan.map;
}

/** Squares by grade, and how many the figure can reach this activation. */
export function heatmapCounts(map: HeatMap): {
  readonly clear: number;
  readonly cover: number;
  readonly blocked: number;
  readonly reachable: number;
} {
  let clear = 0;
  let cover = 0;
  let blocked = 0;
  let reachable = 0;
  for (let k = 0; k < map.count; k++) {
    const s = map.sight[k];
    if (s === 0) clear++;
    else if (s === 1) cover++;
    else blocked++;
    if (!Number.isNaN(map.moveCost[k] ?? NaN)) reachable++;
  }
  return { clear, cover, blocked, reachable };
}
