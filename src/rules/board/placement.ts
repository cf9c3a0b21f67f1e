/**
 * Where a figure may be set down and what terrain may be placed: the board editor's and the move tool's
 * common sense, written as rules so the machine can refuse an edit with the reason.
 */
import { EPS, isDeck, isSolid, supportBelow, terrainBox } from './terrain';
import { LEVEL_NAMES, levelFloorY, type Board, type Figure, type TerrainPiece } from './types';

/**
 * Reasons a figure cannot stand where it is put, empty when it can. A figure stands on its level's floor
 * (the table for The Sink, a deck above), inside the table, not inside a solid piece, and not overlapping
 * another figure (salvage movement table: no ending overlapping, friend or foe).
 */
export function placementProblems(board: Board, figure: Figure, ignoreId: string = figure.id): string[] {
  const problems: string[] = [];
  const r = figure.baseDiameter / 2;
  if (
    figure.x - r < -EPS ||
    figure.z - r < -EPS ||
    figure.x + r > board.width + EPS ||
    figure.z + r > board.depth + EPS
  ) {
    problems.push('The base must be wholly on the table.');
  }
  const floor = levelFloorY(figure.level, board.levelSpacing);
  const support = supportBelow(board, figure.x, figure.z, floor + 1 + EPS);
  if (support === null || Math.abs(support.y - floor) > 1 + EPS || support.level !== figure.level) {
    problems.push(`There is no floor of ${LEVEL_NAMES[figure.level]} under this spot (a gap or a shaft).`);
  }
  const feet = floor + EPS;
  for (const piece of board.terrain) {
    if (!isSolid(piece) || piece.kind === 'small-obstacle') continue;
    const box = terrainBox(piece, board.levelSpacing);
    if (box.minY > feet + figure.height || box.maxY <= feet + 1) continue;
    const inside =
      figure.x > box.minX - r + EPS &&
      figure.x < box.maxX + r - EPS &&
      figure.z > box.minZ - r + EPS &&
      figure.z < box.maxZ + r - EPS;
    if (inside) problems.push(`The base would stand inside ${piece.kind} ${piece.id}.`);
  }
  for (const other of board.figures) {
    if (other.id === ignoreId || other.level !== figure.level) continue;
    const gap =
      Math.hypot(other.x - figure.x, other.z - figure.z) - (other.baseDiameter + figure.baseDiameter) / 2;
    if (gap < -EPS) problems.push(`The base would overlap ${other.name} (figures cannot end overlapping).`);
  }
  return problems;
}

/**
 * Reasons a terrain piece cannot be placed, empty when it can: it must lie on the table, and a deck (platform
 * or floor) belongs to The Mids or Topside — The Sink's floor is the table itself.
 */
export function terrainProblems(board: Board, piece: TerrainPiece): string[] {
  const problems: string[] = [];
  const box = terrainBox(piece, board.levelSpacing);
  if (box.minX < -EPS || box.minZ < -EPS || box.maxX > board.width + EPS || box.maxZ > board.depth + EPS) {
    problems.push('The piece must lie wholly on the table.');
  }
  if (isDeck(piece) && piece.level === 3) {
    problems.push(
      'The Sink is the table surface: a deck (platform or floor) belongs to The Mids or Topside.',
    );
  }
  if (isDeck(piece) && piece.height > board.levelSpacing + EPS) {
    problems.push(`A deck cannot be thicker than the level spacing (${board.levelSpacing}").`);
  }
  return problems;
}
