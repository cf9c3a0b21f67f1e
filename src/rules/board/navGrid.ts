/**
 * Where a base can stand and walk on each depth, as a grid of points half an inch apart: the ground a route
 * finder searches (salvage hostiles, `src/rules/salvage/mission/navGraph.ts`). Worked out once per terrain
 * list from the same boxes the movement kernel walks (`terrainIndex.ts`), and kept with a frozen list.
 *
 * A grid point stands for the square of table around it (half an inch across). The square is walkable when
 * every part of it is a spot the movement kernel would let a base centre walk over on that depth with no
 * climb: over a deck of the depth (The Sink: the table everywhere), clear of impassable terrain and of any
 * solid taller than 1" (grown by the base's radius, as `ground.ts` grows them), with only solids of 1" or less
 * underfoot (movement table: a small obstacle of 1" or less is free to cross). So a straight line that passes
 * only over walkable squares is a walk the kernel allows (`gridClear`), and a route over them needs no
 * checking point by point: the order a route becomes is still checked by `pathCost` when it is given.
 *
 * Why a grid and not a visibility graph over the terrain's corners: the ground is a union of decks with gaps,
 * walls grown by the base, low obstacles that are free to cross and difficult ground that costs double; a
 * grid takes all of them by the same rasterising, costs difficult ground per square, and a shortest path on
 * it, straightened afterwards, is within a few hundredths of the true shortest walk on these boards.
 */
import { EPS } from './terrain';
import { indexedPieces } from './terrainIndex';
import { DEFAULT_BASE_DIAMETER, type Board, type Box, type Level, type TerrainPiece } from './types';

/** Inches between grid points. */
export const NAV_STEP = 0.5;

export interface NavGrid {
  readonly step: number;
  /** Where the first point of a row (and of a column) lies: one base radius in from the table edge. */
  readonly origin: number;
  readonly nx: number;
  readonly nz: number;
  /** Points per depth (nx · nz); a point's index is (level − 1) · perLevel + iz · nx + ix. */
  readonly perLevel: number;
  /** 1 where the square around the point is walkable (see above). */
  readonly walkable: Uint8Array;
  /** 1 where the point itself is in difficult ground (the kernel counts the base centre). */
  readonly difficult: Uint8Array;
  /** 1 where a base at the point stands on a low solid (1" or less), not on the floor. */
  readonly raised: Uint8Array;
}

const grids = new WeakMap<readonly TerrainPiece[], Map<string, NavGrid>>();

/**
 * The grid of a board's terrain, worked out once per frozen terrain list (a mission board's list is frozen
 * and shared by every mission value with the same doors and containers: board.ts). Figures are not in it.
 */
export function navGridOf(board: Board): NavGrid {
  if (!Object.isFrozen(board.terrain)) return buildGrid(board);
  let byShape = grids.get(board.terrain);
  if (byShape === undefined) {
    byShape = new Map();
    grids.set(board.terrain, byShape);
  }
  const key = `${board.width}|${board.depth}|${board.levelSpacing}`;
  const known = byShape.get(key);
  if (known !== undefined) return known;
  const grid = buildGrid(board);
  byShape.set(key, grid);
  return grid;
}

/** Base radius the grid is worked out for (every salvage unit stands on a 1" base). */
const R = DEFAULT_BASE_DIAMETER / 2;

