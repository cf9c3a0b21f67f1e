/**
 * Where a figure could stand, square by square: the spots of a grid on every level that `placementProblems`
 * would accept for it, and how high each spot is (the table, a deck, or a low crate on either).
 *
 * placementProblems asks every piece for every spot; a heat map asks for thousands of spots, so this lays
 * each piece onto the squares it touches instead (each piece once per level) and keeps its rules to the
 * letter: the base wholly on the table; the highest deck or solid top at most 1" above the level's floor
 * under the centre (edges included, met in board order) being of that level; not inside a solid that rises
 * more than 1" (small obstacles aside; the base's rim counts, touching does not); not overlapping another
 * figure on that level. The differential test holds the two to the same answer on every square.
 */
import { EPS, footprintContains, isDeck, isSolid, terrainBox } from '../terrain';
import { LEVELS, levelFloorY, levelOfHeight, type Board, type Box, type Figure, type Level } from '../types';

/** The squares of one grid over the table: column i, row j has its centre at ((i + ½)·size, (j + ½)·size). */
export interface FootingGrid {
  readonly size: number;
  readonly columns: number;
  readonly rows: number;
}

/** One level's squares: whether the figure may stand there and, where it may, its height above the floor. */
export interface LevelFooting {
  readonly level: Level;
  /** 1 where the figure may stand, by square (row-major: j · columns + i). */
  readonly standable: Uint8Array;
  /** Height of what it stands on above the level's floor (a crate, a low block), by square. */
  readonly elevation: Float64Array;
}

export function footingGrid(board: Board, size: number): FootingGrid {
  return {
    size,
    columns: Math.max(1, Math.ceil(board.width / size - 1e-9)),
    rows: Math.max(1, Math.ceil(board.depth / size - 1e-9)),
  };
}

/** The columns (or rows) whose centres lie in [lo, hi], widened by one each side for the exact tests. */
function span(lo: number, hi: number, size: number, count: number): [number, number] {
  const first = Math.max(0, Math.floor(lo / size - 0.5) - 1);
  const last = Math.min(count - 1, Math.ceil(hi / size - 0.5) + 1);
  return [first, last];
}

/** Visit the squares whose centres pass `inside`, among those near the box [minX, maxX] × [minZ, maxZ]. */
function eachSquare(
  grid: FootingGrid,
  minX: number,
  maxX: number,
  minZ: number,
  maxZ: number,
  inside: (x: number, z: number) => boolean,
  visit: (square: number) => void,
): void {
  const [i0, i1] = span(minX, maxX, grid.size, grid.columns);
  const [j0, j1] = span(minZ, maxZ, grid.size, grid.rows);
  for (let j = j0; j <= j1; j++) {
    const z = (j + 0.5) * grid.size;
    for (let i = i0; i <= i1; i++) {
      const x = (i + 0.5) * grid.size;
      if (inside(x, z)) visit(j * grid.columns + i);
    }
  }
}

/** Every level's footing for `figure` on the grid (the figure itself is not in its own way). */
export function footing(board: Board, figure: Figure, grid: FootingGrid): LevelFooting[] {
  const spacing = board.levelSpacing;
  const r = figure.baseDiameter / 2;
  const squares = grid.columns * grid.rows;
  const boxes = board.terrain.map((piece) => terrainBox(piece, spacing));
  return LEVELS.map((level) => {
    const floor = levelFloorY(level, spacing);
    // What the centre would rest on: supportBelow(x, z, floor + 1 + EPS), i.e. the table (0) unless a deck
    // or solid top no higher than that lies under it; pieces in board order, each only if higher by EPS.
    const best = new Float64Array(squares);
    const highest = floor + 1 + EPS;
    board.terrain.forEach((piece, p) => {
      const box = boxes[p];
      if (box === undefined || (!isDeck(piece) && !isSolid(piece))) return;
      if (box.maxY > highest + EPS) return;
      eachSquare(
        grid,
        box.minX,
        box.maxX,
        box.minZ,
        box.maxZ,
        (x, z) => footprintContains(box, x, z),
        (square) => {
          if (box.maxY > (best[square] ?? 0) + EPS) best[square] = box.maxY;
        },
      );
    });
    const standable = new Uint8Array(squares);
    const elevation = new Float64Array(squares);
    for (let j = 0; j < grid.rows; j++) {
      const z = (j + 0.5) * grid.size;
      for (let i = 0; i < grid.columns; i++) {
        const x = (i + 0.5) * grid.size;
        const square = j * grid.columns + i;
        const onTable =
          x - r >= -EPS && z - r >= -EPS && x + r <= board.width + EPS && z + r <= board.depth + EPS;
        const y = best[square] ?? 0;
        const floored = Math.abs(y - floor) <= 1 + EPS && levelOfHeight(y, spacing) === level;
        if (!onTable || !floored) continue;
        standable[square] = 1;
        elevation[square] = Math.max(0, y - floor);
      }
    }
    // Not inside a solid rising more than 1" over the feet (small obstacles are stepped over).
    const feet = floor + EPS;
    board.terrain.forEach((piece, p) => {
      const box: Box | undefined = boxes[p];
      if (box === undefined || !isSolid(piece) || piece.kind === 'small-obstacle') return;
      if (box.minY > feet + figure.height || box.maxY <= feet + 1) return;
      eachSquare(
        grid,
        box.minX - r,
        box.maxX + r,
        box.minZ - r,
        box.maxZ + r,
        (x, z) =>
          x > box.minX - r + EPS &&
          x < box.maxX + r - EPS &&
          z > box.minZ - r + EPS &&
          z < box.maxZ + r - EPS,
        (square) => (standable[square] = 0),
      );
    });
    // Not overlapping another figure on the level (salvage movement table: no ending overlapping).
    for (const other of board.figures) {
      if (other.id === figure.id || other.level !== level) continue;
      const reach = (other.baseDiameter + figure.baseDiameter) / 2;
      eachSquare(
        grid,
        other.x - reach,
        other.x + reach,
        other.z - reach,
        other.z + reach,
        (x, z) => Math.hypot(other.x - x, other.z - z) - reach < -EPS,
        (square) => (standable[square] = 0),
      );
    }
    return { level, standable, elevation };
  });
}
