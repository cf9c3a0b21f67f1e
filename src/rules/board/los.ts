/**
 * Line of sight on the three-level table.
 *
 * Salvage skirmish: LoS is an eyeline view to the target; cover is the target obscured by terrain; visibility
 * is a separate limit on how far a unit can see. Fringe, "Watch where you point that thing": a line of sight
 * that crosses another character means the shot cannot be taken.
 *
 * Readings used here:
 * - Eyelines start at the viewer's eye (standing point + eyeHeight) and go to five points on the target: eye,
 *   body centre, just above the base, and both flanks at centre height (0.8 of the base radius to each side).
 * - clear: all five seen and no cover piece touches a line within `coverReach` (default 1") of the target.
 *   cover: some seen, or a cover piece sits by the target. blocked: none seen either way — sight is mutual,
 *   so the target's eye is also tried against the viewer's five points; if either sees any of the other, the
 *   verdict is at worst cover and "blocked" is the same both ways.
 * - Decks always hide what is beyond them: you only see between levels through gaps.
 * - Figures never block sight; those the central eyeline passes through are listed (Fringe forbids the shot).
 */
import { figureDistance } from './distance';
import { segmentHitsCylinder, slabExit } from './segment';
import {
  BLOCKS,
  COVERS,
  SIGHT_POINT,
  buildSightIndex,
  collectHits,
  firstBlocker,
  firstBlockerBetween,
  onSightTable,
  setSightPoint,
  type SightIndex,
} from './sight-index';
import { blocksSight, terrainBox } from './terrain';
import { standingY, type Board, type Figure } from './types';

export { segmentHitsBox, segmentHitsCylinder } from './segment';
export { firstBlocker, firstBlockerLinear, type SightIndex } from './sight-index';

export type LosVerdict = 'clear' | 'cover' | 'blocked';

export interface LosResult {
  readonly verdict: LosVerdict;
  /** Sight-blocking pieces touched by any eyeline from the viewer to the target. */
  readonly blockers: readonly string[];
  /** Cover pieces that put the target in cover (touch a line within reach of the target). */
  readonly coverBy: readonly string[];
  /** Other figures the central eyeline passes through (Fringe: the shot cannot be taken). */
  readonly figuresCrossing: readonly string[];
  /** True 3D distance, base centre to base centre (see distance.ts). */
  readonly distance: number;
  /** Further than the visibility limit, when one applies. */
  readonly beyondVisibility: boolean;
  /** How many of the target's five points the viewer sees. */
  readonly pointsSeen: number;
}

export interface LosOptions {
  /** Maximum measurable distance the viewer can see (e.g. salvage Blight: visibility 12"). */
  readonly visibility?: number;
  /** How close to the target a cover piece must be to count, in inches across the table. Default 1. */
  readonly coverReach?: number;
  /** A compiled index of the same board, to skip compiling per call. */
  readonly index?: SightIndex;
}

/** Number of sample points per figure. */
const SAMPLES = 5;
/** Scratch sample points: x, y, z per sample. */
const samples = new Float64Array(SAMPLES * 3);

/** Pack the board's sight blockers and cover pieces for segment tests. */
export function compileLos(board: Board): SightIndex {
  const entries = board.terrain
    .map((piece) => ({
      id: piece.id,
      flags: (blocksSight(piece) ? BLOCKS : 0) | (piece.cover ? COVERS : 0),
      box: terrainBox(piece, board.levelSpacing),
    }))
    .filter((e) => e.flags !== 0);
  return buildSightIndex(entries, board.width, board.depth);
}

/** Where the figure's eyes are. */
export function eyeY(figure: Figure, spacing: number): number {
  return standingY(figure, spacing) + figure.eyeHeight;
}

/**
 * The single central eyeline, viewer's eye to target's eye: is a sight blocker in the way? This is the line
 * the Raycaster comparison and the bench use. It is the same segment both ways, so it is symmetric.
 */
export function eyelineBlocked(index: SightIndex, viewer: Figure, target: Figure, spacing: number): boolean {
  const ay = eyeY(viewer, spacing);
  const by = eyeY(target, spacing);
  return firstBlocker(index, viewer.x, ay, viewer.z, target.x, by, target.z) >= 0;
}

