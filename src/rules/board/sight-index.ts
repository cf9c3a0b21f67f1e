/**
 * The board's sight blockers and cover pieces packed for fast segment queries, the way three-mesh-bvh packs
 * triangles: one typed array of boxes (six numbers apiece), plus a uniform grid over the table so a line
 * only looks at the boxes in the cells it crosses, nearest first. Queries allocate nothing: the per-box
 * "already tested" stamps live in the index.
 */
import { slabExit, slabHit } from './segment';
import type { Box } from './types';

export const BLOCKS = 1;
export const COVERS = 2;

export interface SightEntry {
  readonly id: string;
  readonly box: Box;
  /** BLOCKS and/or COVERS. */
  readonly flags: number;
}

export interface SightIndex {
  /** minX, minY, minZ, maxX, maxY, maxZ per box; sight blockers first, largest footprint first. */
  readonly boxes: Float64Array;
  readonly ids: readonly string[];
  readonly flags: Uint8Array;
  /** Boxes [0, blockingCount) are the sight blockers. */
  readonly blockingCount: number;
  /** Grid over x 0..width, z 0..depth in square cells; cellStart/cellItems list each cell's blockers. */
  readonly cellSize: number;
  readonly cellsX: number;
  readonly cellsZ: number;
  readonly cellStart: Int32Array;
  readonly cellItems: Int32Array;
  /** Mailbox: the query number that last tested each box; queryCounter[0] is the current query. */
  readonly stamps: Uint32Array;
  readonly queryCounter: Uint32Array;
  /** Scratch for collectHits: box numbers and exit fractions of the last scan. */
  readonly hitBox: Int32Array;
  readonly hitExit: Float64Array;
}

function cellOf(v: number, size: number, count: number): number {
  const c = Math.floor(v / size);
  return c < 0 ? 0 : c >= count ? count - 1 : c;
}

/** Pack the entries for a width × depth table. A 3" cell (about one level spacing) suits a 36" table. */
export function buildSightIndex(
  entries: readonly SightEntry[],
  width: number,
  depth: number,
  cellSize = 3,
): SightIndex {
  const sorted = [...entries].sort((p, q) => {
    const area = (b: Box): number => (b.maxX - b.minX) * (b.maxZ - b.minZ);
    return (q.flags & BLOCKS) - (p.flags & BLOCKS) || area(q.box) - area(p.box);
  });
  const boxes = new Float64Array(sorted.length * 6);
  sorted.forEach((e, i) => {
    boxes.set([e.box.minX, e.box.minY, e.box.minZ, e.box.maxX, e.box.maxY, e.box.maxZ], i * 6);
  });
  const blockingCount = sorted.filter((e) => (e.flags & BLOCKS) !== 0).length;
  const cellsX = Math.max(1, Math.ceil(width / cellSize));
  const cellsZ = Math.max(1, Math.ceil(depth / cellSize));
  const lists: number[][] = Array.from({ length: cellsX * cellsZ }, () => []);
  for (let i = 0; i < blockingCount; i++) {
    const box = sorted[i]?.box;
    if (box === undefined) continue;
    const x0 = cellOf(box.minX, cellSize, cellsX);
    const x1 = cellOf(box.maxX, cellSize, cellsX);
    const z0 = cellOf(box.minZ, cellSize, cellsZ);
    const z1 = cellOf(box.maxZ, cellSize, cellsZ);
    for (let cz = z0; cz <= z1; cz++) for (let cx = x0; cx <= x1; cx++) lists[cz * cellsX + cx]?.push(i * 6);
  }
  const cellStart = new Int32Array(lists.length + 1);
  lists.forEach((list, c) => (cellStart[c + 1] = (cellStart[c] ?? 0) + list.length));
  return {
    boxes,
    ids: sorted.map((e) => e.id),
    flags: Uint8Array.from(sorted.map((e) => e.flags)),
    blockingCount,
    cellSize,
    cellsX,
    cellsZ,
    cellStart,
    cellItems: Int32Array.from(lists.flat()),
    stamps: new Uint32Array(sorted.length),
    queryCounter: new Uint32Array(1),
    hitBox: new Int32Array(sorted.length),
    hitExit: new Float64Array(sorted.length),
  };
}

