import type { TileMap } from '../../content/schemas/tileMap';
import { readCellToken, readElement, splitRow } from '../../content/tilemap/cells';
import {
  AREA_KEY_PATTERN,
  SPACE_TOKENS,
  type BorderType,
  type Direction,
} from '../../content/tilemap/legend';

/**
 * Editing kernels for the map editor: each takes a tile map in the content format (docs/content.md, maps)
 * and returns a new one, or a sentence saying why the edit is refused. Nothing is mutated; an edit that
 * changes nothing returns the map it was given. Cell tokens are checked with the legend's own reader
 * (readCellToken), so whatever the editor writes, a pack can load. Rows are written lined up in columns,
 * as the sample maps are.
 */

export type MapEdit =
  { readonly ok: true; readonly map: TileMap } | { readonly ok: false; readonly reason: string };

type Border = TileMap['borders'][number];
type Point = readonly [number, number];

/** A map is 1 to 60 cells across and down (the content schema's bounds). */
export const MAP_SIZE_MAX = 60;

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ok = (map: TileMap): MapEdit => ({ ok: true, map });
const refuse = (reason: string): MapEdit => ({ ok: false, reason });

function sizeProblem(width: number, height: number): string | null {
  const fits = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAP_SIZE_MAX;
  return fits(width) && fits(height)
    ? null
    : `A map is 1 to ${MAP_SIZE_MAX} cells across and down; ${width} × ${height} is not.`;
}

/** Rows of tokens lined up in columns (each column as wide as its widest token), trailing spaces cut. */
export function alignRows(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((token, x) => {
      widths[x] = Math.max(widths[x] ?? 0, token.length);
    });
  }
  return rows.map((row) =>
    row
      .map((token, x) => token.padEnd(widths[x] ?? 0))
      .join(' ')
      .trimEnd(),
  );
}

/** The map's tokens as a height × width grid (a short row is filled with floor, as a blank map is). */
export function tokensOf(map: TileMap): string[][] {
  return Array.from({ length: map.height }, (_, y) => {
    const row = splitRow(map.cells[y] ?? '');
    return Array.from({ length: map.width }, (_, x) => row[x] ?? SPACE_TOKENS.tile);
  });
}

/** The token of cell (x, y), or undefined outside the map. */
export function cellToken(map: TileMap, x: number, y: number): string | undefined {
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) return undefined;
  return splitRow(map.cells[y] ?? '')[x] ?? SPACE_TOKENS.tile;
}

/** Area keys used in the tokens and not declared yet get a name of their own ("Area b"). */
function declareAreas(areas: TileMap['areas'], tokens: readonly (readonly string[])[]): TileMap['areas'] {
  let next = areas;
  for (const row of tokens) {
    for (const token of row) {
      const key = spaceOf(token);
      if (!AREA_KEY_PATTERN.test(key) || key in next) continue;
      next = { ...next, [key]: { name: `Area ${key}` } };
    }
  }
  return next;
}

/** A new map of `width` × `height` floor tiles (`.`), no areas, no borders. */
export function blankMap(id: string, name: string, width: number, height: number): MapEdit {
  const size = sizeProblem(width, height);
  if (size !== null) return refuse(size);
  if (!ID_PATTERN.test(id)) return refuse(idProblem(id));
  if (name.trim() === '') return refuse('A map needs a name.');
  const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => SPACE_TOKENS.tile));
  return ok({ id, name: name.trim(), width, height, cells: alignRows(rows), areas: {}, borders: [] });
}

function idProblem(id: string): string {
  return `"${id}" is not an id: write lower-case letters and digits joined by single dashes, like "pump-station".`;
}