/** Eye points of the figures and their grid cells for eyelineMatrix, grown as needed and reused. */
let eyeScratch = new Float64Array(160);

/**
 * The central eyeline between every pair of figures at once: out[i * n + j] is 1 when a sight blocker lies
 * on the eye-to-eye line between figures i and j (board order), else 0. Each line is tested once and the
 * matrix mirrored (the segment is the same both ways). Eye points and their grid cells are worked out once per
 * call into a reused buffer; pass `out` (n × n) to reuse a buffer across frames.
 */
export function eyelineMatrix(
  board: Board,
  index: SightIndex = compileLos(board),
  out: Uint8Array = new Uint8Array(board.figures.length * board.figures.length),
): Uint8Array {
  const figures = board.figures;
  const n = figures.length;
  if (eyeScratch.length < n * SIGHT_POINT) eyeScratch = new Float64Array(n * SIGHT_POINT);
  const eyes = eyeScratch;
  let onTable = true;
  for (let i = 0; i < n; i++) {
    const f = figures[i];
    if (f === undefined) continue;
    setSightPoint(index, eyes, i, f.x, eyeY(f, board.levelSpacing), f.z);
    if (!onSightTable(index, f.x, f.z)) onTable = false;
  }
  for (let i = 0; i < n; i++) {
    out[i * n + i] = 0;
    for (let j = i + 1; j < n; j++) {
      const hit = onTable
        ? firstBlockerBetween(index, eyes, i, j)
        : firstBlocker(
            index,
            eyes[i * SIGHT_POINT] ?? 0,
            eyes[i * SIGHT_POINT + 1] ?? 0,
            eyes[i * SIGHT_POINT + 2] ?? 0,
            eyes[j * SIGHT_POINT] ?? 0,
            eyes[j * SIGHT_POINT + 1] ?? 0,
            eyes[j * SIGHT_POINT + 2] ?? 0,
          );
      const blocked = hit >= 0 ? 1 : 0;
      out[i * n + j] = blocked;
      out[j * n + i] = blocked;
    }
  }
  return out;
}

function setSample(i: number, x: number, y: number, z: number): void {
  samples[i * 3] = x;
  samples[i * 3 + 1] = y;
  samples[i * 3 + 2] = z;
}

/** Fill the scratch sample points of `target` as seen from (fromX, fromZ). */
function fillSamples(target: Figure, fromX: number, fromZ: number, spacing: number): void {
  const floor = standingY(target, spacing);
  const centre = floor + target.height / 2;
  let px = fromZ - target.z;
  let pz = target.x - fromX;
  const len = Math.hypot(px, pz);
  if (len < 1e-9) {
    px = 1;
    pz = 0;
  } else {
    px /= len;
    pz /= len;
  }
  const side = 0.8 * (target.baseDiameter / 2);
  setSample(0, target.x, floor + target.eyeHeight, target.z);
  setSample(1, target.x, centre, target.z);
  setSample(2, target.x, floor + Math.min(0.1, target.height / 4), target.z);
  setSample(3, target.x + px * side, centre, target.z + pz * side);
  setSample(4, target.x - px * side, centre, target.z - pz * side);
}

/** Scratch for countSeen: the viewer's eye (point 0) and the target's five points, with their grid cells. */
const seenPoints = new Float64Array((SAMPLES + 1) * SIGHT_POINT);

/** How many of the target's sample points the viewer's eye sees past the sight blockers. */
function countSeen(index: SightIndex, viewer: Figure, target: Figure, spacing: number): number {
  fillSamples(target, viewer.x, viewer.z, spacing);
  const ey = eyeY(viewer, spacing);
  const eyeOnTable = onSightTable(index, viewer.x, viewer.z);
  if (eyeOnTable) setSightPoint(index, seenPoints, 0, viewer.x, ey, viewer.z);
  let seen = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const sx = samples[i * 3] ?? 0;
    const sy = samples[i * 3 + 1] ?? 0;
    const sz = samples[i * 3 + 2] ?? 0;
    let hit: number;
    if (eyeOnTable && onSightTable(index, sx, sz)) {
      setSightPoint(index, seenPoints, i + 1, sx, sy, sz);
      hit = firstBlockerBetween(index, seenPoints, 0, i + 1);
    } else hit = firstBlocker(index, viewer.x, ey, viewer.z, sx, sy, sz);
    if (hit < 0) seen++;
  }
  return seen;
}

