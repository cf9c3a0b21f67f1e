/**
 * The ground under a straight walk across one level: where there is floor, what stands on it and how high,
 * which stretches are difficult or impassable. Movement walks this profile.
 *
 * Readings: the base's centre must be over a deck to stand on it (The Sink, the table, is floor everywhere).
 * Solids are met when the base's rim touches them, so their footprints are grown by the base radius; a solid
 * also holds a figure up where there is no deck under it. Difficult ground counts where the centre is in it.
 */
import { clip, clipToFootprint, footprintContains, EPS } from './terrain';
import { indexedPieces, type GroundRole } from './terrainIndex';
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

/** Bases brushing past a solid do not climb it: the grown footprint is a hair smaller than the rim. */
const BRUSH = 0.01;

/**
 * Walks already profiled, per frozen terrain list (issue 27: a mission board is walked thousands of times a
 * mission, many of them the same segment: a move offered, then checked, then made). A frozen list is a value
 * (terrainIndex.ts), so its profiles are too; any other list is profiled afresh. Each board keeps at most
 * `REMEMBERED` walks, then starts again, so a long game never grows the memory without bound.
 * A walk is found by a hash of its numbers' bits and then compared number for number: writing the numbers
 * out as a text key cost several times more than profiling most walks (a wandering hostile's tries are
 * each new).
 */
interface Remembered {
  readonly spacing: number;
  readonly level: Level;
  readonly x0: number;
  readonly z0: number;
  readonly x1: number;
  readonly z1: number;
  readonly r: number;
  readonly spans: readonly Span[];
}
interface Walks {
  readonly byHash: Map<number, Remembered[]>;
  size: number;
}
const profiles = new WeakMap<readonly TerrainPiece[], Walks>();
const REMEMBERED = 20_000;

const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);

/** Mixes the bits of `x` into the hash `h` (-0 counts as 0, as the text key had it). */
function mix(h: number, x: number): number {
  bits[0] = x + 0;
  let k = Math.imul(h ^ (words[0] ?? 0), 0x85ebca6b);
  k = Math.imul(k ^ (words[1] ?? 0), 0xc2b2ae35);
  return k ^ (k >>> 15);
}

/**
 * The ground profile of the horizontal segment (x0, z0) → (x1, z1) on `level`, for a base of radius r. The
 * spans are shared (a remembered walk is handed out again): read them, never change them.
 */
export function groundProfile(
  board: Board,
  level: Level,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  r: number,
): readonly Span[] {
  if (!Object.isFrozen(board.terrain)) return profile(board, level, x0, z0, x1, z1, r);
  let known = profiles.get(board.terrain);
  if (known === undefined) {
    known = { byHash: new Map(), size: 0 };
    profiles.set(board.terrain, known);
  }
  const spacing = board.levelSpacing;
  const hash = mix(mix(mix(mix(mix(mix(level, spacing), x0), z0), x1), z1), r);
  const bucket = known.byHash.get(hash);
  if (bucket !== undefined) {
    for (const w of bucket) {
      if (
        w.x0 === x0 &&
        w.z0 === z0 &&
        w.x1 === x1 &&
        w.z1 === z1 &&
        w.level === level &&
        w.r === r &&
        w.spacing === spacing
      )
        return w.spans;
    }
  }
  if (known.size >= REMEMBERED) {
    known.byHash.clear();
    known.size = 0;
  }
  const spans = Object.freeze(profile(board, level, x0, z0, x1, z1, r));
  const walk: Remembered = { spacing, level, x0, z0, x1, z1, r, spans };
  const same = known.byHash.get(hash);
  if (same === undefined) known.byHash.set(hash, [walk]);
  else same.push(walk);
  known.size++;
  return spans;
}

