/**
 * The board's sight blockers and cover pieces packed for fast segment queries, the way three-mesh-bvh packs
 * triangles: one typed array of boxes (six numbers apiece), plus a grid over the table that is also cut into
 * thin height layers, so a line only looks at the blockers in the cells it crosses, nearest first, and in
 * each cell only at those at the heights the line passes there. Queries allocate nothing and keep no state.
 */
import { slabExit, slabHit } from './segment';
import type { Box } from './types';

export const BLOCKS = 1;
export const COVERS = 2;

/** Numbers per slot entry: minX, maxX, minZ, maxZ, minY, maxY, box number, padding (one cache line). */
const SLOT = 8;
/** How far (in layers) a cell's height range is widened against rounding in the walk. */
const LAYER_SLACK = 1e-6;

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
  /** Grid over x 0..width, z 0..depth in square cells. */
  readonly cellSize: number;
  readonly cellsX: number;
  readonly cellsZ: number;
  /** Each cell is cut into `layers` height bands of `layerHeight` from `layerBase` up (the top one is open). */
  readonly layerBase: number;
  readonly layerHeight: number;
  /** 1 / layerHeight, so the walk multiplies (the index and the walk round the same way). */
  readonly layersPerInch: number;
  readonly layers: number;
  /**
   * Slot (cell, layer) = (cz · cellsX + cx) · layers + layer; its blockers are entries
   * slotStart[slot] .. slotStart[slot + 1] of slotBoxes, so the layers of one cell are one run.
   */
  readonly slotStart: Int32Array;
  /** SLOT numbers per entry: the box's bounds in test order and its box number (a copy per slot, for locality). */
  readonly slotBoxes: Float64Array;
  /** Scratch for collectHits: box numbers and exit fractions of the last scan. */
  readonly hitBox: Int32Array;
  readonly hitExit: Float64Array;
}

/** The cell of a coordinate: division, so a point on a boundary (a whole multiple) lands exactly there. */
function cellOf(v: number, size: number, count: number): number {
  const c = Math.floor(v / size);
  return c < 0 ? 0 : c >= count ? count - 1 : c;
}

/**
 * Pack the entries for a width × depth table. 6" cells (two level spacings) cut into 1" layers suited the
 * 36" three-level boards best (the los bench tried 3–12" cells and ½–1½" layers): a level's eyelines stay
 * apart from the decks and obstacles of the other levels, and a line crosses few cells.
 */
export function buildSightIndex(
  entries: readonly SightEntry[],
  width: number,
  depth: number,
  cellSize = 6,
  layerHeight = 1,
): SightIndex {
  const sorted = [...entries].sort((p, q) => {
    const area = (b: Box): number => (b.maxX - b.minX) * (b.maxZ - b.minZ);
    return (q.flags & BLOCKS) - (p.flags & BLOCKS) || area(q.box) - area(p.box);
  });
  const boxes = new Float64Array(sorted.length * 6);
  sorted.forEach((e, i) => {
    boxes.set([e.box.minX, e.box.minY, e.box.minZ, e.box.maxX, e.box.maxY, e.box.maxZ], i * 6);
  });
  const blockers = sorted.filter((e) => (e.flags & BLOCKS) !== 0);
  const cellsX = Math.max(1, Math.ceil(width / cellSize));
  const cellsZ = Math.max(1, Math.ceil(depth / cellSize));
  let low = Infinity;
  let high = -Infinity;
  for (const { box } of blockers) {
    low = Math.min(low, box.minY);
    high = Math.max(high, box.maxY);
  }
  const layerBase = blockers.length > 0 ? low : 0;
  // A board is a few inches tall; the cap only guards a silly piece from costing a huge index.
  const layers = blockers.length > 0 ? Math.min(64, Math.floor((high - low) / layerHeight) + 1) : 1;
  const layersPerInch = 1 / layerHeight;
  // Layers multiply by layersPerInch, as the walk does; the walk's layer slack absorbs the rounding.
  const layerOf = (y: number): number => {
    const l = Math.floor((y - layerBase) * layersPerInch);
    return l < 0 ? 0 : l >= layers ? layers - 1 : l;
  };
  const lists: number[][] = Array.from({ length: cellsX * cellsZ * layers }, () => []);
  blockers.forEach(({ box }, i) => {
    const x0 = cellOf(box.minX, cellSize, cellsX);
    const x1 = cellOf(box.maxX, cellSize, cellsX);
    const z0 = cellOf(box.minZ, cellSize, cellsZ);
    const z1 = cellOf(box.maxZ, cellSize, cellsZ);
    const l0 = layerOf(box.minY);
    const l1 = layerOf(box.maxY);
    for (let cz = z0; cz <= z1; cz++)
      for (let cx = x0; cx <= x1; cx++)
        for (let l = l0; l <= l1; l++) lists[(cz * cellsX + cx) * layers + l]?.push(i);
  });
  const slotStart = new Int32Array(lists.length + 1);
  lists.forEach((list, c) => (slotStart[c + 1] = (slotStart[c] ?? 0) + list.length));
  const slotBoxes = new Float64Array((slotStart[lists.length] ?? 0) * SLOT);
  let k = 0;
  for (const list of lists) {
    for (const i of list) {
      const b = blockers[i]?.box;
      if (b !== undefined) slotBoxes.set([b.minX, b.maxX, b.minZ, b.maxZ, b.minY, b.maxY, i, 0], k * SLOT);
      k++;
    }
  }
  return {
    boxes,
    ids: sorted.map((e) => e.id),
    flags: Uint8Array.from(sorted.map((e) => e.flags)),
    blockingCount: blockers.length,
    cellSize,
    cellsX,
    cellsZ,
    layerBase,
    layerHeight,
    layersPerInch,
    layers,
    slotStart,
    slotBoxes,
    hitBox: new Int32Array(sorted.length),
    hitExit: new Float64Array(sorted.length),
  };
}

