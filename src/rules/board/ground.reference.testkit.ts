/**
 * The ground profile and the connector look-up as they were before they were made cheap (issue 27): kept
 * verbatim as the slow reference that `ground.test.ts` holds the optimised `ground.ts` to, answer for answer.
 */
import { clip, clipToFootprint, footprintContains, terrainBox, EPS } from './terrain';
import { indexedPieces } from './terrainIndex';
import type { Span } from './ground';
import type { Board, Level, TerrainPiece } from './types';

interface Interval {
  readonly t0: number;
  readonly t1: number;
  readonly top: number;
  readonly id: string;
}

/** Bases brushing past a solid do not climb it: the grown footprint is a hair smaller than the rim. */
const BRUSH = 0.01;

/** The ground profile of the horizontal segment (x0, z0) → (x1, z1) on `level`, for a base of radius r. */
export function referenceGroundProfile(
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

/**
 * A ladder or ramp joining the two levels at (x, z): one standing on either level, or on a level between
 * them, whose footprint the base touches.
 */
export function referenceConnectorAt(
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