/** Changes the map's id, name or notes (empty notes are left out). */
export function setMapInfo(
  map: TileMap,
  info: { readonly id?: string; readonly name?: string; readonly notes?: string },
): MapEdit {
  const id = info.id ?? map.id;
  const name = info.name ?? map.name;
  if (!ID_PATTERN.test(id)) return refuse(idProblem(id));
  if (name.trim() === '') return refuse('A map needs a name.');
  const { notes: _old, ...rest } = map;
  const notes = info.notes ?? map.notes ?? '';
  return ok({ ...rest, id, name, ...(notes.trim() === '' ? {} : { notes }) });
}

function checkToken(token: string): string | null {
  if (token === '') return 'An empty cell token: write ".", "#", "~", an area key or an element code.';
  if (/\s/.test(token)) return `"${token}" holds a space; a cell token is written without spaces.`;
  const reading = readCellToken(token);
  return reading.ok ? null : `"${token}" is not a cell token: expected ${reading.expected}.`;
}

/**
 * Writes `token` into cell (x, y): `.` floor, `#` wall, `~` void, an area key, element codes (`B2`, `E?`,
 * `M1+E2`, `AUTON`), or both (`a:M1`). An area key the map does not declare yet is declared as "Area <key>".
 */
export function paintCell(map: TileMap, x: number, y: number, token: string): MapEdit {
  const current = cellToken(map, x, y);
  if (current === undefined) return refuse(`(${x}, ${y}) is outside the ${map.width} × ${map.height} map.`);
  const written = token.trim();
  const problem = checkToken(written);
  if (problem !== null) return refuse(problem);
  if (written === current) return ok(map);
  const rows = tokensOf(map);
  const row = rows[y];
  if (row === undefined) return ok(map);
  row[x] = written;
  return ok({ ...map, cells: alignRows(rows), areas: declareAreas(map.areas, [[written]]) });
}

// ---------------------------------------------------------------------------------------------------
// Tokens as a space plus elements, for tools that change one half and keep the other.

/** The space part of a token: ".", "#", "~" or an area key ("a" of "a:M1"; "." of an element tile "M1"). */
export function spaceOf(token: string): string {
  const colon = token.indexOf(':');
  if (colon >= 0) return token.slice(0, colon);
  if (token === SPACE_TOKENS.wall || token === SPACE_TOKENS.void || token === SPACE_TOKENS.tile) return token;
  return AREA_KEY_PATTERN.test(token) ? token : SPACE_TOKENS.tile;
}

/** The element codes of a token ("a:M1+E2" → ["M1", "E2"]). */
export function elementsOf(token: string): string[] {
  const colon = token.indexOf(':');
  const codes = colon >= 0 ? token.slice(colon + 1) : spaceOf(token) === token ? '' : token;
  return codes === '' ? [] : codes.split('+');
}

/** A token from a space and element codes; walls and voids carry nothing. */
export function joinToken(space: string, elements: readonly string[]): string {
  if (space === SPACE_TOKENS.wall || space === SPACE_TOKENS.void || elements.length === 0) return space;
  const codes = elements.join('+');
  return space === SPACE_TOKENS.tile ? codes : `${space}:${codes}`;
}

/**
 * What a click paints. space: floor, wall, void or an area key, keeping the cell's elements where the new
 * space can carry them (a wall or a void carries none). element: an element code (with its value, "M1"),
 * replacing what the cell carries, or with `add` joining it (an element of the same kind is replaced). A
 * floor or area cell keeps its space; a wall or void becomes a tile. clear: the elements go, the space stays.
 */
export type PaintTool =
  | { readonly kind: 'space'; readonly space: string }
  | { readonly kind: 'element'; readonly code: string; readonly add: boolean }
  | { readonly kind: 'clear' };

