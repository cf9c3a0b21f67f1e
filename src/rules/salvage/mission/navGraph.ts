import {
  gridClear,
  navGridOf,
  nearestWalkable,
  pointLevel,
  pointX,
  pointZ,
  type NavGrid,
} from '../../board/navGrid';
import { makeFigure } from '../../board/defaults';
import { pathCost, SALVAGE_SMALL_OBSTACLE } from '../../board/movement';
import type { Board, TerrainPiece } from '../../board/types';
import { missionBoard } from './board';
import { crossingTake, crossingsOf, type Crossing } from './levels';
import type { Mission, Spot } from './state';

/**
 * The navigation graph an Alert hostile finds its route on (routes.ts). Its nodes are the walkable grid
 * points of the three depths (`src/rules/board/navGrid.ts`, on the terrain as it is now: doors, blown
 * containers, the theme's difficult ground), then one node per spot where a crossing between depths begins
 * or ends (levels.ts: deck edges, ramps, ladders, found on the terrain as set up). A crossing is an edge
 * between its two end nodes; each end is linked both ways to the grid point nearest it, so a crossing whose
 * end stands where the grid has no point (on top of a tall block, say) is still a way on from there.
 * Built once per terrain state, as the mission opens and again only when a door or a container changes the
 * terrain; what a crossing costs depends on the hostile's Move only, so the edges are kept per Move value.
 */

export interface NavGraph {
  readonly grid: NavGrid;
  readonly crossings: readonly Crossing[];
  /** Grid points (3 · perLevel), then crossing ends. */
  readonly nodes: number;
  /** The crossing ends, node `grid points + k` for end k, and where each stands. */
  readonly ends: readonly Spot[];
  readonly endX: Float64Array;
  readonly endZ: Float64Array;
  readonly endLevel: Uint8Array;
  /** Per crossing, the nodes of its two ends. */
  readonly fromNode: Int32Array;
  readonly toNode: Int32Array;
  /** Per end, the grid point it is linked to (−1: none near) and the inches between them. */
  readonly anchor: Int32Array;
  readonly anchorGap: Float64Array;
  /** Edges by Move value (see `graphEdges`). */
  readonly byMove: Map<number, GraphEdges>;
}

/**
 * The edges of the graph other than the steps between neighbouring grid points, for a hostile of one Move:
 * the crossings it can take and the links between crossing ends and the grid.
 */
export interface GraphEdges {
  /** The edges leaving node n are those at offsets[n] … offsets[n + 1] − 1. */
  readonly offsets: Int32Array;
  readonly target: Int32Array;
  /** Inches: a link's walk, or what the crossing's action pays. */
  readonly cost: Float64Array;
  /** The crossing an edge takes (−1: a link, walked). */
  readonly crossing: Int32Array;
  /**
   * Per node, its part of the graph: nodes joined by steps and edges either way share one. A route never
   * leads from one part to another, so a search between two parts is not begun.
   */
  readonly part: Int32Array;
}

/** How far from a crossing's end its grid point may lie. */
const ANCHOR_REACH = 0.75;

const graphs = new WeakMap<readonly TerrainPiece[], NavGraph>();

/**
 * The graph of a mission: `now` is the mission board (its terrain list is frozen and shared while the terrain
 * stays as it is: board.ts), `setUp` the scenario's board the crossings are found on.
 */
export function navGraphOf(setUp: Board, now: Board): NavGraph {
  const known = Object.isFrozen(now.terrain) ? graphs.get(now.terrain) : undefined;
  if (known !== undefined) return known;
  const graph = buildGraph(setUp, now);
  if (Object.isFrozen(now.terrain)) graphs.set(now.terrain, graph);
  return graph;
}

function buildGraph(setUp: Board, now: Board): NavGraph {
  const grid = navGridOf(now);
  const crossings = crossingsOf(setUp);
  const points = grid.perLevel * 3;
  const ends: Spot[] = [];
  const byKey = new Map<string, number>();
  const endOf = (s: Spot): number => {
    const key = `${s.x},${s.z},${s.level}`;
    let k = byKey.get(key);
    if (k === undefined) {
      k = ends.length;
      ends.push(s);
      byKey.set(key, k);
    }
    return points + k;
  };
  const fromNode = new Int32Array(crossings.length);
  const toNode = new Int32Array(crossings.length);
  for (const [i, c] of crossings.entries()) {
    fromNode[i] = endOf(c.from);
    toNode[i] = endOf(c.to);
  }
  const anchor = new Int32Array(ends.length);
  const anchorGap = new Float64Array(ends.length);
  const bare: Board = { ...now, figures: [] };
  for (const [k, s] of ends.entries()) {
    const a = anchorOf(bare, grid, s);
    anchor[k] = a;
    anchorGap[k] = a < 0 ? 0 : Math.hypot(pointX(grid, a) - s.x, pointZ(grid, a) - s.z);
  }
  return {
    grid,
    crossings,
    nodes: points + ends.length,
    ends,
    endX: Float64Array.from(ends, (s) => s.x),
    endZ: Float64Array.from(ends, (s) => s.z),
    endLevel: Uint8Array.from(ends, (s) => s.level),
    fromNode,
    toNode,
    anchor,
    anchorGap,
    byMove: new Map(),
  };
}

/**
 * Works out the graph of the mission's terrain as it is now, and its edges for the Move of every hostile card
 * of the mission, ahead of the hostiles' turns: a cache filled, nothing in the mission changed. As the mission
 * opens (`themes`), also the graph of the ground each theme that changes it would leave (a theme's difficult
 * depth), so the one rolled in set-up is ready too.
 */