/**
 * The first sight blocker the segment touches, walking from its higher end, as a box number, or −1 when the
 * line is clear.
 *
 * Walks the grid cells the segment crosses from a to b (Amanatides–Woo), so blockers near the viewer are met
 * first and a blocked line stops early. In each cell it reads only the layers between the line's heights
 * where it enters and leaves that cell (a level's eyeline never looks at the other levels' pieces). A box
 * is listed in every cell and layer its bounds touch, faces included, so the slot holding any point of the
 * segment lists every box touching that point; the walk visits that slot for every point: on a cell
 * boundary the point belongs to the higher cell, and through a corner the walk steps first along the axis
 * that reaches the higher cell. A box in several slots may be tested more than once; a repeated test costs
 * less than remembering. Each test is a bounds check against the segment's own bounds, then the slab test
 * of segment.ts written out in place. This is the hot loop, so it keeps everything in locals and calls
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
  const spanX = index.cellsX * index.cellSize;
  const spanZ = index.cellsZ * index.cellSize;
  if (ax < 0 || az < 0 || bx < 0 || bz < 0 || ax > spanX || bx > spanX || az > spanZ || bz > spanZ) {
    return firstBlockerLinear(index, ax, ay, az, bx, by, bz);
  }
  setSightPoint(index, pair, 0, ax, ay, az);
  setSightPoint(index, pair, 1, bx, by, bz);
  return firstBlockerBetween(index, pair, 0, 1);
}

/** Numbers per point in a points array for firstBlockerBetween: x, y, z and the grid cell's column and row. */
export const SIGHT_POINT = 5;

/** Scratch points for firstBlocker. */
const pair = new Float64Array(2 * SIGHT_POINT);

/** The grid column of a point across the table (x). */
export function sightCellX(index: SightIndex, x: number): number {
  return cellOf(x, index.cellSize, index.cellsX);
}

/** The grid row of a point along the table (z). */
export function sightCellZ(index: SightIndex, z: number): number {
  return cellOf(z, index.cellSize, index.cellsZ);
}

/** Write point k of `points` (x, y, z and its cell), for firstBlockerBetween. */
export function setSightPoint(
  index: SightIndex,
  points: Float64Array,
  k: number,
  x: number,
  y: number,
  z: number,
): void {
  const o = k * SIGHT_POINT;
  points[o] = x;
  points[o + 1] = y;
  points[o + 2] = z;
  points[o + 3] = sightCellX(index, x);
  points[o + 4] = sightCellZ(index, z);
}

/** Whether (x, z) lies on the table the index covers, where firstBlockerBetween may walk. */
export function onSightTable(index: SightIndex, x: number, z: number): boolean {
  return x >= 0 && z >= 0 && x <= index.cellsX * index.cellSize && z <= index.cellsZ * index.cellSize;
}

/**
 * firstBlocker between points a and b of `points` (SIGHT_POINT numbers each: setSightPoint), both on the
 * table. For callers that test many lines between the same points (all pairs of eyes, five points on a
 * target): each point's cell is worked out once, and no coordinate is passed as an argument (a number
 * passed to a call that is not inlined is boxed; indices into a typed array are not).
 */
