import { readCellToken, splitRow, type MapCell } from './cells';
import type { BorderType, Direction } from './legend';

/** A border along grid lines; grid points run from (0, 0) top-left to (width, height) bottom-right. */
export interface BorderLine {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly type: BorderType;
  readonly level?: number | '?' | undefined;
  /** Automatic door: the direction it lets the team pass. */
  readonly toward?: Direction | undefined;
}

/** What the grid reader needs from a tile map (the schema's TileMap satisfies it). */
export interface TileMapSource {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly string[];
  readonly areas: Readonly<Record<string, unknown>>;
  readonly borders: readonly BorderLine[];
}

/**
 * One unit edge carrying a border. horizontal: on grid line y from x to x + 1, between cells (x, y - 1)
 * and (x, y). vertical: on grid line x from y to y + 1, between cells (x - 1, y) and (x, y).
 */
export interface MapEdge {
  readonly orientation: 'horizontal' | 'vertical';
  readonly x: number;
  readonly y: number;
  /** Index of the border line in the map's `borders`. */
  readonly border: number;
}

export interface TileMapGrid {
  readonly width: number;
  readonly height: number;
  /** cells[y][x], y = 0 the top row. */
  readonly cells: readonly (readonly MapCell[])[];
  /** Unit edges with a border, keyed by edgeKey(). */
  readonly edges: ReadonlyMap<string, MapEdge>;
  /** The cells of each area, in reading order. */
  readonly areas: ReadonlyMap<string, readonly (readonly [number, number])[]>;
}

/** A problem found while reading a map: where (inside the map), the value there, what was expected. */
export interface MapProblem {
  readonly path: (string | number)[];
  readonly got: string;
  readonly expected: string;
}

export function edgeKey(orientation: MapEdge['orientation'], x: number, y: number): string {
  return `${orientation === 'horizontal' ? 'h' : 'v'}:${x},${y}`;
}

function readRows(map: TileMapSource, problems: MapProblem[]): MapCell[][] {
  if (map.cells.length !== map.height) {
    problems.push({
      path: ['cells'],
      got: `${map.cells.length} rows`,
      expected: `${map.height} rows (the map's height)`,
    });
  }
  return map.cells.map((row, y) => {
    const tokens = splitRow(row);
    if (tokens.length !== map.width) {
      problems.push({
        path: ['cells', y],
        got: `${tokens.length} cells`,
        expected: `${map.width} cells separated by spaces (the map's width)`,
      });
    }
    return tokens.map((token, x): MapCell => {
      const reading = readCellToken(token);
      if (reading.ok) return reading.cell;
      problems.push({
        path: ['cells', y],
        got: JSON.stringify(token),
        expected: `at x ${x}: ${reading.expected}`,
      });
      return { kind: 'wall' };
    });
  });
}

function collectAreas(map: TileMapSource, rows: MapCell[][], problems: MapProblem[]) {
  const areas = new Map<string, [number, number][]>();
  const declared = Object.keys(map.areas);
  rows.forEach((row, y) => {
    row.forEach((cell, x) => {
      if (cell.kind !== 'area') return;
      if (!(cell.area in map.areas)) {
        problems.push({
          path: ['cells', y],
          got: JSON.stringify(cell.area),
          expected: `at x ${x}: an area key declared in "areas" (${declared.map((k) => JSON.stringify(k)).join(', ') || 'none declared'})`,
        });
        return;
      }
      const cells = areas.get(cell.area) ?? [];
      cells.push([x, y]);
      areas.set(cell.area, cells);
    });
  });
  for (const key of declared) {
    const cells = areas.get(key);
    if (cells === undefined) {
      problems.push({
        path: ['areas', key],
        got: 'an area no cell uses',
        expected: 'an area used by at least one cell',
      });
      continue;
    }
    const groups = countGroups(cells);
    if (groups > 1) {
      problems.push({
        path: ['areas', key],
        got: `cells in ${groups} separate groups`,
        expected: 'an area whose cells touch side to side (give each separate part its own key)',
      });
    }
  }
  return areas;
}

/** Number of side-to-side connected groups among the cells. */
function countGroups(cells: readonly (readonly [number, number])[]): number {
  const left = new Set(cells.map(([x, y]) => `${x},${y}`));
  let groups = 0;
  for (const [x, y] of cells) {
    if (!left.delete(`${x},${y}`)) continue;
    groups += 1;
    const queue: [number, number][] = [[x, y]];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const [cx, cy] = next;
      for (const [nx, ny] of [
        [cx + 1, cy],
        [cx - 1, cy],
        [cx, cy + 1],
        [cx, cy - 1],
      ] as const) {
        if (left.delete(`${nx},${ny}`)) queue.push([nx, ny]);
      }
    }
  }
  return groups;
}