/** Whether `other` (not the viewer or the target) stands across the central eyeline. */
function crossesEyeline(
  viewer: Figure,
  ay: number,
  target: Figure,
  by: number,
  other: Figure,
  spacing: number,
): boolean {
  if (other.id === viewer.id || other.id === target.id) return false;
  const foot = standingY(other, spacing);
  return segmentHitsCylinder(
    viewer.x,
    ay,
    viewer.z,
    target.x,
    by,
    target.z,
    other.x,
    other.z,
    other.baseDiameter / 2,
    foot,
    foot + other.height,
  );
}

/** Other figures whose bodies the segment passes through. */
function figuresOnLine(board: Board, viewer: Figure, target: Figure): string[] {
  const spacing = board.levelSpacing;
  const ay = eyeY(viewer, spacing);
  const by = eyeY(target, spacing);
  return board.figures.filter((o) => crossesEyeline(viewer, ay, target, by, o, spacing)).map((o) => o.id);
}

/** Grade the viewer's sight of the target. */
export function lineOfSight(board: Board, viewer: Figure, target: Figure, opts: LosOptions = {}): LosResult {
  const spacing = board.levelSpacing;
  const index = opts.index ?? compileLos(board);
  const reach = opts.coverReach ?? 1;
  const seen = countSeen(index, viewer, target, spacing);
  const mutual = seen > 0 || countSeen(index, target, viewer, spacing) > 0;

  // Name the pieces: every line again, all hits (not the hot path; the yes/no above is).
  fillSamples(target, viewer.x, viewer.z, spacing);
  const ey = eyeY(viewer, spacing);
  const flat = Math.hypot(target.x - viewer.x, target.z - viewer.z);
  const blockers = new Set<string>();
  const coverBy = new Set<string>();
  for (let s = 0; s < SAMPLES; s++) {
    const sx = samples[s * 3] ?? 0;
    const sy = samples[s * 3 + 1] ?? 0;
    const sz = samples[s * 3 + 2] ?? 0;
    const count = collectHits(index, viewer.x, ey, viewer.z, sx, sy, sz);
    for (let h = 0; h < count; h++) {
      const box = index.hitBox[h] ?? 0;
      const flags = index.flags[box] ?? 0;
      const id = index.ids[box] ?? '';
      if ((flags & BLOCKS) !== 0) blockers.add(id);
      if ((flags & COVERS) !== 0 && (1 - (index.hitExit[h] ?? 0)) * flat <= reach + 1e-9) coverBy.add(id);
    }
  }

  const distance = figureDistance(viewer, target, spacing);
  const verdict: LosVerdict = !mutual ? 'blocked' : seen < SAMPLES || coverBy.size > 0 ? 'cover' : 'clear';
  return {
    verdict,
    blockers: [...blockers],
    coverBy: [...coverBy],
    figuresCrossing: figuresOnLine(board, viewer, target),
    distance,
    beyondVisibility: opts.visibility !== undefined && distance > opts.visibility + 1e-9,
    pointsSeen: seen,
  };
}

/** The grade alone, without naming pieces: what a heat map asks at every spot. */
export interface SightVerdict {
  readonly verdict: LosVerdict;
  /** How many of the target's five points the viewer sees. */
  readonly pointsSeen: number;
  /** How many other figures the central eyeline passes through (Fringe: the shot cannot be taken). */
  readonly figuresCrossing: number;
}

export interface SightVerdictOptions {
  /** How close to the target a cover piece must be to count, in inches across the table. Default 1. */
  readonly coverReach?: number;
  /** A compiled index of the same board. */
  readonly index?: SightIndex;
  /** coverNear(index, target, …) for the same target and reach, to skip finding them per call. */
  readonly coverBoxes?: Int32Array;
}

/**
 * The cover pieces (box numbers in the index) that can put `target` in cover from anywhere: those whose
 * footprint comes within reach + 1.6 base radii of it. A cover piece counts when a line to one of the five
 * points passes through it within `reach` of the target, measured as (1 − exit) × the flat distance to the
 * target; a flank point is 0.8 radii off the centre, so that exit point lies within reach + 1.6 radii.
 */
