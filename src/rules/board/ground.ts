/**
 * The ground under a straight walk across one level: where there is floor, what stands on it and how high,
 * which stretches are difficult or impassable. Movement walks this profile.
 *
 * Readings: the base's centre must be over a deck to stand on it (The Sink, the table, is floor everywhere).
 * Solids are met when the base's rim touches them, so their footprints are grown by the base radius; a solid
 * also holds a figure up where there is no deck under it. Difficult ground counts where the centre is in it.
 */
import { clip, clipToFootprint, footprintContains, terrainBox, EPS } from './terrain';
import { indexedPieces } from './terrainIndex';
import type { Board, Level, TerrainPiece } from './types';

/** One stretch of the walk, as fractions t0..t1 of the segment, with uniform ground. */
export interface Span {
  readonly t0: number;
  readonly t1: number;
  /** Height of the ground above the level's floor, or null where there is nothing to stand on (a gap). */
  readonly ground: number | null;
  readonly difficult: boolean;
  /** The impassable piece here, if any. */
  readonly impassable: string | null;
}

interface Interval {
  readonly t0: number;
  readonly t1: number;
  readonly top: number;
  readonly id: string;
}

/** Bases brushing past a solid do not climb it: the grown footprint is a hair smaller than the rim. */
const BRUSH = 0.01;

/** The ground profile of the horizontal segment (x0, z0) → (x1, z1) on `level`, for a base of radius r. */
export function groundProfile(
  board: Board,
  level: Level,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  r: number,
): Span[] {
  const decks: Interval[] = [];
  const solids: Interval[] = [];
  const difficult: Interval[] = [];
  const blocked: Interval[] = [];
  const cuts = [0, 1];
  const grow = Math.max(0, r - BRUSH);
  for (const { piece, box, role } of indexedPieces(board, level)) {
    let into: Interval[] | null = null;
    let g = 0;
    if (role === 'deck') into = decks;
    else if (role === 'blocked') [into, g] = [blocked, grow];
    else if (role === 'solid') [into, g] = [solids, grow];
    else if (role === 'difficult') into = difficult;
    if (into === null) continue;
    if (!clipToFootprint(x0, z0, x1, z1, box, g)) continue;
    into.push({ t0: clip.t0, t1: clip.t1, top: piece.height, id: piece.id });
    cuts.push(clip.t0, clip.t1);
  }
  cuts.sort((a, b) => a - b);
  const spans: Span[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const t0 = cuts[i] ?? 0;
    const t1 = cuts[i + 1] ?? 1;
    if (t1 - t0 < EPS) continue;
    const mid = (t0 + t1) / 2;
    const over = (list: readonly Interval[]): Interval[] => list.filter((s) => s.t0 <= mid && mid <= s.t1);
    let ground: number | null = level === 3 || over(decks).length > 0 ? 0 : null;
    for (const solid of over(solids)) ground = Math.max(ground ?? 0, solid.top);
    const span: Span = {
      t0,
      t1,
      ground,
      difficult: over(difficult).length > 0,
      impassable: over(blocked)[0]?.id ?? null,
    };
    const last = spans[spans.length - 1];
    if (
      last !== undefined &&
      last.ground === span.ground &&
      last.difficult === span.difficult &&
      last.impassable === span.impassable
    ) {
      spans[spans.length - 1] = { ...last, t1 };
    } else {
      spans.push(span);
    }
  }
  return spans;
}

/** The spans clipped to the part of the segment between fractions a and b. */
export function sliceSpans(spans: readonly Span[], a: number, b: number): Span[] {
  return spans
    .filter((s) => s.t1 > a + EPS && s.t0 < b - EPS)
    .map((s) => ({ ...s, t0: Math.max(s.t0, a), t1: Math.min(s.t1, b) }));
}

/** The span around fraction t (the one after t when t sits on a boundary, unless t is the end). */
export function spanAt(spans: readonly Span[], t: number): Span | undefined {
  return spans.find((s) => t >= s.t0 - EPS && t < s.t1 - EPS) ?? spans[spans.length - 1];
}

/**
 * A ladder or ramp joining the two levels at (x, z): one standing on either level, or on a level between
 * them, whose footprint the base touches.
 */
export function connectorAt(
  board: Board,
  kind: 'ladder' | 'ramp',
  x: number,
  z: number,
  upper: Level,
  lower: Level,
  r: number,
): TerrainPiece | undefined {
  return board.terrain.find(
    (piece) =>
      piece.kind === kind &&
      piece.level >= upper &&
      piece.level <= lower &&
      footprintContains(terrainBox(piece, board.levelSpacing), x, z, r),
  );
}
