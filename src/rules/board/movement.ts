/**
 * What a move along a path costs and whether the rules allow it.
 *
 * Salvage skirmish, movement table: a small obstacle of 1" or less is free to cross (`smallObstacle`, which
 * salvage passes and Fringe does not: 002 pays the height of any vertical obstacle); difficult ground halves
 * the move (each inch in it costs two) but a figure can always move at least 1"; impassable terrain cannot
 * be entered or crossed; friendly figures may be passed through but not ended on; enemies block. Salvage
 * Climb ascends or descends up to Move; Jump leaps a gap or drops up to Move.
 * Fringe, moving up and down: climbing pays the height; a descent of 1" or less is free, a longer one is
 * climbed down (same cost) or jumped; jumping needs no movement. Leaping a gap up to 2" (4" Swift) is part
 * of the move.
 *
 * Modes (what the move is declared as):
 * - walk: steps up `smallObstacle` inches at most (salvage 1", Fringe none) and down 1" at most; walking off
 *   anything higher is a fall (the path stops there).
 * - climb: as walk, but any rise or descent is allowed and paid for in inches (Climb; Fringe climbing).
 * - leap: as walk, but gaps in a deck up to `maxGap` are crossed as part of the move.
 * - jump: as leap, and drops of any height (up to `maxDrop`) cost nothing; the result reports the Fringe
 *   consequences of the biggest drop.
 * Terrain is tested along the base centre's path (solids from the rim; see ground.ts). The path starts where
 * the figure stands; the waypoints follow. A waypoint on another level changes level at the deck edge the
 * segment crosses (or at a ladder through the deck, or along a ramp).
 */
import { edgeGap, inBaseContact } from './distance';
import { jumpDownDamage, resolveFall, type FallResult, type JumpDown } from './falls';
import { connectorAt, groundProfile, sliceSpans, spanAt, type Span } from './ground';
import { clip, clipToFootprint, EPS, terrainBox } from './terrain';
import {
  CONTACT_TOLERANCE,
  LEVEL_NAMES,
  levelFloorY,
  type Board,
  type BoardPoint,
  type Figure,
  type Level,
} from './types';

export type MoveMode = 'walk' | 'climb' | 'jump' | 'leap';

/** Salvage skirmish, movement table: a small obstacle of 1" or less is free to cross. */
export const SALVAGE_SMALL_OBSTACLE = 1;

export interface MoveOptions {
  /** Inches of movement available (Move, Run, Crawl …). */
  readonly allowance: number;
  readonly mode?: MoveMode;
  /** Widest gap a leap or jump crosses. Default: Fringe 2", 4" for Swift (salvage Jump: pass the Move). */
  readonly maxGap?: number;
  /** Longest drop a jump takes. Default: no limit (Fringe); salvage Jump: pass the Move. */
  readonly maxDrop?: number;
  /**
   * Highest rise a walk crosses for free. Salvage movement table: pass `SALVAGE_SMALL_OBSTACLE` (1").
   * Default 0: Fringe 002, moving up and down, pays the height of every vertical obstacle.
   */
  readonly smallObstacle?: number;
  /**
   * A walk off an edge: 'land' (the default) stops there and reports the fall and where the figure lands;
   * 'refuse' refuses the move instead, for callers that only look for paths without a fall and need not
   * work out the landing.
   */
  readonly onFall?: 'land' | 'refuse';
}

export interface MoveResult {
  readonly legal: boolean;
  /** Each rule the move breaks. */
  readonly reasons: readonly string[];
  /** Inches of movement used: distance, doubled in difficult ground, plus heights climbed. */
  readonly cost: number;
  /** Inches travelled across the table. */
  readonly distance: number;
  /** Inches climbed up or down. */
  readonly climbed: number;
  /** Enemies in base contact where the figure ends up (salvage: Engaged). */
  readonly endsEngaged: readonly string[];
  /** Where the figure ends up (the landing spot after a fall). */
  readonly end: BoardPoint;
  /** The figure walked off an edge: the path stops at the point of fall. */
  readonly fall?: FallResult;
  /** Fringe consequences of the biggest jump down. */
  readonly jumpDown?: JumpDown;
  /** Inches of the biggest jump down (with `jumpDown`). */
  readonly jumpHeight?: number;
  readonly endsRound: boolean;
}

