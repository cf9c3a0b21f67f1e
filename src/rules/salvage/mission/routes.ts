import { gridClear, pointX, pointZ } from '../../board/navGrid';
import type { GraphEdges, NavGraph } from './navGraph';
import type { Spot } from './state';

/**
 * The shortest route for an Alert hostile over the navigation graph (navGraph.ts): A* over the walkable grid
 * points of the three depths and the crossings between them, by the movement rules' own costs in inches —
 * each walked inch 1, 2 in difficult ground (movement table: difficult ground halves the move), a crossing
 * what its action pays (a climb its height too). Figures of the other side are in the way (movement table:
 * enemy units cannot be passed through); friends are not (they may be passed through).
 *
 * The search reuses typed arrays kept between calls (stamped per search, never cleared), so a search
 * allocates only the route it returns.
 */

export interface Route {
  /** Nodes (navGraph.ts: grid points and crossing ends) from the first after the start to the goal's. */
  readonly nodes: readonly number[];
  /** For each node, the crossing taken to reach it (−1: walked to). */
  readonly crossings: readonly number[];
  /** Inches by the grid, walk and crossings together. */
  readonly cost: number;
  /** Whether a grid point is clear of the figures in the way (for straightening the walk). */
  readonly passable: (index: number) => boolean;
}

/**
 * A base moving past an enemy's must stay 0.95" from its centre (bases 1" across, contact slack 0.05";
 * movement.ts); a grid point's square reaches half its diagonal further.
 */
const ENEMY_CLEAR = 0.95;
/** How far the start may be from the grid point the search begins at. */
const START_REACH = 1;
/** Failing that, how far off a grid point a first step may reach, and how many of them are tried. */
export const START_FAR = 2;
const FAR_TRIES = 8;
/** A hair over 1: among routes of equal cost, the one that has gone further is tried first. */
const TIE = 1.001;

const DX = [1, -1, 0, 0, 1, 1, -1, -1] as const;
const DZ = [0, 0, 1, -1, 1, -1, 1, -1] as const;

// ——— scratch, kept between searches ———
let size = 0;
let stamp = 0;
let g = new Float64Array(0);
let parent = new Int32Array(0);
let via = new Int32Array(0);
let seen = new Int32Array(0);
let closed = new Int32Array(0);
let blocked = new Int32Array(0);
let goal = new Int32Array(0);
let inPart = new Int32Array(0);
let avoided = new Int32Array(0);
let heapNode = new Int32Array(1024);
let heapKey = new Float64Array(1024);
let heapLen = 0;

function ready(points: number): void {
  if (points > size || stamp > 2_000_000_000) {
    size = Math.max(points, size);
    g = new Float64Array(size);
    parent = new Int32Array(size);
    via = new Int32Array(size);
    seen = new Int32Array(size);
    closed = new Int32Array(size);
    blocked = new Int32Array(size);
    goal = new Int32Array(size);
    inPart = new Int32Array(size);
    avoided = new Int32Array(size);
    stamp = 0;
  }
  stamp += 1;
  heapLen = 0;
}

function push(node: number, key: number): void {
  if (heapLen === heapNode.length) {
    const nodes = new Int32Array(heapLen * 2);
    nodes.set(heapNode);
    heapNode = nodes;
    const keys = new Float64Array(heapLen * 2);
    keys.set(heapKey);
    heapKey = keys;
  }
  let i = heapLen++;
  while (i > 0) {
    const up = (i - 1) >> 1;
    const k = heapKey[up] ?? 0;
    if (k <= key) break;
    heapNode[i] = heapNode[up] ?? 0;
    heapKey[i] = k;
    i = up;
  }
  heapNode[i] = node;
  heapKey[i] = key;
}

function pop(): number {
  const top = heapNode[0] ?? -1;
  heapLen -= 1;
  const node = heapNode[heapLen] ?? 0;
  const key = heapKey[heapLen] ?? 0;
  let i = 0;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= heapLen) break;
    const right = child + 1;
    if (right < heapLen && (heapKey[right] ?? 0) < (heapKey[child] ?? 0)) child = right;
    const k = heapKey[child] ?? 0;
    if (k >= key) break;
    heapNode[i] = heapNode[child] ?? 0;
    heapKey[i] = k;
    i = child;
  }
  heapNode[i] = node;
  heapKey[i] = key;
  return top;
}

