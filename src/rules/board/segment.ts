/**
 * Analytic segment tests for sight lines: segment against axis-aligned box (the slab method) and segment
 * against a standing figure's cylinder. Plain numbers in, a boolean out: nothing is allocated per test.
 */
import type { Box } from './types';

/**
 * Does the segment a + t·d, t in [0, 1], touch the box? The caller has checked that the box overlaps the
 * segment's own bounding box, so an axis the segment does not move along needs no slab; ix, iy, iz are the
 * reciprocals of dx, dy, dz (Infinity for 0). Touching a face counts.
 */
export function slabHit(
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
  ax: number,
  ay: number,
  az: number,
  dx: number,
  dy: number,
  dz: number,
  ix: number,
  iy: number,
  iz: number,
): boolean {
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
    if (t0 > t1) return false;
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
    if (t0 > t1) return false;
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
    if (t0 > t1) return false;
  }
  return true;
}

/** Scratch interval for {@link slabExit}. */
const span = { t0: 0, t1: 1 };

/** One slab: narrow span.t0..span.t1 to where a + t·d lies within [lo, hi]. */
function narrow(a: number, d: number, lo: number, hi: number): boolean {
  if (d === 0) return a >= lo && a <= hi;
  const ta = (lo - a) / d;
  const tb = (hi - a) / d;
  span.t0 = Math.max(span.t0, Math.min(ta, tb));
  span.t1 = Math.min(span.t1, Math.max(ta, tb));
  return span.t0 <= span.t1;
}

/** Where the segment from a to b leaves the box (fraction 0..1), or −1 when it misses. */
export function slabExit(
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): number {
  span.t0 = 0;
  span.t1 = 1;
  const hit =
    narrow(ax, bx - ax, minX, maxX) && narrow(az, bz - az, minZ, maxZ) && narrow(ay, by - ay, minY, maxY);
  return hit ? span.t1 : -1;
}

/** Does the segment from a to b touch or pass through the box? Analytic slab test, faces included. */
export function segmentHitsBox(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  box: Box,
): boolean {
  if (box.minX > Math.max(ax, bx) || box.maxX < Math.min(ax, bx)) return false;
  if (box.minY > Math.max(ay, by) || box.maxY < Math.min(ay, by)) return false;
  if (box.minZ > Math.max(az, bz) || box.maxZ < Math.min(az, bz)) return false;
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const { minX, minY, minZ, maxX, maxY, maxZ } = box;
  return slabHit(minX, minY, minZ, maxX, maxY, maxZ, ax, ay, az, dx, dy, dz, 1 / dx, 1 / dy, 1 / dz);
}

/**
 * Does the segment from a to b pass through an upright cylinder (a figure's body: base radius r, from y0 up
 * to y1)? Solves the circle crossing across the table, then checks the line's height over that stretch.
 */
export function segmentHitsCylinder(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cz: number,
  r: number,
  y0: number,
  y1: number,
): boolean {
  const dx = bx - ax;
  const dz = bz - az;
  const fx = ax - cx;
  const fz = az - cz;
  const a = dx * dx + dz * dz;
  const c = fx * fx + fz * fz - r * r;
  let t0 = 0;
  let t1 = 1;
  if (a < 1e-12) {
    if (c > 0) return false;
  } else {
    const b = 2 * (fx * dx + fz * dz);
    const disc = b * b - 4 * a * c;
    if (disc < 0) return false;
    const root = Math.sqrt(disc);
    t0 = Math.max(0, (-b - root) / (2 * a));
    t1 = Math.min(1, (-b + root) / (2 * a));
    if (t0 > t1) return false;
  }
  const ya = ay + (by - ay) * t0;
  const yb = ay + (by - ay) * t1;
  return Math.max(ya, yb) >= y0 && Math.min(ya, yb) <= y1;
}
