/**
 * The battle on the depth board's geometry: the board the kernels of src/rules/board see (the terrain and
 * every figure on the table), where a figure may stand, and sliding a figure across the table (pushed back
 * by a hit, diving away on Luck).
 */
import { edgeGap, inBaseContact } from '../board/distance';
import { EPS, isDeck, isSolid, supportBelow, terrainBox } from '../board/terrain';
import {
  CONTACT_TOLERANCE,
  DEFAULT_BASE_DIAMETER,
  DEFAULT_EYE_HEIGHT,
  DEFAULT_FIGURE_HEIGHT,
  standingY,
  type Board,
  type BoardPoint,
  type Figure,
} from '../board/types';
import { onTable } from './lookup';
import type { Battle, Fighter, SightState } from './types';

/** A figure of the battle as the board kernels see it (1" base, 28 mm tall). */
export function boardFigure(f: Fighter, at: BoardPoint): Figure {
  return {
    id: f.id,
    name: f.name,
    side: f.side,
    level: at.level,
    x: at.x,
    z: at.z,
    ...(at.elevation === undefined || at.elevation <= EPS ? {} : { elevation: at.elevation }),
    baseDiameter: DEFAULT_BASE_DIAMETER,
    height: DEFAULT_FIGURE_HEIGHT,
    eyeHeight: DEFAULT_EYE_HEIGHT,
    ...(f.swift ? { swift: true } : {}),
  };
}

/**
 * The board with every figure on the table; `moved` puts one figure somewhere else (a move or shot worked out
 * from a spot the figure is not on yet).
 */
export function battleBoard(b: Battle, moved?: { readonly id: string; readonly at: BoardPoint }): Board {
  const { width, depth, levelSpacing, terrain } = b.setup.board;
  const figures: Figure[] = [];
  for (const f of b.fighters) {
    if (!onTable(f) || f.at === null) continue;
    figures.push(boardFigure(f, moved !== undefined && moved.id === f.id ? moved.at : f.at));
  }
  return { width, depth, levelSpacing, terrain, figures };
}

/** The board figure of a fighter on the table. */
export function figureOf(board: Board, id: string): Figure | undefined {
  return board.figures.find((f) => f.id === id);
}

/**
 * Why a figure cannot stand at `at`, empty when it can: its base wholly on the table, something to stand
 * on at that height (a deck, the table, the top of a solid), no solid or deck through its body, and no other
 * figure's base overlapping on the same level.
 */
export function standProblems(board: Board, figure: Figure, at: BoardPoint): string[] {
  const problems: string[] = [];
  const r = figure.baseDiameter / 2;
  if (at.x - r < -EPS || at.z - r < -EPS || at.x + r > board.width + EPS || at.z + r > board.depth + EPS)
    problems.push('off the table');
  const feet = standingY(at, board.levelSpacing);
  if (!hasFooting(board, at.x, at.z, feet, r)) problems.push('nothing to stand on');
  for (const piece of board.terrain) {
    if (!isSolid(piece) && !isDeck(piece)) continue;
    const box = terrainBox(piece, board.levelSpacing);
    if (box.maxY <= feet + CONTACT_TOLERANCE || box.minY >= feet + figure.height - EPS) continue;
    if (
      at.x > box.minX - r + EPS &&
      at.x < box.maxX + r - EPS &&
      at.z > box.minZ - r + EPS &&
      at.z < box.maxZ + r - EPS
    ) {
      problems.push(`inside ${piece.id}`);
      break;
    }
  }
  for (const other of board.figures) {
    if (other.id === figure.id) continue;
    if (Math.abs(standingY(other, board.levelSpacing) - feet) > 1) continue;
    if (edgeGap(other, { ...at, baseDiameter: figure.baseDiameter }) < -CONTACT_TOLERANCE) {
      problems.push(`on ${other.name}`);
      break;
    }
  }
  return problems;
}

/**
 * Something to stand on at height `feet` under a base of radius `r` at (x, z): the surface under its centre,
 * or — as the board's movement reads solids from the base rim — a deck or solid top at that height that the
 * base overlaps (a figure at the very edge of a crate or wall top).
 */
function hasFooting(board: Board, x: number, z: number, feet: number, r: number): boolean {
  const support = supportBelow(board, x, z, feet + CONTACT_TOLERANCE);
  if (support !== null && Math.abs(support.y - feet) <= CONTACT_TOLERANCE) return true;
  return board.terrain.some((piece) => {
    if (!isSolid(piece) && !isDeck(piece)) return false;
    const box = terrainBox(piece, board.levelSpacing);
    return (
      Math.abs(box.maxY - feet) <= CONTACT_TOLERANCE &&
      x > box.minX - r + EPS &&
      x < box.maxX + r - EPS &&
      z > box.minZ - r + EPS &&
      z < box.maxZ + r - EPS
    );
  });
}

/** Inches a slide advances per step when it looks for the first spot that blocks it. */
const SLIDE_STEP = 0.05;

export interface Slide {
  readonly at: BoardPoint;
  /** Inches actually moved. */
  readonly inches: number;
  /** Stopped short by terrain, another figure, an edge or the end of its footing. */
  readonly blocked: boolean;
}

/**
 * Slide a figure up to `inches` along (dx, dz) on the level and height it stands at, stopping where it
 * could no longer stand: pushed back by a hit "unless blocked by terrain or other figures", or diving away
 * on Luck.
 * Reading (fringe.resolving-hits): a slide never carries a figure off its footing — it stops at the edge of a
 * deck or a crate top, so nobody falls from a push (the notes give no falls).
 */
export function slide(board: Board, figure: Figure, dx: number, dz: number, inches: number): Slide {
  const start: BoardPoint = {
    x: figure.x,
    z: figure.z,
    level: figure.level,
    ...(figure.elevation === undefined ? {} : { elevation: figure.elevation }),
  };
  const len = Math.hypot(dx, dz);
  if (len < EPS || inches <= 0) return { at: start, inches: 0, blocked: inches > 0 };
  const ux = dx / len;
  const uz = dz / len;
  let last = start;
  let moved = 0;
  const steps = Math.ceil(inches / SLIDE_STEP - 1e-9);
  for (let i = 1; i <= steps; i++) {
    const d = Math.min(inches, i * SLIDE_STEP);
    const next: BoardPoint = { ...start, x: start.x + ux * d, z: start.z + uz * d };
    if (standProblems(board, figure, next).length > 0) return { at: last, inches: moved, blocked: true };
    last = next;
    moved = d;
  }
  return { at: last, inches: moved, blocked: false };
}

/** Enemies whose bases touch this figure's (Fringe: in contact means a brawl). */
export function contacts(board: Board, figure: Figure): Figure[] {
  return board.figures.filter(
    (o) => o.id !== figure.id && o.side !== figure.side && inBaseContact(figure, o),
  );
}

/** A Notable sight's marker is a 1" round token. */
export const SIGHT_DIAMETER = 1;

/** Fringe, Notable sights: acquired by moving into contact with it. */
export function touchesSight(at: BoardPoint, s: SightState): boolean {
  if (s.level !== at.level) return false;
  return (
    Math.hypot(at.x - s.x, at.z - s.z) <= (DEFAULT_BASE_DIAMETER + SIGHT_DIAMETER) / 2 + CONTACT_TOLERANCE
  );
}

/** Horizontal inches from a spot to the nearest table edge. */
export function edgeDistance(board: Pick<Board, 'width' | 'depth'>, x: number, z: number): number {
  return Math.min(x, z, board.width - x, board.depth - z);
}
