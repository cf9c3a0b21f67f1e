/**
 * `pathCost` as it was before it was made to allocate less (issue 27): kept verbatim as the slow reference
 * that `movement.test.ts` holds the optimised `movement.ts` to, result for result.
 */
import { edgeGap, inBaseContact } from './distance';
import { jumpDownDamage, resolveFall, type FallResult } from './falls';
import { connectorAt, groundProfile, sliceSpans, spanAt, type Span } from './ground';
import { REASONS, type MoveMode, type MoveOptions, type MoveResult } from './movement';
import { clip, clipToFootprint, EPS, terrainBox } from './terrain';
import {
  CONTACT_TOLERANCE,
  levelFloorY,
  type Board,
  type BoardPoint,
  type Figure,
  type Level,
} from './types';

/** The walker's running state. */
interface Walk {
  readonly board: Board;
  readonly figure: Figure;
  readonly mode: MoveMode;
  readonly maxGap: number;
  readonly maxDrop: number;
  readonly smallObstacle: number;
  readonly refuseFalls: boolean;
  readonly r: number;
  readonly reasons: string[];
  x: number;
  z: number;
  level: Level;
  height: number;
  cost: number;
  difficultExtra: number;
  distance: number;
  climbed: number;
  biggestJump: number;
  fall: FallResult | undefined;
  stopped: boolean;
}

/** The straight segment being walked. */
interface Seg {
  readonly x0: number;
  readonly z0: number;
  readonly x1: number;
  readonly z1: number;
  readonly len: number;
}

function fail(w: Walk, reason: string): false {
  if (!w.reasons.includes(reason)) w.reasons.push(reason);
  w.stopped = true;
  return false;
}

function at(seg: Seg, t: number): { x: number; z: number } {
  return { x: seg.x0 + (seg.x1 - seg.x0) * t, z: seg.z0 + (seg.z1 - seg.z0) * t };
}

/** The figure goes over an edge just after fraction t: it falls from the height it was at. */
function fallAt(w: Walk, seg: Seg, t: number, tNext: number): void {
  if (w.refuseFalls) {
    fail(w, REASONS.walksOff);
    return;
  }
  const nudge = seg.len > EPS ? Math.min(t + 0.01 / seg.len, (t + tNext) / 2) : t;
  const p = at(seg, nudge);
  const from: BoardPoint = { x: p.x, z: p.z, level: w.level, elevation: w.height };
  w.fall = resolveFall(w.board, w.figure, from, 'stepped-off');
  w.x = w.fall.landing.x;
  w.z = w.fall.landing.z;
  w.level = w.fall.landing.level;
  w.height = w.fall.landing.elevation ?? 0;
  w.stopped = true;
}

/** Enemies on the walker's level whose bases the stretch t0..t1 would pass through. False when blocked. */
function clearOfEnemies(w: Walk, seg: Seg, t0: number, t1: number): boolean {
  const a = at(seg, t0);
  const b = at(seg, t1);
  for (const other of w.board.figures) {
    if (other.id === w.figure.id || other.side === w.figure.side || other.level !== w.level) continue;
    const reach = w.r + other.baseDiameter / 2 - CONTACT_TOLERANCE;
    if (pointToSegment(other.x, other.z, a.x, a.z, b.x, b.z) < reach) return fail(w, REASONS.enemy);
  }
  return true;
}

function pointToSegment(px: number, pz: number, ax: number, az: number, bx: number, bz: number): number {
  const dx = bx - ax;
  const dz = bz - az;
  const l2 = dx * dx + dz * dz;
  const t = l2 < EPS ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (pz - az) * dz) / l2));
  return Math.hypot(px - (ax + dx * t), pz - (az + dz * t));
}

