/**
 * Measuring on the three-level table.
 *
 * Salvage skirmish, depth table: measure true 3D distance between units at different depths. Convention used
 * throughout: centre of base to centre of base, between the figures' standing points (the floor or surface
 * under each base, not their heads). So two figures 4" apart across the table and two levels apart at 3"
 * spacing are √(4² + 6²) = 7.21" apart; on the same level a 3-by-4 offset is 5".
 */
import { CONTACT_TOLERANCE, standingY, type BoardPoint, type Figure, type Vec3 } from './types';

/** Straight-line distance between two points in space. */
export function pointDistance(a: Vec3, b: Vec3): number {
  return Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
}

export interface Separation {
  /** True 3D distance. */
  readonly total: number;
  /** Across the table, ignoring height. */
  readonly horizontal: number;
  /** Difference in standing height. */
  readonly vertical: number;
}

/** True 3D distance between two standing points (figures qualify), split into its parts. */
export function distanceBetween(a: BoardPoint, b: BoardPoint, levelSpacing: number): Separation {
  const horizontal = Math.hypot(a.x - b.x, a.z - b.z);
  const vertical = Math.abs(standingY(a, levelSpacing) - standingY(b, levelSpacing));
  return { total: Math.hypot(horizontal, vertical), horizontal, vertical };
}

/** The true 3D distance alone. */
export function figureDistance(a: BoardPoint, b: BoardPoint, levelSpacing: number): number {
  return distanceBetween(a, b, levelSpacing).total;
}

type Based = Pick<Figure, 'x' | 'z' | 'baseDiameter'>;

/** Horizontal gap between the rims of two round bases; negative when they overlap. */
export function edgeGap(a: Based, b: Based): number {
  return Math.hypot(a.x - b.x, a.z - b.z) - (a.baseDiameter + b.baseDiameter) / 2;
}

/**
 * Salvage engagement: base contact. Bases touch (within a finger's slack of 0.05") and stand at the same
 * height; figures on different decks never touch. Overlapping bases count as touching.
 */
export function inBaseContact(a: Based & BoardPoint, b: Based & BoardPoint): boolean {
  if (a.level !== b.level) return false;
  if (Math.abs((a.elevation ?? 0) - (b.elevation ?? 0)) > CONTACT_TOLERANCE) return false;
  return edgeGap(a, b) <= CONTACT_TOLERANCE;
}

/** Range bands as a label → maximum inches record, or as [label, maximum] pairs in any order. */
export type RangeBands = Readonly<Record<string, number>> | readonly (readonly [string, number])[];

/**
 * The shortest band the distance falls within (maximum inclusive), or null when out of every band. E.g.
 * {short: 6, long: 12}: 6" is short, 6.1" long, 12.5" out of range.
 */
export function rangeBand(distance: number, bands: RangeBands): string | null {
  const list: readonly (readonly [string, number])[] = Array.isArray(bands)
    ? (bands as readonly (readonly [string, number])[])
    : Object.entries(bands);
  let best: string | null = null;
  let bestMax = Infinity;
  for (const [label, max] of list) {
    if (distance <= max + 1e-9 && max < bestMax) {
      best = label;
      bestMax = max;
    }
  }
  return best;
}

/**
 * Salvage weapon keyword Powershot: +1 damage when attacking within half the weapon's total range (also
 * Fringe Panic Fire, limited to half the base range). Half range itself counts as within.
 */
export function withinHalfRange(distance: number, range: number): boolean {
  return distance <= range / 2 + 1e-9;
}