function buildGrid(board: Board): NavGrid {
  const step = NAV_STEP;
  const origin = R;
  const nx = Math.max(0, Math.floor((board.width - 2 * R) / step + EPS) + 1);
  const nz = Math.max(0, Math.floor((board.depth - 2 * R) / step + EPS) + 1);
  const perLevel = nx * nz;
  const walkable = new Uint8Array(perLevel * 3);
  const difficult = new Uint8Array(perLevel * 3);
  const raised = new Uint8Array(perLevel * 3);
  const blocked = new Uint8Array(perLevel);
  const half = step / 2;
  for (const level of [1, 2, 3] as const) {
    blocked.fill(0);
    const base = (level - 1) * perLevel;
    const decks: Box[] = [];
    for (const { piece, box, role } of indexedPieces(board, level)) {
      if (role === 'deck') {
        decks.push(box);
      } else if (role === 'blocked' || (role === 'solid' && piece.height > 1 + EPS)) {
        // Squares that reach into the footprint grown by the base radius.
        const i0 = Math.max(0, Math.floor((box.minX - R - half - origin) / step) + 1);
        const i1 = Math.min(nx - 1, Math.ceil((box.maxX + R + half - origin) / step) - 1);
        const j0 = Math.max(0, Math.floor((box.minZ - R - half - origin) / step) + 1);
        const j1 = Math.min(nz - 1, Math.ceil((box.maxZ + R + half - origin) / step) - 1);
        for (let j = j0; j <= j1; j++) blocked.fill(1, j * nx + i0, j * nx + i1 + 1);
      } else if (role === 'solid') {
        // A low solid is stepped onto: the base stands on it where its rim overlaps it (ground.ts).
        const i0 = Math.max(0, Math.ceil((box.minX - R - origin) / step + EPS));
        const i1 = Math.min(nx - 1, Math.floor((box.maxX + R - origin) / step - EPS));
        const j0 = Math.max(0, Math.ceil((box.minZ - R - origin) / step + EPS));
        const j1 = Math.min(nz - 1, Math.floor((box.maxZ + R - origin) / step - EPS));
        for (let j = j0; j <= j1; j++) raised.fill(1, base + j * nx + i0, base + j * nx + i1 + 1);
      } else if (role === 'difficult') {
        const i0 = Math.max(0, Math.ceil((box.minX - origin) / step - EPS));
        const i1 = Math.min(nx - 1, Math.floor((box.maxX - origin) / step + EPS));
        const j0 = Math.max(0, Math.ceil((box.minZ - origin) / step - EPS));
        const j1 = Math.min(nz - 1, Math.floor((box.maxZ - origin) / step + EPS));
        for (let j = j0; j <= j1; j++) difficult.fill(1, base + j * nx + i0, base + j * nx + i1 + 1);
      }
    }
    const cover = level === 3 ? null : deckCover(decks);
    for (let iz = 0; iz < nz; iz++) {
      const z = origin + iz * step;
      for (let ix = 0; ix < nx; ix++) {
        if (blocked[iz * nx + ix] === 1) continue;
        const x = origin + ix * step;
        if (cover === null || cover(x - half, z - half, x + half, z + half))
          walkable[base + iz * nx + ix] = 1;
      }
    }
  }
  return { step, origin, nx, nz, perLevel, walkable, difficult, raised };
}

/**
 * Whether a rectangle lies wholly over the union of `decks`, exactly: the decks' edges cut the table into
 * cells that are each wholly over a deck or wholly not, and the rectangle is covered when every cell it
 * reaches into is. (Two decks a crack apart leave that crack a gap, as the movement kernel walks it.)
 */
function deckCover(decks: readonly Box[]): (x0: number, z0: number, x1: number, z1: number) => boolean {
  const xs = [...new Set(decks.flatMap((d) => [d.minX, d.maxX]))].sort((a, b) => a - b);
  const zs = [...new Set(decks.flatMap((d) => [d.minZ, d.maxZ]))].sort((a, b) => a - b);
  const cx = Math.max(0, xs.length - 1);
  const covered = new Uint8Array(cx * Math.max(0, zs.length - 1));
  for (const d of decks) {
    const i0 = xs.indexOf(d.minX);
    const i1 = xs.indexOf(d.maxX);
    const j0 = zs.indexOf(d.minZ);
    const j1 = zs.indexOf(d.maxZ);
    for (let j = j0; j < j1; j++) covered.fill(1, j * cx + i0, j * cx + i1);
  }
  /** The first cut-cell whose far edge lies beyond `v`. */
  const firstAfter = (cuts: readonly number[], v: number): number => {
    let lo = 0;
    let hi = cuts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cuts[mid + 1] ?? Infinity) > v + EPS) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return (x0, z0, x1, z1) => {
    if (cx === 0 || x0 < (xs[0] ?? 0) - EPS || z0 < (zs[0] ?? 0) - EPS) return false;
    if (x1 > (xs[xs.length - 1] ?? 0) + EPS || z1 > (zs[zs.length - 1] ?? 0) + EPS) return false;
    for (let j = firstAfter(zs, z0); j < zs.length - 1 && (zs[j] ?? 0) < z1 - EPS; j++) {
      for (let i = firstAfter(xs, x0); i < xs.length - 1 && (xs[i] ?? 0) < x1 - EPS; i++) {
        if (covered[j * cx + i] !== 1) return false;
      }
    }
    return true;
  };
}

/** The grid point nearest (x, z) on `level` (clamped to the grid). */
export function pointIndex(grid: NavGrid, level: Level, x: number, z: number): number {
  const ix = Math.min(grid.nx - 1, Math.max(0, Math.round((x - grid.origin) / grid.step)));
  const iz = Math.min(grid.nz - 1, Math.max(0, Math.round((z - grid.origin) / grid.step)));
  return (level - 1) * grid.perLevel + iz * grid.nx + ix;
}

export function pointLevel(grid: NavGrid, index: number): Level {
  return (Math.floor(index / grid.perLevel) + 1) as Level;
}