function checkEntrance(rows: MapCell[][], problems: MapProblem[]) {
  const hasEntrance = rows.some((row) =>
    row.some(
      (cell) =>
        (cell.kind === 'tile' || cell.kind === 'area') && cell.elements.some((e) => e.type === 'entrance'),
    ),
  );
  if (!hasEntrance) problems.push({ path: ['cells'], got: 'none', expected: 'at least one entrance ">"' });
}

function readBorders(map: TileMapSource, problems: MapProblem[]): Map<string, MapEdge> {
  const edges = new Map<string, MapEdge>();
  map.borders.forEach((line, index) => {
    const at = ['borders', index];
    // Whole numbers within the map only: a negative or fractional end would send the edge walk astray.
    const inside = ([x, y]: readonly [number, number]) =>
      Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x <= map.width && y <= map.height;
    for (const end of ['from', 'to'] as const) {
      if (!inside(line[end])) {
        problems.push({
          path: [...at, end],
          got: JSON.stringify(line[end]),
          expected: `a grid point [x, y] with x from 0 to ${map.width} and y from 0 to ${map.height}`,
        });
        return;
      }
    }
    const [x1, y1] = line.from;
    const [x2, y2] = line.to;
    const horizontal = y1 === y2 && x1 !== x2;
    const vertical = x1 === x2 && y1 !== y2;
    if (!horizontal && !vertical) {
      problems.push({
        path: at,
        got: `from ${JSON.stringify(line.from)} to ${JSON.stringify(line.to)}`,
        expected: 'a straight line along the grid: "from" and "to" differ in x or in y, not both',
      });
      return;
    }
    checkBorderFields(line, horizontal, at, problems);
    const orientation = horizontal ? 'horizontal' : 'vertical';
    const [start, end] = horizontal
      ? [Math.min(x1, x2), Math.max(x1, x2)]
      : [Math.min(y1, y2), Math.max(y1, y2)];
    for (let step = start; step < end; step += 1) {
      const [x, y] = horizontal ? [step, y1] : [x1, step];
      const key = edgeKey(orientation, x, y);
      const other = edges.get(key);
      if (other !== undefined) {
        problems.push({
          path: at,
          got: `an overlap with borders[${other.border}] at ${orientation} edge ${JSON.stringify([x, y])}`,
          expected: 'a border that does not overlap another border',
        });
        return;
      }
      edges.set(key, { orientation, x, y, border: index });
    }
  });
  return edges;
}

function checkBorderFields(
  line: BorderLine,
  horizontal: boolean,
  at: (string | number)[],
  problems: MapProblem[],
) {
  if (line.level !== undefined && line.type !== 'bulkhead') {
    problems.push({
      path: [...at, 'level'],
      got: JSON.stringify(line.level),
      expected: 'no level except on a bulkhead',
    });
  }
  if (line.type !== 'automatic-door') {
    if (line.toward !== undefined) {
      problems.push({
        path: [...at, 'toward'],
        got: JSON.stringify(line.toward),
        expected: 'no "toward" except on an automatic door',
      });
    }
    return;
  }
  const allowed: readonly Direction[] = horizontal ? ['north', 'south'] : ['east', 'west'];
  if (line.toward === undefined || !allowed.includes(line.toward)) {
    problems.push({
      path: [...at, 'toward'],
      got: line.toward === undefined ? 'nothing' : JSON.stringify(line.toward),
      expected: `the direction it lets the team through, across the line: "${allowed[0] ?? ''}" or "${allowed[1] ?? ''}"`,
    });
  }
}

/** Reads a tile map's rows and borders into a grid, listing every problem found on the way. */
export function inspectTileMap(map: TileMapSource): { grid: TileMapGrid; problems: MapProblem[] } {
  const problems: MapProblem[] = [];
  const cells = readRows(map, problems);
  const areas = collectAreas(map, cells, problems);
  checkEntrance(cells, problems);
  const edges = readBorders(map, problems);
  return { grid: { width: map.width, height: map.height, cells, edges, areas }, problems };
}

/** The grid of a map that passed validation (every map in a loaded ContentPack did). */
export function readTileMapGrid(map: TileMapSource): TileMapGrid {
  return inspectTileMap(map).grid;
}