// The pieces the segment crosses, by role, as flat lists of (t0, t1, top or index) reused between walks:
// a walk allocates only its cuts and its spans. Roles: 0 deck, 1 solid, 2 difficult, 3 impassable.
const hitT0: number[] = [];
const hitT1: number[] = [];
const hitRole: number[] = [];
const hitTop: number[] = [];
const hitId: string[] = [];

function roleCode(role: GroundRole): number {
  switch (role) {
    case 'deck':
      return 0;
    case 'solid':
      return 1;
    case 'difficult':
      return 2;
    case 'blocked':
      return 3;
    default:
      return -1;
  }
}

/**
 * The profile itself. Each stretch between two consecutive cuts (where the segment enters or leaves a piece)
 * has uniform ground, read at its middle: floor where a deck is under it (The Sink is floor everywhere), the
 * top of the highest solid, difficult where difficult ground is, impassable at the first blocking piece (in
 * board order); neighbours alike are joined.
 */
function profile(
  board: Board,
  level: Level,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  r: number,
): Span[] {
  hitT0.length = 0;
  hitT1.length = 0;
  hitRole.length = 0;
  hitTop.length = 0;
  hitId.length = 0;
  const cuts = [0, 1];
  const grow = Math.max(0, r - BRUSH);
  const pieces = indexedPieces(board, level);
  for (let p = 0; p < pieces.length; p++) {
    const entry = pieces[p];
    if (entry === undefined) continue;
    const role = roleCode(entry.role);
    if (role < 0) continue;
    if (!clipToFootprint(x0, z0, x1, z1, entry.box, role === 1 || role === 3 ? grow : 0)) continue;
    hitT0.push(clip.t0);
    hitT1.push(clip.t1);
    hitRole.push(role);
    hitTop.push(entry.piece.height);
    hitId.push(entry.piece.id);
    cuts.push(clip.t0, clip.t1);
  }
  sortNumbers(cuts);
  const spans: Span[] = [];
  let last: Span | undefined;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const t0 = cuts[i] ?? 0;
    const t1 = cuts[i + 1] ?? 1;
    if (t1 - t0 < EPS) continue;
    const mid = (t0 + t1) / 2;
    let deck = level === 3;
    let top: number | null = null;
    let difficult = false;
    let impassable: string | null = null;
    for (let h = 0; h < hitRole.length; h++) {
      const a = hitT0[h] ?? 0;
      const b = hitT1[h] ?? 0;
      if (!(a <= mid && mid <= b)) continue;
      const role = hitRole[h];
      if (role === 0) deck = true;
      else if (role === 1) top = Math.max(top ?? 0, hitTop[h] ?? 0);
      else if (role === 2) difficult = true;
      else if (impassable === null) impassable = hitId[h] ?? null;
    }
    // A solid holds the base up whether or not a deck is under it.
    const ground: number | null = top ?? (deck ? 0 : null);
    if (
      last !== undefined &&
      last.ground === ground &&
      last.difficult === difficult &&
      last.impassable === impassable
    ) {
      last = { ...last, t1 };
      spans[spans.length - 1] = last;
    } else {
      last = { t0, t1, ground, difficult, impassable };
      spans.push(last);
    }
  }
  return spans;
}

/**
 * Sorts a short list of numbers in place, ascending, equal ones kept in their order: the very order
 * `Array.prototype.sort((a, b) => a - b)` gives (a stable sort), without its scratch copy.
 */
function sortNumbers(xs: number[]): void {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i] ?? 0;
    let j = i - 1;
    while (j >= 0 && (xs[j] ?? 0) - x > 0) {
      xs[j + 1] = xs[j] ?? 0;
      j--;
    }
    xs[j + 1] = x;
  }
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
  // The board's pieces in board order with their boxes worked out once (terrainIndex.ts), not one box per
  // piece per ask.
  for (const { piece, box } of indexedPieces(board, null)) {
    if (
      piece.kind === kind &&
      piece.level >= upper &&
      piece.level <= lower &&
      footprintContains(box, x, z, r)
    )
      return piece;
  }
  return undefined;
}