/** The token `tool` makes of the token `current`, or a refusal for a code the legend does not know. */
export function toolToken(current: string, tool: PaintTool): string | { readonly refused: string } {
  const space = spaceOf(current);
  const elements = elementsOf(current);
  switch (tool.kind) {
    case 'space':
      return joinToken(tool.space, elements);
    case 'clear':
      return space;
    case 'element': {
      const element = readElement(tool.code);
      if (typeof element === 'string')
        return { refused: `"${tool.code}" is not an element code: expected ${element}.` };
      const kept = tool.add
        ? elements.filter((code) => {
            const other = readElement(code);
            return typeof other === 'string' || other.type !== element.type;
          })
        : [];
      const base = space === SPACE_TOKENS.wall || space === SPACE_TOKENS.void ? SPACE_TOKENS.tile : space;
      return joinToken(base, [...kept, tool.code]);
    }
  }
}

/** Paints cell (x, y) with a palette tool (see PaintTool). */
export function paintWithTool(map: TileMap, x: number, y: number, tool: PaintTool): MapEdit {
  const current = cellToken(map, x, y);
  if (current === undefined) return refuse(`(${x}, ${y}) is outside the ${map.width} × ${map.height} map.`);
  const token = toolToken(current, tool);
  return typeof token === 'string' ? paintCell(map, x, y, token) : refuse(token.refused);
}

// ---------------------------------------------------------------------------------------------------
// Areas

/** Declares area `key` with `name` (and an optional note), or renames it. */
export function setArea(map: TileMap, key: string, name: string, note?: string): MapEdit {
  if (!AREA_KEY_PATTERN.test(key)) {
    return refuse(
      `"${key}" is not an area key: write a lower-case letter, then lower-case letters or digits (like "a" or "hall").`,
    );
  }
  if (name.trim() === '') return refuse(`Area "${key}" needs a name.`);
  const previous = map.areas[key];
  const keptNote = note ?? previous?.note;
  const area = keptNote === undefined || keptNote.trim() === '' ? { name } : { name, note: keptNote };
  if (previous !== undefined && previous.name === area.name && previous.note === area.note) return ok(map);
  return ok({ ...map, areas: { ...map.areas, [key]: area } });
}

/** Removes area `key`; its cells become floor tiles, keeping what they carry. */
export function removeArea(map: TileMap, key: string): MapEdit {
  if (!(key in map.areas)) return refuse(`The map has no area "${key}".`);
  const rows = tokensOf(map).map((row) =>
    row.map((token) => (spaceOf(token) === key ? joinToken(SPACE_TOKENS.tile, elementsOf(token)) : token)),
  );
  const areas = Object.fromEntries(Object.entries(map.areas).filter(([k]) => k !== key));
  return ok({ ...map, cells: alignRows(rows), areas });
}

/** Declared areas no cell uses (a pack refuses them). */
export function unusedAreas(map: TileMap): string[] {
  const used = new Set(tokensOf(map).flatMap((row) => row.map(spaceOf)));
  return Object.keys(map.areas).filter((key) => !used.has(key));
}

// ---------------------------------------------------------------------------------------------------
// Borders

/** A border on one unit edge of the grid: `from` and `to` are neighbouring grid points. */
export interface EdgeBorder {
  readonly from: Point;
  readonly to: Point;
  readonly type: BorderType;
  /** Bulkhead level 0 to 9 or "?" (bulkheads only; absent counts as 0). */
  readonly level?: number | '?';
  /** Automatic door: the way it lets the team through, across the line. */
  readonly toward?: Direction;
}

/** The side of a cell a border runs along. */
export type CellSide = 'north' | 'east' | 'south' | 'west';

/** The unit edge along `side` of cell (x, y), as grid points. */
export function edgeOfCell(x: number, y: number, side: CellSide): { from: Point; to: Point } {
  switch (side) {
    case 'north':
      return { from: [x, y], to: [x + 1, y] };
    case 'south':
      return { from: [x, y + 1], to: [x + 1, y + 1] };
    case 'west':
      return { from: [x, y], to: [x, y + 1] };
    case 'east':
      return { from: [x + 1, y], to: [x + 1, y + 1] };
  }
}

type UnitEdge = { readonly horizontal: boolean; readonly x: number; readonly y: number };