export function pointX(grid: NavGrid, index: number): number {
  return grid.origin + ((index % grid.perLevel) % grid.nx) * grid.step;
}

export function pointZ(grid: NavGrid, index: number): number {
  return grid.origin + Math.floor((index % grid.perLevel) / grid.nx) * grid.step;
}

/**
 * The walkable point nearest (x, z) on `level` within `within` inches, or −1. `usable` may rule points out
 * (a route finder's figures in the way).
 */
export function nearestWalkable(
  grid: NavGrid,
  level: Level,
  x: number,
  z: number,
  within: number,
  usable: (index: number) => boolean = () => true,
): number {
  const reach = Math.ceil(within / grid.step);
  const cx = Math.round((x - grid.origin) / grid.step);
  const cz = Math.round((z - grid.origin) / grid.step);
  const base = (level - 1) * grid.perLevel;
  let best = -1;
  let bestD = within + EPS;
  for (let iz = Math.max(0, cz - reach); iz <= Math.min(grid.nz - 1, cz + reach); iz++) {
    for (let ix = Math.max(0, cx - reach); ix <= Math.min(grid.nx - 1, cx + reach); ix++) {
      const index = base + iz * grid.nx + ix;
      if (grid.walkable[index] !== 1) continue;
      const d = Math.hypot(grid.origin + ix * grid.step - x, grid.origin + iz * grid.step - z);
      if (d < bestD && usable(index)) {
        best = index;
        bestD = d;
      }
    }
  }
  return best;
}

/** What `gridClear` found along a straight line: walkable all the way, and whether it touched difficult ground. */
export const lineScan = { clear: false, difficult: false, plain: false };

/**
 * Whether the straight line (x0, z0) → (x1, z1) on `level` passes only over walkable squares (every square
 * it touches, corners included), and `lineScan` says whether those squares' points are in difficult ground
 * (`difficult`: some are; `plain`: some are not). `usable` may rule more squares out; `fromAnywhere` lets the
 * line start in a square that is not walkable (a figure standing close to a wall or an edge).
 */
export function gridClear(
  grid: NavGrid,
  level: Level,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  usable: ((index: number) => boolean) | null = null,
  fromAnywhere = false,
): boolean {
  lineScan.clear = false;
  lineScan.difficult = false;
  lineScan.plain = false;
  const u0 = (x0 - grid.origin) / grid.step + 0.5;
  const v0 = (z0 - grid.origin) / grid.step + 0.5;
  const u1 = (x1 - grid.origin) / grid.step + 0.5;
  const v1 = (z1 - grid.origin) / grid.step + 0.5;
  let ix = Math.floor(u0);
  let iz = Math.floor(v0);
  const endX = Math.floor(u1);
  const endZ = Math.floor(v1);
  const du = u1 - u0;
  const dv = v1 - v0;
  const sx = du > 0 ? 1 : -1;
  const sz = dv > 0 ? 1 : -1;
  const tdx = du === 0 ? Infinity : Math.abs(1 / du);
  const tdz = dv === 0 ? Infinity : Math.abs(1 / dv);
  let tmx = du > 0 ? (ix + 1 - u0) / du : du < 0 ? (u0 - ix) / -du : Infinity;
  let tmz = dv > 0 ? (iz + 1 - v0) / dv : dv < 0 ? (v0 - iz) / -dv : Infinity;
  const base = (level - 1) * grid.perLevel;
  const ok = (cx: number, cz: number): boolean => {
    if (cx < 0 || cz < 0 || cx >= grid.nx || cz >= grid.nz) return false;
    const index = base + cz * grid.nx + cx;
    if (grid.walkable[index] !== 1 || (usable !== null && !usable(index))) return false;
    if (grid.difficult[index] === 1) lineScan.difficult = true;
    else lineScan.plain = true;
    return true;
  };
  const limit = Math.abs(endX - ix) + Math.abs(endZ - iz) + 2;
  for (let n = 0; n <= limit; n++) {
    if (!(fromAnywhere && n === 0) && !ok(ix, iz)) return false;
    if (ix === endX && iz === endZ) {
      lineScan.clear = true;
      return true;
    }
    if (tmx < tmz - 1e-9) {
      ix += sx;
      tmx += tdx;
    } else if (tmz < tmx - 1e-9) {
      iz += sz;
      tmz += tdz;
    } else {
      // Through a corner: the squares on both sides of it are touched too.
      if (!ok(ix + sx, iz) || !ok(ix, iz + sz)) return false;
      ix += sx;
      iz += sz;
      tmx += tdx;
      tmz += tdz;
    }
  }
  return false;
}
