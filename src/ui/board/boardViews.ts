import type { Board as BoardDoc, Figure } from '../../content/schemas/board';
import { distanceBetween } from '../../rules/board/distance';
import { eyeY, lineOfSight } from '../../rules/board/los';
import type { LosResult, LosVerdict } from '../../rules/board/los';
import { levelFloorY } from '../../rules/board/types';
import type { BoardPoint, Vec3 } from '../../rules/board/types';
import type { BoardLabel, BoardLine } from '../../scene/board/types';

/**
 * What the board tools show, computed from the board rules: the ruler's reading, eyelines, and the lines and
 * labels the scene draws for them. Presentation only — no rule is decided here.
 */

export type Mark =
  { readonly kind: 'figure'; readonly id: string } | { readonly kind: 'point'; readonly point: BoardPoint };

export function markPoint(board: BoardDoc, mark: Mark): BoardPoint | null {
  if (mark.kind === 'point') return mark.point;
  const figure = board.figures.find((f) => f.id === mark.id);
  return figure === undefined ? null : { x: figure.x, z: figure.z, level: figure.level };
}

export function standingPoint(board: BoardDoc, p: BoardPoint): Vec3 {
  return { x: p.x, y: levelFloorY(p.level, board.levelSpacing) + (p.elevation ?? 0), z: p.z };
}

export interface RulerReading {
  readonly total: number;
  readonly horizontal: number;
  readonly vertical: number;
  readonly line: BoardLine;
  readonly label: BoardLabel;
}

/** True 3D distance between two marks, centre of base to centre of base, with its two parts. */
export function rulerReading(board: BoardDoc, a: Mark, b: Mark): RulerReading | null {
  const pa = markPoint(board, a);
  const pb = markPoint(board, b);
  if (pa === null || pb === null) return null;
  const d = distanceBetween(pa, pb, board.levelSpacing);
  const from = standingPoint(board, pa);
  const to = standingPoint(board, pb);
  const lift = 0.05;
  return {
    total: d.total,
    horizontal: d.horizontal,
    vertical: d.vertical,
    line: { id: 'ruler', from: { ...from, y: from.y + lift }, to: { ...to, y: to.y + lift }, tone: 'ruler' },
    label: {
      id: 'ruler',
      position: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + 0.6, z: (from.z + to.z) / 2 },
      text: `${inches(d.total)} (across ${inches(d.horizontal)}, up/down ${inches(d.vertical)})`,
    },
  };
}

export function inches(n: number): string {
  return `${n.toFixed(2)}"`;
}

export interface Sighting {
  readonly target: Figure;
  readonly result: LosResult;
  readonly line: BoardLine;
}

function eyePoint(board: BoardDoc, f: Figure): Vec3 {
  return { x: f.x, y: eyeY(f, board.levelSpacing), z: f.z };
}

/** The eyeline from viewer to target, with the rules' verdict. */
export function sighting(board: BoardDoc, viewer: Figure, target: Figure, visibility?: number): Sighting {
  const result = lineOfSight(board, viewer, target, visibility === undefined ? {} : { visibility });
  const tone: LosVerdict = result.verdict;
  return {
    target,
    result,
    line: {
      id: `los-${viewer.id}-${target.id}`,
      from: eyePoint(board, viewer),
      to: eyePoint(board, target),
      tone,
    },
  };
}

export const VERDICT_WORDS: Readonly<Record<LosVerdict, string>> = {
  clear: 'Clear',
  cover: 'In cover',
  blocked: 'Blocked',
};

/**
 * The heat map's target when the player has not picked one: the nearest figure of another side (true 3D
 * distance), else the nearest other figure; '' when the figure is alone or not on the board.
 */
export function nearestTarget(board: BoardDoc, figureId: string): string {
  const figure = board.figures.find((f) => f.id === figureId);
  if (figure === undefined) return '';
  const others = board.figures.filter((f) => f.id !== figureId);
  const foes = others.filter((f) => f.side !== figure.side);
  const pool = foes.length > 0 ? foes : others;
  let best = '';
  let bestDistance = Infinity;
  for (const other of pool) {
    const d = distanceBetween(figure, other, board.levelSpacing).total;
    if (d < bestDistance) {
      best = other.id;
      bestDistance = d;
    }
  }
  return best;
}