/** Marks the grid points within `radius` of (x, z) on the level starting at `base` with the search stamp. */
function inArea(a: Area, x: number, z: number): boolean {
  return x >= a.minX && x <= a.maxX && z >= a.minZ && z <= a.maxZ;
}

function mark(graph: NavGraph, into: Int32Array, base: number, x: number, z: number, radius: number): void {
  const { grid } = graph;
  const reach = Math.ceil(radius / grid.step);
  const cx = Math.round((x - grid.origin) / grid.step);
  const cz = Math.round((z - grid.origin) / grid.step);
  for (let iz = Math.max(0, cz - reach); iz <= Math.min(grid.nz - 1, cz + reach); iz++) {
    const dz = grid.origin + iz * grid.step - z;
    for (let ix = Math.max(0, cx - reach); ix <= Math.min(grid.nx - 1, cx + reach); ix++) {
      const dx = grid.origin + ix * grid.step - x;
      if (dx * dx + dz * dz < radius * radius) into[base + iz * grid.nx + ix] = stamp;
    }
  }
}

/** What a search is asked. */
export interface RouteQuery {
  readonly start: Spot;
  /** The goal: a route ends within `reach` inches of `to`, on its depth. */
  readonly to: Spot;
  readonly reach: number;
  /** When not null: a route that ends up on a low solid (true) or on the floor (false) — base contact is at
   * the figure's own height. */
  readonly goalRaised: boolean | null;
  /** Where enemies stand: in the way. */
  readonly enemies: readonly Spot[];
  /** Ground a route keeps out of where it can: each step into it costs `AVOID` inches more. */
  readonly avoid: readonly Area[];
  /** Whether a step from the start reaches a node (a crossing end, or a grid point further off). */
  readonly stepTo: (node: number) => boolean;
}