export function coverNear(index: SightIndex, target: Figure, reach = 1): Int32Array {
  const limit = reach + 1.6 * (target.baseDiameter / 2) + 1e-6;
  const near: number[] = [];
  for (let box = 0; box < index.ids.length; box++) {
    if (((index.flags[box] ?? 0) & COVERS) === 0) continue;
    const o = box * 6;
    const dx = Math.max((index.boxes[o] ?? 0) - target.x, 0, target.x - (index.boxes[o + 3] ?? 0));
    const dz = Math.max((index.boxes[o + 2] ?? 0) - target.z, 0, target.z - (index.boxes[o + 5] ?? 0));
    if (Math.hypot(dx, dz) <= limit) near.push(box);
  }
  return Int32Array.from(near);
}

/** Does a cover piece of `boxes` put the target in cover from the viewer (as lineOfSight's coverBy)? */
function coverByTarget(
  index: SightIndex,
  viewer: Figure,
  target: Figure,
  spacing: number,
  reach: number,
  boxes: Int32Array,
): boolean {
  if (boxes.length === 0) return false;
  fillSamples(target, viewer.x, viewer.z, spacing);
  const ey = eyeY(viewer, spacing);
  const flat = Math.hypot(target.x - viewer.x, target.z - viewer.z);
  const b = index.boxes;
  for (let s = 0; s < SAMPLES; s++) {
    const sx = samples[s * 3] ?? 0;
    const sy = samples[s * 3 + 1] ?? 0;
    const sz = samples[s * 3 + 2] ?? 0;
    for (let k = 0; k < boxes.length; k++) {
      const o = (boxes[k] ?? 0) * 6;
      const exit = slabExit(
        b[o] ?? 0,
        b[o + 1] ?? 0,
        b[o + 2] ?? 0,
        b[o + 3] ?? 0,
        b[o + 4] ?? 0,
        b[o + 5] ?? 0,
        viewer.x,
        ey,
        viewer.z,
        sx,
        sy,
        sz,
      );
      if (exit >= 0 && (1 - exit) * flat <= reach + 1e-9) return true;
    }
  }
  return false;
}

/**
 * lineOfSight's verdict and points seen, and the count of figures across the central eyeline, without
 * naming pieces or allocating: the same eyelines and the same cover test, only stopping at the first answer.
 */
export function sightVerdict(
  board: Board,
  viewer: Figure,
  target: Figure,
  opts: SightVerdictOptions = {},
): SightVerdict {
  const spacing = board.levelSpacing;
  const index = opts.index ?? compileLos(board);
  const reach = opts.coverReach ?? 1;
  const seen = countSeen(index, viewer, target, spacing);
  let verdict: LosVerdict;
  if (seen === 0) verdict = countSeen(index, target, viewer, spacing) > 0 ? 'cover' : 'blocked';
  else if (seen < SAMPLES) verdict = 'cover';
  else {
    const boxes = opts.coverBoxes ?? coverNear(index, target, reach);
    verdict = coverByTarget(index, viewer, target, spacing, reach, boxes) ? 'cover' : 'clear';
  }
  const ay = eyeY(viewer, spacing);
  const by = eyeY(target, spacing);
  let crossing = 0;
  for (const other of board.figures) if (crossesEyeline(viewer, ay, target, by, other, spacing)) crossing++;
  return { verdict, pointsSeen: seen, figuresCrossing: crossing };
}

export interface LosMatrix {
  /** Figure ids in board order. */
  readonly ids: readonly string[];
  /** results[i][j]: figure i looking at figure j; null on the diagonal. */
  readonly results: readonly (readonly (LosResult | null)[])[];
}

/** Every figure's sight of every other, compiling the board once. */
export function losAllPairs(board: Board, opts: Omit<LosOptions, 'index'> = {}): LosMatrix {
  const index = compileLos(board);
  const figures = board.figures;
  return {
    ids: figures.map((f) => f.id),
    results: figures.map((viewer, i) =>
      figures.map((target, j) => (i === j ? null : lineOfSight(board, viewer, target, { ...opts, index }))),
    ),
  };
}