export function firstBlockerBetween(index: SightIndex, points: Float64Array, a: number, b: number): number {
  const oa = a * SIGHT_POINT;
  const ob = b * SIGHT_POINT;
  // Touching is symmetric, so walk down from the higher end: a deck under a raised figure's feet, or the
  // floor it looks over, is met in the first cells.
  return (points[oa + 1] ?? 0) >= (points[ob + 1] ?? 0)
    ? walkDown(index, points, oa, ob)
    : walkDown(index, points, ob, oa);
}

/** The walk from the point at offset oa (the higher end) to the one at ob; both on the table. */
function walkDown(index: SightIndex, points: Float64Array, oa: number, ob: number): number {
  const ax = points[oa] ?? 0;
  const ay = points[oa + 1] ?? 0;
  const az = points[oa + 2] ?? 0;
  const startX = (points[oa + 3] ?? 0) | 0;
  const startZ = (points[oa + 4] ?? 0) | 0;
  const bx = points[ob] ?? 0;
  const by = points[ob + 1] ?? 0;
  const bz = points[ob + 2] ?? 0;
  const size = index.cellSize;
  const nx = index.cellsX;
  const nz = index.cellsZ;
  const { slotStart, slotBoxes, layers } = index;
  const top = layers - 1;
  const perLayer = index.layersPerInch;
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
  let cx = startX;
  let cz = startZ;
  const sx = dx > 0 ? 1 : -1;
  const sz = dz > 0 ? 1 : -1;
  const tdx = dx === 0 ? Infinity : size * (ix < 0 ? -ix : ix);
  const tdz = dz === 0 ? Infinity : size * (iz < 0 ? -iz : iz);
  let tx = dx === 0 ? Infinity : ((cx + (dx > 0 ? 1 : 0)) * size - ax) * ix;
  let tz = dz === 0 ? Infinity : ((cz + (dz > 0 ? 1 : 0)) * size - az) * iz;
  // Heights in layers along the line: layer(t) = startLayer + layerSlope · t; lower and upper ends of a
  // cell's stretch swap with the line's direction.
  const startLayer = (ay - index.layerBase) * perLayer;
  const layerSlope = dy * perLayer;
  const rising = dy >= 0;
  let enter = startLayer;
  for (;;) {
    const tOut = tx <= tz ? (tx < 1 ? tx : 1) : tz < 1 ? tz : 1;
    const leave = startLayer + layerSlope * tOut;
    const low = (rising ? enter : leave) - LAYER_SLACK;
    const high = (rising ? leave : enter) + LAYER_SLACK;
    const slot = (cz * nx + cx) * layers;
    const end = slotStart[slot + (high < 0 ? 0 : high >= top ? top : high | 0) + 1] ?? 0;
    for (let k = slotStart[slot + (low < 0 ? 0 : low >= top ? top : low | 0)] ?? 0; k < end; k++) {
      const o = k * SLOT;
      const minX = slotBoxes[o] ?? 0;
      if (minX > hiX) continue;
      const maxX = slotBoxes[o + 1] ?? 0;
      if (maxX < loX) continue;
      const minZ = slotBoxes[o + 2] ?? 0;
      if (minZ > hiZ) continue;
      const maxZ = slotBoxes[o + 3] ?? 0;
      if (maxZ < loZ) continue;
      const minY = slotBoxes[o + 4] ?? 0;
      if (minY > hiY) continue;
      const maxY = slotBoxes[o + 5] ?? 0;
      if (maxY < loY) continue;
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
      return slotBoxes[o + 6] ?? 0;
    }
    enter = leave;
    // The next cell is where the line crosses a boundary first; past b (both crossings beyond t = 1) the
    // walk is done. Through a cell corner (tx = tz) the step toward +x goes first when moving +x, else the
    // step in z: either way the cell on the higher side of both boundaries, which owns the corner point,
    // is visited.
    if (tx < tz || (tx === tz && dx > 0)) {
      if (tx > 1) return -1;
      cx += sx;
      tx += tdx;
      if (cx < 0 || cx >= nx) return -1;
    } else {
      if (tz > 1) return -1;
      cz += sz;
      tz += tdz;
      if (cz < 0 || cz >= nz) return -1;
    }
  }
}

/**
 * The same answer as firstBlocker by testing every blocker in order with slabHit (reference, fallback). It
 * also looks from the higher end, so both do the very same arithmetic on a box (a segment whose end sits on
 * a face can round differently from each end).
 */
export function firstBlockerLinear(
  index: SightIndex,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): number {
  return ay >= by ? scanDown(index, ax, ay, az, bx, by, bz) : scanDown(index, bx, by, bz, ax, ay, az);
}

function scanDown(
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