/** A change of standing height of `rise` inches (negative: down) at fraction t. False when the walk stops. */
function changeHeight(
  w: Walk,
  seg: Seg,
  rise: number,
  t: number,
  tNext: number,
  viaLadder: boolean,
): boolean {
  if (rise > w.smallObstacle + EPS) {
    if (w.mode !== 'climb') return fail(w, REASONS.climb);
    w.cost += rise;
    w.climbed += rise;
  } else if (rise < -1 - EPS) {
    const drop = -rise;
    if (w.mode === 'climb') {
      w.cost += drop;
      w.climbed += drop;
    } else if (w.mode === 'jump' && !viaLadder) {
      if (drop > w.maxDrop + EPS) return fail(w, REASONS.drop(drop, w.maxDrop));
      w.biggestJump = Math.max(w.biggestJump, drop);
    } else if (viaLadder) {
      return fail(w, REASONS.climb);
    } else {
      fallAt(w, seg, t, tNext);
      return false;
    }
  }
  return true;
}

/** Walk the spans of one level in order. */
function walkSpans(w: Walk, seg: Seg, spans: readonly Span[]): void {
  for (let i = 0; i < spans.length && !w.stopped; i++) {
    const span = spans[i];
    if (span === undefined) break;
    if (span.impassable !== null) {
      fail(w, REASONS.impassable);
      return;
    }
    if (!clearOfEnemies(w, seg, span.t0, span.t1)) return;
    if (span.ground === null) {
      let j = i;
      while (spans[j + 1]?.ground === null && spans[j + 1]?.impassable === null) j++;
      const gapEnd = spans[j]?.t1 ?? span.t1;
      if (w.mode !== 'leap' && w.mode !== 'jump') {
        fallAt(w, seg, span.t0, span.t1);
        return;
      }
      if (j === spans.length - 1) {
        fail(w, REASONS.noFooting);
        return;
      }
      const width = (gapEnd - span.t0) * seg.len;
      if (width > w.maxGap + EPS) {
        fail(w, REASONS.gap(width, w.maxGap));
        return;
      }
      w.cost += width;
      w.distance += width;
      i = j;
      continue;
    }
    if (!changeHeight(w, seg, span.ground - w.height, span.t0, span.t1, false)) return;
    w.height = span.ground;
    const inches = (span.t1 - span.t0) * seg.len;
    w.cost += span.difficult ? 2 * inches : inches;
    w.difficultExtra += span.difficult ? inches : 0;
    w.distance += inches;
  }
}

/** Walk one straight segment to `to`, changing level on the way if it asks to. */
function walkSegment(w: Walk, to: BoardPoint): void {
  const seg: Seg = { x0: w.x, z0: w.z, x1: to.x, z1: to.z, len: Math.hypot(to.x - w.x, to.z - w.z) };
  const { board, r } = w;
  if (to.x < r - EPS || to.z < r - EPS || to.x > board.width - r + EPS || to.z > board.depth - r + EPS) {
    {
      fail(w, REASONS.offTable);
      return;
    }
  }
  const profile = (level: Level): readonly Span[] =>
    groundProfile(board, level, seg.x0, seg.z0, seg.x1, seg.z1, r);
  if (to.level === w.level) {
    walkSpans(w, seg, profile(w.level));
  } else {
    const up = to.level < w.level;
    const upperLevel = up ? to.level : w.level;
    const lowerLevel = up ? w.level : to.level;
    const upper = profile(upperLevel);
    const lower = profile(lowerLevel);
    const gaps = upper.filter((s) => s.ground === null);
    let tT: number;
    let viaLadder = false;
    if (up && upper[upper.length - 1]?.ground == null) {
      fail(w, REASONS.noFooting);
      return;
    }
    const firstGap = gaps[0];
    const lastGap = gaps[gaps.length - 1];
    if (firstGap !== undefined && lastGap !== undefined) tT = up ? lastGap.t1 : firstGap.t0;
    else {
      tT = up ? 0 : 1;
      const p = at(seg, tT);
      viaLadder = connectorAt(board, 'ladder', p.x, p.z, upperLevel, lowerLevel, r) !== undefined;
      if (!viaLadder) {
        fail(w, REASONS.noWay);
        return;
      }
    }
    walkSpans(w, seg, sliceSpans(up ? lower : upper, 0, tT));
    if (w.stopped) return;
    const after = up ? upper : lower;
    const landing = spanAt(after, tT);
    const tNext = landing?.t1 ?? 1;
    if (landing?.ground == null) {
      if (!up && (w.mode === 'walk' || w.mode === 'leap')) {
        fallAt(w, seg, tT, tNext);
        return;
      }
      {
        fail(w, REASONS.landing(to.level));
        return;
      }
    }
    const rise =
      levelFloorY(to.level, board.levelSpacing) +
      landing.ground -
      levelFloorY(w.level, board.levelSpacing) -
      w.height;
    const p = at(seg, tT);
    const ramp = connectorAt(board, 'ramp', p.x, p.z, upperLevel, lowerLevel, r);
    if (ramp !== undefined) {
      const run = clipToFootprint(seg.x0, seg.z0, seg.x1, seg.z1, terrainBox(ramp, board.levelSpacing), 0)
        ? (clip.t1 - clip.t0) * seg.len
        : 0;
      w.cost += Math.hypot(run, rise) - run;
    } else if (!changeHeight(w, seg, rise, tT, tNext, viaLadder)) return;
    w.level = to.level;
    w.height = landing.ground;
    walkSpans(w, seg, sliceSpans(after, tT, 1));
  }
  if (!w.stopped) {
    w.x = to.x;
    w.z = to.z;
  }
}