/**
 * The first sight blocker the segment touches, as a box number, or −1 when the line is clear.
 *
 * Walks the grid cells the segment crosses from a to b (Amanatides–Woo), so blockers near the viewer are met
 * first and a blocked line stops early; through a cell corner both side cells are tested too. Each box is
 * tested once per query (mailbox stamps): a bounds check against the segment's own bounds, then the slab
 * test of segment.ts written out in place. This is the hot loop, so it keeps everything in locals and calls
 * nothing. Segments leaving the table fall back to the plain scan.
 */
export function firstBlocker(
  index: SightIndex,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): number {
  const size = index.cellSize;
  const nx = index.cellsX;
  const nz = index.cellsZ;
  const spanX = nx * size;
  const spanZ = nz * size;
  if (ax < 0 || az < 0 || bx < 0 || bz < 0 || ax > spanX || bx > spanX || az > spanZ || bz > spanZ) {
    return firstBlockerLinear(index, ax, ay, az, bx, by, bz);
  }
  const { boxes, cellStart, cellItems, stamps } = index;
  let q = ((index.queryCounter[0] ?? 0) + 1) >>> 0;
  if (q === 0) {
    stamps.fill(0);
    q = 1;
  }
  index.queryCounter[0] = q;
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const loX = ax < bx ? ax : bx;
  const hiX = ax < bx ? bx : ax;
  const loY = ay < by ? ay : by;
  const hiY = ay < by ? by : ay;
  const loZ = az < bz ? az : bz;
  const hiZ = az < bz ? bz : az;
  const ix = 1 / dx;
  const iy = 1 / dy;
  const iz = 1 / dz;
  let cx = cellOf(ax, size, nx);
  let cz = cellOf(az, size, nz);
  const ex = cellOf(bx, size, nx);
  const ez = cellOf(bz, size, nz);
  const sx = dx > 0 ? 1 : -1;
  const sz = dz > 0 ? 1 : -1;
  const tdx = dx === 0 ? Infinity : size / Math.abs(dx);
  const tdz = dz === 0 ? Infinity : size / Math.abs(dz);
  let tx = dx === 0 ? Infinity : ((cx + (dx > 0 ? 1 : 0)) * size - ax) / dx;
  let tz = dz === 0 ? Infinity : ((cz + (dz > 0 ? 1 : 0)) * size - az) / dz;
  let sideA = -1;
  let sideB = -1;
  for (;;) {
    for (let pass = 0; pass < 3; pass++) {
      const cell = pass === 0 ? cz * nx + cx : pass === 1 ? sideA : sideB;
      if (cell < 0) continue;
      const end = cellStart[cell + 1] ?? 0;
      for (let k = cellStart[cell] ?? 0; k < end; k++) {
        const o = cellItems[k] ?? 0;
        const box = o / 6;
        if (stamps[box] === q) continue;
        stamps[box] = q;
        const minX = boxes[o] ?? 0;
        const maxX = boxes[o + 3] ?? 0;
        if (minX > hiX || maxX < loX) continue;
        const minZ = boxes[o + 2] ?? 0;
        const maxZ = boxes[o + 5] ?? 0;
        if (minZ > hiZ || maxZ < loZ) continue;
        const minY = boxes[o + 1] ?? 0;
        const maxY = boxes[o + 4] ?? 0;
        if (minY > hiY || maxY < loY) continue;
        // Slab test (as slabHit): narrow t0..t1 axis by axis; an axis without movement is inside already.
        let t0 = 0;
        let t1 = 1;
        if (dx !== 0) {
          const ta = (minX - ax) * ix;
          const tb = (maxX - ax) * ix;
          if (ta < tb) {
            if (ta > t0) t0 = ta;
            if (tb < t1) t1 = tb;
          } else {
            if (tb > t0) t0 = tb;
            if (ta < t1) t1 = ta;
          }
          if (t0 > t1) continue;
        }
        if (dz !== 0) {
          const ta = (minZ - az) * iz;
          const tb = (maxZ - az) * iz;
          if (ta < tb) {
            if (ta > t0) t0 = ta;
            if (tb < t1) t1 = tb;
          } else {
            if (tb > t0) t0 = tb;
            if (ta < t1) t1 = ta;
          }
          if (t0 > t1) continue;
        }
        if (dy !== 0) {
          const ta = (minY - ay) * iy;
          const tb = (maxY - ay) * iy;
          if (ta < tb) {
            if (ta > t0) t0 = ta;
            if (tb < t1) t1 = tb;
          } else {
            if (tb > t0) t0 = tb;
            if (ta < t1) t1 = ta;
          }
          if (t0 > t1) continue;
        }
        return box;
      }
    }
    sideA = -1;
    sideB = -1;
    if (cx === ex && cz === ez) return -1;
    if (tx < tz) {
      if (tx > 1) return -1;
      cx += sx;
      tx += tdx;
    } else if (tz < tx) {
      if (tz > 1) return -1;
      cz += sz;
      tz += tdz;
    } else {
      // Through a cell corner: the two side cells touch the line too.
      if (tx > 1) return -1;
      if (cx + sx >= 0 && cx + sx < nx) sideA = cz * nx + cx + sx;
      if (cz + sz >= 0 && cz + sz < nz) sideB = (cz + sz) * nx + cx;
      cx += sx;
      cz += sz;
      tx += tdx;
      tz += tdz;
    }
    if (cx < 0 || cz < 0 || cx >= nx || cz >= nz) return -1;
  }
}