/** A rectangle of one depth (where a base's centre stands when the base is on a piece). */
export interface Area {
  readonly level: Spot['level'];
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** What stepping into avoided ground costs on top of the walk: a long way round is taken before it. */
export const AVOID = 12;

/** The shortest route the query asks for, or null when there is none. */
export function findRoute(graph: NavGraph, edges: GraphEdges, query: RouteQuery): Route | null {
  const { start, to, reach, enemies, stepTo, goalRaised } = query;
  const { grid } = graph;
  const { nx, nz, step, perLevel, walkable, difficult } = grid;
  const points = perLevel * 3;
  ready(graph.nodes);
  const clear = ENEMY_CLEAR + (step * Math.SQRT2) / 2;
  for (const e of enemies) mark(graph, blocked, (e.level - 1) * perLevel, e.x, e.z, clear);
  const endX = (n: number): number => graph.endX[n - points] ?? 0;
  const endZ = (n: number): number => graph.endZ[n - points] ?? 0;
  const endLevel = (n: number): number => graph.endLevel[n - points] ?? 0;
  // A crossing end is in the way when a base standing there would overlap an enemy's; avoided where it lies
  // in avoided ground.
  for (let n = points; n < graph.nodes; n++) {
    for (const e of enemies) {
      if (e.level === endLevel(n) && (e.x - endX(n)) ** 2 + (e.z - endZ(n)) ** 2 < ENEMY_CLEAR ** 2) {
        blocked[n] = stamp;
      }
    }
    for (const a of query.avoid) {
      if (a.level === endLevel(n) && inArea(a, endX(n), endZ(n))) avoided[n] = stamp;
    }
  }
  for (const a of query.avoid) {
    const base = (a.level - 1) * perLevel;
    const i0 = Math.max(0, Math.ceil((a.minX - grid.origin) / step));
    const i1 = Math.min(nx - 1, Math.floor((a.maxX - grid.origin) / step));
    const j0 = Math.max(0, Math.ceil((a.minZ - grid.origin) / step));
    const j1 = Math.min(nz - 1, Math.floor((a.maxZ - grid.origin) / step));
    for (let j = j0; j <= j1; j++) avoided.fill(stamp, base + j * nx + i0, base + j * nx + i1 + 1);
  }
  // The goal: walkable points and crossing ends within reach of it, clear of the figures in the way.
  let goals = 0;
  const part0 = edges.part;
  const goalBase = (to.level - 1) * perLevel;
  const r = Math.ceil(reach / step);
  const gx = Math.round((to.x - grid.origin) / step);
  const gz = Math.round((to.z - grid.origin) / step);
  for (let iz = Math.max(0, gz - r); iz <= Math.min(nz - 1, gz + r); iz++) {
    for (let ix = Math.max(0, gx - r); ix <= Math.min(nx - 1, gx + r); ix++) {
      const p = goalBase + iz * nx + ix;
      if (walkable[p] !== 1 || blocked[p] === stamp) continue;
      if (goalRaised !== null && (grid.raised[p] === 1) !== goalRaised) continue;
      const dx = grid.origin + ix * step - to.x;
      const dz = grid.origin + iz * step - to.z;
      if (dx * dx + dz * dz > reach * reach) continue;
      goal[p] = stamp;
      inPart[part0[p] ?? 0] = stamp;
      goals += 1;
    }
  }
  for (let n = points; n < graph.nodes; n++) {
    if (endLevel(n) !== to.level || blocked[n] === stamp) continue;
    if (goalRaised !== null && (graph.ends[n - points]?.elevation ?? 0) > 0 !== goalRaised) continue;
    if ((endX(n) - to.x) ** 2 + (endZ(n) - to.z) ** 2 > reach * reach) continue;
    goal[n] = stamp;
    inPart[part0[n] ?? 0] = stamp;
    goals += 1;
  }
  if (goals === 0) return null;
  // Only set off where a goal lies in the same part of the graph (navGraph.ts).
  const part = edges.part;
  const x = (n: number): number => (n < points ? pointX(grid, n) : endX(n));
  const z = (n: number): number => (n < points ? pointZ(grid, n) : endZ(n));
  const h = (n: number): number => {
    const dx = x(n) - to.x;
    const dz = z(n) - to.z;
    return Math.max(0, Math.sqrt(dx * dx + dz * dz) - reach) * TIE;
  };
  const relax = (n: number, walked: number, from: number, crossing: number): void => {
    const into = avoided[n] === stamp && (from < 0 || avoided[from] !== stamp);
    const cost = into ? walked + AVOID : walked;
    if (seen[n] === stamp && cost >= (g[n] ?? 0) - 1e-9) return;
    seen[n] = stamp;
    g[n] = cost;
    parent[n] = from;
    via[n] = crossing;
    push(n, cost + h(n));
  };
  // Set off to the grid points near the start that a straight step reaches, or to a crossing end right there
  // that the board kernel says a step reaches (`stepTo`); failing all, from the nearest grid point.
  let seeds = 0;
  const reachStart = Math.ceil(START_REACH / step);
  const sx = Math.round((start.x - grid.origin) / step);
  const sz = Math.round((start.z - grid.origin) / step);
  const startBase = (start.level - 1) * perLevel;
  for (let iz = Math.max(0, sz - reachStart); iz <= Math.min(nz - 1, sz + reachStart); iz++) {
    for (let ix = Math.max(0, sx - reachStart); ix <= Math.min(nx - 1, sx + reachStart); ix++) {
      const p = startBase + iz * nx + ix;
      if (walkable[p] !== 1 || blocked[p] === stamp) continue;
      const d = Math.hypot(grid.origin + ix * step - start.x, grid.origin + iz * step - start.z);
      if (d > START_REACH) continue;
      if (inPart[part[p] ?? 0] !== stamp) continue;
      if (!gridClear(grid, start.level, start.x, start.z, pointX(grid, p), pointZ(grid, p), null, true))
        continue;
      relax(p, d, -1, -1);
      seeds += 1;
    }
  }
  for (let n = points; n < graph.nodes; n++) {
    if (endLevel(n) !== start.level || blocked[n] === stamp) continue;
    const d = Math.hypot(endX(n) - start.x, endZ(n) - start.z);
    if (d > START_REACH || inPart[part[n] ?? 0] !== stamp || !stepTo(n)) continue;
    relax(n, d, -1, -1);
    seeds += 1;
  }
  if (seeds === 0) {
    // Squeezed in somewhere the grid has no square for (between a leg and the table edge, say): the nearest
    // grid points a little further off that the board kernel says a step reaches.
    const near: { p: number; d: number }[] = [];
    const far = Math.ceil(START_FAR / step);
    for (let iz = Math.max(0, sz - far); iz <= Math.min(nz - 1, sz + far); iz++) {
      for (let ix = Math.max(0, sx - far); ix <= Math.min(nx - 1, sx + far); ix++) {
        const p = startBase + iz * nx + ix;
        if (walkable[p] !== 1 || blocked[p] === stamp || inPart[part[p] ?? 0] !== stamp) continue;
        const d = Math.hypot(grid.origin + ix * step - start.x, grid.origin + iz * step - start.z);
        if (d <= START_FAR) near.push({ p, d });
      }
    }
    near.sort((a, b) => a.d - b.d);
    for (const { p, d } of near.slice(0, FAR_TRIES)) if (stepTo(p)) relax(p, d, -1, -1);
  }
  let found = -1;
  while (heapLen > 0) {
    const p = pop();
    if (closed[p] === stamp) continue;
    closed[p] = stamp;
    if (goal[p] === stamp) {
      found = p;
      break;
    }
    const gp = g[p] ?? 0;
    if (p < points) {
      const level = Math.floor(p / perLevel);
      const local = p - level * perLevel;
      const iz = Math.floor(local / nx);
      const ix = local - iz * nx;
      const here = difficult[p] === 1 ? 2 : 1;
      for (let d = 0; d < 8; d++) {
        const cx = ix + (DX[d] ?? 0);
        const cz = iz + (DZ[d] ?? 0);
        if (cx < 0 || cz < 0 || cx >= nx || cz >= nz) continue;
        const q = p + (DZ[d] ?? 0) * nx + (DX[d] ?? 0);
        if (walkable[q] !== 1 || blocked[q] === stamp || closed[q] === stamp) continue;
        let len = step;
        if (d >= 4) {
          // No corner cutting: both squares beside a diagonal step are walked over too.
          const a = p + (DX[d] ?? 0);
          const b = p + (DZ[d] ?? 0) * nx;
          if (walkable[a] !== 1 || walkable[b] !== 1 || blocked[a] === stamp || blocked[b] === stamp)
            continue;
          len = step * Math.SQRT2;
        }
        relax(q, gp + (len * (here + (difficult[q] === 1 ? 2 : 1))) / 2, p, -1);
      }
    }
    const e1 = edges.offsets[p + 1] ?? 0;
    for (let e = edges.offsets[p] ?? 0; e < e1; e++) {
      const q = edges.target[e] ?? 0;
      if (blocked[q] === stamp || closed[q] === stamp) continue;
      relax(q, gp + (edges.cost[e] ?? 0), p, edges.crossing[e] ?? -1);
    }
  }
  if (found < 0) return null;
  const nodes: number[] = [];
  const crossings: number[] = [];
  for (let n = found; n >= 0; n = parent[n] ?? -1) {
    nodes.push(n);
    crossings.push(via[n] ?? -1);
  }
  nodes.reverse();
  crossings.reverse();
  return {
    nodes,
    crossings,
    cost: g[found] ?? 0,
    passable: (index) => {
      const level = Math.floor(index / perLevel) + 1;
      const px = pointX(grid, index);
      const pz = pointZ(grid, index);
      return (
        enemies.every((e) => e.level !== level || (e.x - px) ** 2 + (e.z - pz) ** 2 >= clear * clear) &&
        query.avoid.every((a) => a.level !== level || !inArea(a, px, pz))
      );
    },
  };
}