export const REASONS = {
  impassable: 'Impassable terrain cannot be entered or crossed (movement table)',
  enemy: 'Enemy units cannot be passed through (movement table)',
  friendEnd: 'Friendly units may be passed through but movement cannot end overlapping them (movement table)',
  walksOff: 'The path walks off an edge (a fall)',
  climb:
    'A rise must be climbed, paying the height (Climb action, over a small obstacle of 1" or less is free; Fringe: moving up and down)',
  noWay: 'Changing level needs a deck edge, a ramp, or a ladder through the deck',
  noFooting: 'Movement cannot end over a gap with nothing to stand on',
  offTable: 'Figures cannot leave the table',
  tooFar: (cost: number, allowance: number) =>
    `Movement costs ${round(cost)}" but only ${round(allowance)}" is available (Move; difficult ground halves the move, minimum 1")`,
  gap: (width: number, max: number) =>
    `A gap of ${round(width)}" is wider than the ${round(max)}" that can be leapt (Fringe: leaping; salvage: Jump)`,
  drop: (drop: number, max: number) =>
    `A drop of ${round(drop)}" is more than the ${round(max)}" a jump may take (salvage: Jump)`,
  landing: (level: Level) => `Nothing to stand on at ${LEVEL_NAMES[level]} where the move changes level`,
} as const;

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

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
  // The ends of the stretch as `at` gives them, kept in numbers: a walk asks this of every span it crosses.
  const ax = seg.x0 + (seg.x1 - seg.x0) * t0;
  const az = seg.z0 + (seg.z1 - seg.z0) * t0;
  const bx = seg.x0 + (seg.x1 - seg.x0) * t1;
  const bz = seg.z0 + (seg.z1 - seg.z0) * t1;
  for (const other of w.board.figures) {
    if (other.id === w.figure.id || other.side === w.figure.side || other.level !== w.level) continue;
    const reach = w.r + other.baseDiameter / 2 - CONTACT_TOLERANCE;
    if (pointToSegment(other.x, other.z, ax, az, bx, bz) < reach) return fail(w, REASONS.enemy);
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
  if (to.level === w.level) {
    walkSpans(w, seg, groundProfile(board, w.level, seg.x0, seg.z0, seg.x1, seg.z1, r));
  } else {
    const up = to.level < w.level;
    const upperLevel = up ? to.level : w.level;
    const lowerLevel = up ? w.level : to.level;
    const upper = groundProfile(board, upperLevel, seg.x0, seg.z0, seg.x1, seg.z1, r);
    const lower = groundProfile(board, lowerLevel, seg.x0, seg.z0, seg.x1, seg.z1, r);
    let tT: number;
    let viaLadder = false;
    if (up && upper[upper.length - 1]?.ground == null) {
      fail(w, REASONS.noFooting);
      return;
    }
    // The upper deck's first and last gap, found without listing its gaps.
    let firstGap: Span | undefined;
    let lastGap: Span | undefined;
    for (const span of upper) {
      if (span.ground !== null) continue;
      firstGap ??= span;
      lastGap = span;
    }
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
export function pathCost(
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
  // Where the base ends (what edgeGap and inBaseContact read of it), and the other figures in one pass:
  // overlapping one on the end's level, and the enemies touching it.
  const moved = {
    x: w.x,
    z: w.z,
    level: w.level,
    elevation: w.height,
    baseDiameter: figure.baseDiameter,
  };
  let overlaps = false;
  let endsEngaged: string[] | undefined;
  for (const f of board.figures) {
    if (f.id === figure.id) continue;
    if (f.level === w.level && edgeGap(f, moved) < -CONTACT_TOLERANCE) overlaps = true;
    if (f.side !== figure.side && inBaseContact(moved, f)) (endsEngaged ??= []).push(f.id);
  }
  if (w.fall === undefined && overlaps) fail(w, REASONS.friendEnd);
  // Difficult ground halves the move, but never below 1": the first inch is always possible.
  // A finger's slack: a path measured at 2.0001" is a 2" move on the table.
  const withinMinimum =
    w.distance <= 1 + EPS && w.cost - w.difficultExtra <= opts.allowance + CONTACT_TOLERANCE;
  if (w.cost > opts.allowance + CONTACT_TOLERANCE && !withinMinimum)
    fail(w, REASONS.tooFar(w.cost, opts.allowance));
  const jumpDown = w.biggestJump > 0 ? jumpDownDamage(w.biggestJump, figure.swift === true) : undefined;
  const legal = w.reasons.length === 0;
  const engaged = endsEngaged ?? [];
  // The usual walk (no fall, no jump down) as one literal; the rest as before, fields in the same order.
  if (w.fall === undefined && jumpDown === undefined) {
    return {
      legal,
      reasons: w.reasons,
      cost: w.cost,
      distance: w.distance,
      climbed: w.climbed,
      endsEngaged: engaged,
      end,
      endsRound: false,
    };
  }
  return {
    legal,
    reasons: w.reasons,
    cost: w.cost,
    distance: w.distance,
    climbed: w.climbed,
    endsEngaged: engaged,
    end,
    ...(w.fall === undefined ? {} : { fall: w.fall }),
    ...(jumpDown === undefined ? {} : { jumpDown, jumpHeight: w.biggestJump }),
    endsRound: jumpDown?.endsRound ?? false,
  };
}