/** The same answer as firstBlocker by testing every blocker in order with slabHit (reference, fallback). */
export function firstBlockerLinear(
  index: SightIndex,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): number {
  const b = index.boxes;
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  for (let i = 0; i < index.blockingCount; i++) {
    const o = i * 6;
    const minX = b[o] ?? 0;
    const minY = b[o + 1] ?? 0;
    const minZ = b[o + 2] ?? 0;
    const maxX = b[o + 3] ?? 0;
    const maxY = b[o + 4] ?? 0;
    const maxZ = b[o + 5] ?? 0;
    if (minX > Math.max(ax, bx) || maxX < Math.min(ax, bx)) continue;
    if (minY > Math.max(ay, by) || maxY < Math.min(ay, by)) continue;
    if (minZ > Math.max(az, bz) || maxZ < Math.min(az, bz)) continue;
    if (slabHit(minX, minY, minZ, maxX, maxY, maxZ, ax, ay, az, dx, dy, dz, 1 / dx, 1 / dy, 1 / dz)) return i;
  }
  return -1;
}

/**
 * Every box the segment touches, blockers and cover alike, written to index.hitBox / index.hitExit; returns
 * how many. Used when a verdict needs names, not just yes or no.
 */
export function collectHits(
  index: SightIndex,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
): number {
  const b = index.boxes;
  let count = 0;
  for (let i = 0; i < index.ids.length; i++) {
    const o = i * 6;
    const exit = slabExit(
      b[o] ?? 0,
      b[o + 1] ?? 0,
      b[o + 2] ?? 0,
      b[o + 3] ?? 0,
      b[o + 4] ?? 0,
      b[o + 5] ?? 0,
      x0,
      y0,
      z0,
      x1,
      y1,
      z1,
    );
    if (exit < 0) continue;
    index.hitBox[count] = i;
    index.hitExit[count] = exit;
    count++;
  }
  return count;
}