/** The unit edge between two grid points, or a refusal. */
function unitEdge(map: TileMap, from: Point, to: Point): UnitEdge | string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const inside = ([x, y]: Point) =>
    Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x <= map.width && y <= map.height;
  if (!inside(from) || !inside(to)) {
    return `A border runs between grid points from [0, 0] to [${map.width}, ${map.height}]; [${x1}, ${y1}] to [${x2}, ${y2}] leaves the map.`;
  }
  if (y1 === y2 && Math.abs(x1 - x2) === 1) return { horizontal: true, x: Math.min(x1, x2), y: y1 };
  if (x1 === x2 && Math.abs(y1 - y2) === 1) return { horizontal: false, x: x1, y: Math.min(y1, y2) };
  return `[${x1}, ${y1}] to [${x2}, ${y2}] is not one side of a cell: the points must be neighbours along a grid line.`;
}

/** The straight line a border covers: horizontal on row y from x0 to x1, or vertical on column x. */
function lineOf(border: Border): { horizontal: boolean; at: number; start: number; end: number } | null {
  const [x1, y1] = border.from;
  const [x2, y2] = border.to;
  if (y1 === y2 && x1 !== x2)
    return { horizontal: true, at: y1, start: Math.min(x1, x2), end: Math.max(x1, x2) };
  if (x1 === x2 && y1 !== y2)
    return { horizontal: false, at: x1, start: Math.min(y1, y2), end: Math.max(y1, y2) };
  return null;
}

function covers(border: Border, edge: UnitEdge): boolean {
  const line = lineOf(border);
  if (line === null || line.horizontal !== edge.horizontal) return false;
  const [at, step] = edge.horizontal ? [edge.y, edge.x] : [edge.x, edge.y];
  return line.at === at && step >= line.start && step < line.end;
}

/** A border line along the same grid line as `border`, from step `start` to step `end`. */
function piece(border: Border, start: number, end: number): Border {
  const line = lineOf(border);
  const horizontal = line?.horizontal ?? true;
  const at = line?.at ?? 0;
  return {
    ...border,
    from: horizontal ? [start, at] : [at, start],
    to: horizontal ? [end, at] : [at, end],
  };
}

/** `border` with the unit edge at `step` cut out: none, one or two pieces. */
function cutOut(border: Border, step: number): Border[] {
  const line = lineOf(border);
  if (line === null) return [border];
  const pieces: Border[] = [];
  if (step > line.start) pieces.push(piece(border, line.start, step));
  if (step + 1 < line.end) pieces.push(piece(border, step + 1, line.end));
  return pieces;
}

/** The index in `borders` of the border covering the unit edge `from`–`to`, or -1. */
export function borderAt(map: TileMap, from: Point, to: Point): number {
  const edge = unitEdge(map, from, to);
  if (typeof edge === 'string') return -1;
  return map.borders.findIndex((border) => covers(border, edge));
}

const sameBorder = (a: Border, b: EdgeBorder) =>
  a.type === b.type && a.level === b.level && a.toward === b.toward;

/**
 * Toggles a border on one unit edge: the same border there is removed, another border there is replaced,
 * an empty edge gets it. A longer border line the edge belongs to is split round it. An automatic door needs
 * `toward` across its line (north or south on a horizontal line, east or west on a vertical one); a level is
 * kept for bulkheads only.
 */