/** Cost and legality of moving `figure` along `path` (waypoints after its current spot). */
export function referencePathCost(
  board: Board,
  figure: Figure,
  path: readonly BoardPoint[],
  opts: MoveOptions,
): MoveResult {
  const mode = opts.mode ?? 'walk';
  const w: Walk = {
    board,
    figure,
    mode,
    maxGap: opts.maxGap ?? (figure.swift === true ? 4 : 2),
    maxDrop: opts.maxDrop ?? Infinity,
    smallObstacle: opts.smallObstacle ?? 0,
    refuseFalls: opts.onFall === 'refuse',
    r: figure.baseDiameter / 2,
    reasons: [],
    x: figure.x,
    z: figure.z,
    level: figure.level,
    height: figure.elevation ?? 0,
    cost: 0,
    difficultExtra: 0,
    distance: 0,
    climbed: 0,
    biggestJump: 0,
    fall: undefined,
    stopped: false,
  };
  for (const to of path) {
    if (w.stopped) break;
    walkSegment(w, to);
  }
  const end: BoardPoint =
    w.height > EPS
      ? { x: w.x, z: w.z, level: w.level, elevation: w.height }
      : { x: w.x, z: w.z, level: w.level };
  const moved = { ...figure, ...end, elevation: w.height };
  const others = board.figures.filter((f) => f.id !== figure.id);
  if (
    w.fall === undefined &&
    others.some((f) => f.level === w.level && edgeGap(f, moved) < -CONTACT_TOLERANCE)
  ) {
    fail(w, REASONS.friendEnd);
  }
  // Difficult ground halves the move, but never below 1": the first inch is always possible.
  // A finger's slack: a path measured at 2.0001" is a 2" move on the table.
  const withinMinimum =
    w.distance <= 1 + EPS && w.cost - w.difficultExtra <= opts.allowance + CONTACT_TOLERANCE;
  if (w.cost > opts.allowance + CONTACT_TOLERANCE && !withinMinimum)
    fail(w, REASONS.tooFar(w.cost, opts.allowance));
  const jumpDown = w.biggestJump > 0 ? jumpDownDamage(w.biggestJump, figure.swift === true) : undefined;
  return {
    legal: w.reasons.length === 0,
    reasons: w.reasons,
    cost: w.cost,
    distance: w.distance,
    climbed: w.climbed,
    endsEngaged: others.filter((f) => f.side !== figure.side && inBaseContact(moved, f)).map((f) => f.id),
    end,
    ...(w.fall === undefined ? {} : { fall: w.fall }),
    ...(jumpDown === undefined ? {} : { jumpDown, jumpHeight: w.biggestJump }),
    endsRound: jumpDown?.endsRound ?? false,
  };
}
