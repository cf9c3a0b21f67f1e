import { describe, expect, it } from 'vitest';
import { formatPackError } from './errors';
import { readCellToken, readElement } from './tilemap/cells';
import { edgeKey, readTileMapGrid } from './tilemap/grid';
import { MAP_ELEMENT_TYPES, MAP_LEGEND } from './tilemap/legend';
import { tileMapSchema } from './schemas/tileMap';
import { issueToPackErrors, PARSE_OPTIONS } from './zodIssues';

const small = {
  id: 'm',
  name: 'M',
  width: 4,
  height: 3,
  cells: ['>  a  a    #', 'a  a  a:E1 B2', '~  .  #    EX'],
  areas: { a: { name: 'Yard' } },
  borders: [{ from: [3, 1], to: [3, 2], type: 'wall' }],
};

/** The problems of a map as "path: expected X, got Y" lines. */
function problems(map: Record<string, unknown>): string[] {
  const result = tileMapSchema.safeParse(map, PARSE_OPTIONS);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => issueToPackErrors('m.json', issue, map).map(formatPackError));
}

describe('the map legend', () => {
  it('gives every element type a code', () => {
    expect(new Set(MAP_LEGEND.map((e) => e.type))).toEqual(new Set(MAP_ELEMENT_TYPES));
    expect(new Set(MAP_LEGEND.map((e) => e.code)).size).toBe(MAP_LEGEND.length);
  });

  it.each([
    ['>', { type: 'entrance', code: '>' }],
    ['EX', { type: 'exit', code: 'EX' }],
    ['E', { type: 'enemy', code: 'E', value: 0 }],
    ['E3', { type: 'enemy', code: 'E3', value: 3 }],
    ['E?', { type: 'enemy', code: 'E?', value: 'random' }],
    ['EV', { type: 'event', code: 'EV', value: 0 }],
    ['BOSS2', { type: 'boss', code: 'BOSS2', value: 2 }],
    ['B4', { type: 'bulkhead', code: 'B4', value: 4 }],
    ['SB', { type: 'safety-bulkhead', code: 'SB' }],
    ['S?', { type: 'shop', code: 'S?', value: 'random' }],
    ['LT', { type: 'story-line-trigger', code: 'LT' }],
    ['L2', { type: 'laser-barrier', code: 'L2', value: 2 }],
    ['TP6', { type: 'teleportal', code: 'TP6', value: 6 }],
    ['T1', { type: 'treasure', code: 'T1', value: 1 }],
    ['O2', { type: 'oxygen-station', code: 'O2' }],
    ['AUTOW', { type: 'automatic-door', code: 'AUTOW', enteredFrom: 'west' }],
  ])('reads %s', (code, element) => {
    expect(readElement(code)).toEqual(element);
  });

  it.each([
    ['EX2', '"EX" written alone, without a number'],
    ['TP7', '"TP" followed by a portal number 1 to 6'],
    ['AUTO', '"AUTO" followed by the side it is entered from: N, E, S or W'],
    ['Z', 'a map code from the legend (like ">", "EX", "E2", "B1", "M?", "TP3")'],
  ])('refuses %s', (code, expected) => {
    expect(readElement(code)).toBe(expected);
  });

  it('reads spaces, area cells and isolated tiles', () => {
    expect(readCellToken('#')).toEqual({ ok: true, cell: { kind: 'wall' } });
    expect(readCellToken('~')).toEqual({ ok: true, cell: { kind: 'void' } });
    expect(readCellToken('.')).toEqual({ ok: true, cell: { kind: 'tile', elements: [] } });
    expect(readCellToken('hall')).toEqual({ ok: true, cell: { kind: 'area', area: 'hall', elements: [] } });
    expect(readCellToken('a:M1+E2')).toEqual({
      ok: true,
      cell: {
        kind: 'area',
        area: 'a',
        elements: [
          { type: 'mine', code: 'M1', value: 1 },
          { type: 'enemy', code: 'E2', value: 2 },
        ],
      },
    });
    expect(readCellToken('X')).toEqual({
      ok: true,
      cell: { kind: 'tile', elements: [{ type: 'obstacle', code: 'X' }] },
    });
    expect(readCellToken('A:M1')).toMatchObject({ ok: false });
  });
});