export function toggleBorder(map: TileMap, border: EdgeBorder): MapEdit {
  const edge = unitEdge(map, border.from, border.to);
  if (typeof edge === 'string') return refuse(edge);
  const across: readonly Direction[] = edge.horizontal ? ['north', 'south'] : ['east', 'west'];
  if (border.type === 'automatic-door' && (border.toward === undefined || !across.includes(border.toward))) {
    return refuse(
      `An automatic door on a ${edge.horizontal ? 'horizontal' : 'vertical'} line lets the team through ${across.join(' or ')}${border.toward === undefined ? '' : `, not ${border.toward}`}: pick one of those.`,
    );
  }
  if (border.type === 'bulkhead' && border.level !== undefined && border.level !== '?') {
    if (!Number.isInteger(border.level) || border.level < 0 || border.level > 9)
      return refuse(`A bulkhead's level is 0 to 9 or "?", not ${border.level}.`);
  }
  const wanted: EdgeBorder = {
    from: [edge.x, edge.y],
    to: edge.horizontal ? [edge.x + 1, edge.y] : [edge.x, edge.y + 1],
    type: border.type,
    ...(border.type === 'bulkhead' && border.level !== undefined ? { level: border.level } : {}),
    ...(border.type === 'automatic-door' && border.toward !== undefined ? { toward: border.toward } : {}),
  };
  const index = map.borders.findIndex((b) => covers(b, edge));
  const existing = index >= 0 ? map.borders[index] : undefined;
  const step = edge.horizontal ? edge.x : edge.y;
  const borders =
    existing === undefined
      ? [...map.borders]
      : [...map.borders.slice(0, index), ...cutOut(existing, step), ...map.borders.slice(index + 1)];
  if (existing === undefined || !sameBorder(existing, wanted)) {
    borders.push({ ...wanted, from: [wanted.from[0], wanted.from[1]], to: [wanted.to[0], wanted.to[1]] });
  }
  return ok({ ...map, borders });
}

/** Borders cut to a `width` × `height` grid; lines wholly outside it go. */
function clipBorders(borders: readonly Border[], width: number, height: number): Border[] {
  return borders.flatMap((border) => {
    const line = lineOf(border);
    if (line === null) return [];
    const [atMax, stepMax] = line.horizontal ? [height, width] : [width, height];
    const end = Math.min(line.end, stepMax);
    if (line.at > atMax || end <= line.start) return [];
    return end === line.end ? [border] : [piece(border, line.start, end)];
  });
}

// ---------------------------------------------------------------------------------------------------
// Size and text

/**
 * Resizes the map to `width` × `height`, keeping the cells at the top-left; new cells are floor tiles.
 * Borders are cut at the new edge.
 */
export function resizeMap(map: TileMap, width: number, height: number): MapEdit {
  const size = sizeProblem(width, height);
  if (size !== null) return refuse(size);
  if (width === map.width && height === map.height) return ok(map);
  const old = tokensOf(map);
  const rows = Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => old[y]?.[x] ?? SPACE_TOKENS.tile),
  );
  return ok({
    ...map,
    width,
    height,
    cells: alignRows(rows),
    borders: clipBorders(map.borders, width, height),
  });
}

/**
 * Replaces the cells with rows typed as text, one row per line, tokens separated by spaces (blank lines are
 * skipped). The map takes the rows' size; new area keys are declared; borders are cut to the new size.
 */
export function setCells(map: TileMap, text: string): MapEdit {
  const rows = text
    .split('\n')
    .map(splitRow)
    .filter((row) => row.length > 0);
  const width = rows[0]?.length ?? 0;
  for (const [y, row] of rows.entries()) {
    if (row.length !== width) {
      return refuse(
        `Row ${y + 1} has ${row.length} cells and row 1 has ${width}: every row needs the same number.`,
      );
    }
    for (const [x, token] of row.entries()) {
      const problem = checkToken(token);
      if (problem !== null) return refuse(`Row ${y + 1}, cell ${x + 1}: ${problem}`);
    }
  }
  const size = sizeProblem(width, rows.length);
  if (size !== null) return refuse(size);
  const cells = alignRows(rows);
  if (cells.length === map.cells.length && cells.every((row, y) => row === map.cells[y])) return ok(map);
  return ok({
    ...map,
    width,
    height: rows.length,
    cells,
    areas: declareAreas(map.areas, rows),
    borders: clipBorders(map.borders, width, rows.length),
  });
}