export function prepareRoutes(m: Mission, themes = false): void {
  const variants: Mission[] = [m];
  if (themes && m.theme === null) {
    for (const theme of m.content.themes) {
      if (theme.effects.some((e) => e.kind === 'difficultLevel')) variants.push({ ...m, theme });
    }
  }
  for (const v of variants) {
    const graph = navGraphOf(v.content.board, missionBoard(v));
    for (const card of v.content.units) if (card.role === 'hostile') graphEdges(graph, card.stats.move);
  }
}

/**
 * The grid point a crossing end is linked to: the nearest walkable one within reach that a base walks to from
 * the end and back in a straight line (the board kernel asked: an end is often hard by a wall or an edge,
 * where the grid has no square), or −1.
 */
function anchorOf(board: Board, grid: NavGrid, end: Spot): number {
  const tried = new Set<number>();
  for (;;) {
    const a = nearestWalkable(grid, end.level, end.x, end.z, ANCHOR_REACH, (p) => !tried.has(p));
    if (a < 0) return -1;
    tried.add(a);
    const point: Spot = { x: pointX(grid, a), z: pointZ(grid, a), level: end.level };
    // Over walkable squares all the way (the end's own square aside) is a walk either way; else ask.
    if (gridClear(grid, end.level, end.x, end.z, point.x, point.z, null, true)) return a;
    if (step(board, end, point) && step(board, point, end)) return a;
  }
}

function step(board: Board, from: Spot, to: Spot): boolean {
  const figure = makeFigure({ id: 'anchor-probe', ...from, side: 'site' });
  return pathCost(board, figure, [to], {
    allowance: ANCHOR_REACH * 2,
    onFall: 'refuse',
    smallObstacle: SALVAGE_SMALL_OBSTACLE,
  }).legal;
}

/** Where node n stands: a grid point or a crossing end. */
export function nodeSpot(graph: NavGraph, n: number): Spot {
  const { grid } = graph;
  const points = grid.perLevel * 3;
  if (n >= points) return graph.ends[n - points] as Spot;
  return { x: pointX(grid, n), z: pointZ(grid, n), level: pointLevel(grid, n) };
}

/** The links and crossings for a hostile with `move` inches of Move (worked out once per graph and Move). */
export function graphEdges(graph: NavGraph, move: number): GraphEdges {
  const known = graph.byMove.get(move);
  if (known !== undefined) return known;
  const points = graph.grid.perLevel * 3;
  const from: number[] = [];
  const to: number[] = [];
  const costs: number[] = [];
  const via: number[] = [];
  const add = (a: number, b: number, cost: number, crossing: number): void => {
    from.push(a);
    to.push(b);
    costs.push(cost);
    via.push(crossing);
  };
  for (let k = 0; k < graph.ends.length; k++) {
    const a = graph.anchor[k] ?? -1;
    if (a < 0) continue;
    const gap = graph.anchorGap[k] ?? 0;
    add(points + k, a, gap, -1);
    add(a, points + k, gap, -1);
  }
  for (const [i, c] of graph.crossings.entries()) {
    const take = crossingTake(c, move);
    if (take !== null) add(graph.fromNode[i] ?? 0, graph.toNode[i] ?? 0, take.cost, i);
  }
  const offsets = new Int32Array(graph.nodes + 1);
  for (const a of from) offsets[a + 1] = (offsets[a + 1] ?? 0) + 1;
  for (let n = 0; n < graph.nodes; n++) offsets[n + 1] = (offsets[n + 1] ?? 0) + (offsets[n] ?? 0);
  const target = new Int32Array(from.length);
  const cost = new Float64Array(from.length);
  const crossing = new Int32Array(from.length);
  const fill = offsets.slice(0, graph.nodes);
  for (const [e, a] of from.entries()) {
    const slot = fill[a] ?? 0;
    fill[a] = slot + 1;
    target[slot] = to[e] ?? 0;
    cost[slot] = costs[e] ?? 0;
    crossing[slot] = via[e] ?? -1;
  }
  const edges = { offsets, target, cost, crossing, part: partsOf(graph, from, to) };
  graph.byMove.set(move, edges);
  return edges;
}

/** The parts of the graph (union-find over the grid's steps and the edges, taken either way). */
function partsOf(graph: NavGraph, from: readonly number[], to: readonly number[]): Int32Array {
  const { nx, nz, perLevel, walkable } = graph.grid;
  const up = new Int32Array(graph.nodes);
  for (let n = 0; n < graph.nodes; n++) up[n] = n;
  const root = (n: number): number => {
    let r = n;
    while ((up[r] ?? r) !== r) r = up[r] ?? r;
    // Path halving on the way back keeps the trees flat.
    let x = n;
    while ((up[x] ?? x) !== r) {
      const next = up[x] ?? x;
      up[x] = r;
      x = next;
    }
    return r;
  };
  const join = (a: number, b: number): void => {
    const ra = root(a);
    const rb = root(b);
    if (ra !== rb) up[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let level = 0; level < 3; level++) {
    for (let iz = 0; iz < nz; iz++) {
      for (let ix = 0; ix < nx; ix++) {
        const p = level * perLevel + iz * nx + ix;
        if (walkable[p] !== 1) continue;
        // Diagonal steps need both squares beside them, so the four straight neighbours join all there is.
        if (ix + 1 < nx && walkable[p + 1] === 1) join(p, p + 1);
        if (iz + 1 < nz && walkable[p + nx] === 1) join(p, p + nx);
      }
    }
  }
  for (const [e, a] of from.entries()) join(a, to[e] ?? a);
  const part = new Int32Array(graph.nodes);
  for (let n = 0; n < graph.nodes; n++) part[n] = root(n);
  return part;
}