describe('tile maps', () => {
  it('accepts a small map and reads it into a grid', () => {
    expect(problems(small)).toEqual([]);
    const grid = readTileMapGrid(tileMapSchema.parse(small));
    expect(grid.cells[1]?.[2]).toEqual({
      kind: 'area',
      area: 'a',
      elements: [{ type: 'enemy', code: 'E1', value: 1 }],
    });
    expect(grid.cells[2]?.[0]).toEqual({ kind: 'void' });
    expect(grid.areas.get('a')).toEqual([
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(grid.edges.get(edgeKey('vertical', 3, 1))).toEqual({
      orientation: 'vertical',
      x: 3,
      y: 1,
      border: 0,
    });
    expect(grid.edges.size).toBe(1);
  });

  it('finds rows of the wrong width and unknown codes', () => {
    expect(problems({ ...small, cells: ['>  a  a', 'a  a  a:E1 B2', '~  .  #    Z9'] })).toEqual([
      "m.json at cells[0]: expected 4 cells separated by spaces (the map's width), got 3 cells",
      'm.json at cells[2]: expected at x 3: a map code from the legend (like ">", "EX", "E2", "B1", "M?", "TP3"), got "Z9"',
    ]);
    expect(problems({ ...small, cells: small.cells.slice(0, 2) })).toEqual([
      "m.json at cells: expected 3 rows (the map's height), got 2 rows",
    ]);
  });

  it('checks areas are declared, used and in one piece', () => {
    expect(problems({ ...small, areas: {} })[0]).toBe(
      'm.json at cells[0]: expected at x 1: an area key declared in "areas" (none declared), got "a"',
    );
    expect(problems({ ...small, areas: { ...small.areas, b: { name: 'B' } } })).toEqual([
      'm.json at areas.b: expected an area used by at least one cell, got an area no cell uses',
    ]);
    const split = { ...small, cells: ['>  a  #    a', 'a  a  #    B2', '~  .  #    EX'] };
    expect(problems(split)).toEqual([
      'm.json at areas.a: expected an area whose cells touch side to side (give each separate part its own key), got cells in 2 separate groups',
    ]);
  });

  it('needs an entrance', () => {
    expect(problems({ ...small, cells: ['.  a  a    #', 'a  a  a:E1 B2', '~  .  #    EX'] })).toEqual([
      'm.json at cells: expected at least one entrance ">", got none',
    ]);
  });

  it('checks borders', () => {
    const border = (b: Record<string, unknown>) => problems({ ...small, borders: [b] });
    expect(border({ from: [0, 0], to: [2, 2], type: 'wall' })).toEqual([
      'm.json at borders[0]: expected a straight line along the grid: "from" and "to" differ in x or in y, not both, got from [0,0] to [2,2]',
    ]);
    expect(border({ from: [0, 0], to: [0, 9], type: 'wall' })[0]).toMatch(
      /^m\.json at borders\[0\]\.to: expected a grid point/,
    );
    expect(border({ from: [1, 1], to: [2, 1], type: 'automatic-door', toward: 'east' })).toEqual([
      'm.json at borders[0].toward: expected the direction it lets the team through, across the line: "north" or "south", got "east"',
    ]);
    expect(border({ from: [1, 1], to: [2, 1], type: 'door', level: 2 })).toEqual([
      'm.json at borders[0].level: expected no level except on a bulkhead, got 2',
    ]);
    expect(border({ from: [1, 1], to: [2, 1], type: 'bulkhead', level: '?' })).toEqual([]);
    expect(border({ from: [1, 1], to: [2, 1], type: 'bulkhead', level: 12 })).toEqual([
      'm.json at borders[0].level: expected a number from 0 to 9, or "?", got 12',
    ]);
    const overlapping = problems({
      ...small,
      borders: [
        { from: [0, 1], to: [3, 1], type: 'wall' },
        { from: [2, 1], to: [4, 1], type: 'door' },
      ],
    });
    expect(overlapping).toEqual([
      'm.json at borders[1]: expected a border that does not overlap another border, got an overlap with borders[0] at horizontal edge [2,1]',
    ]);
  });
});

describe('bad map files are refused quickly', () => {
  it('a border with a negative end is a problem, not a walk from −1 000 000 000', () => {
    const map = { ...small, borders: [{ from: [-1_000_000_000, 1], to: [3, 1], type: 'wall' }] };
    const started = performance.now();
    expect(problems(map).length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
