import { describe, expect, it } from 'vitest';
import { tileMapSchema, type TileMap } from '../../content/schemas/tileMap';
import { readCellToken } from '../../content/tilemap/cells';
import { edgeKey, readTileMapGrid } from '../../content/tilemap/grid';
import { MAP_LEGEND, type LegendEntry } from '../../content/tilemap/legend';
import { PARSE_OPTIONS } from '../../content/zodIssues';
import {
  alignRows,
  blankMap,
  borderAt,
  cellToken,
  edgeOfCell,
  paintCell,
  paintWithTool,
  removeArea,
  resizeMap,
  setArea,
  setCells,
  setMapInfo,
  toggleBorder,
  toolToken,
  unusedAreas,
  type MapEdit,
} from './edit';
import { validateTileMap } from './validate';

/** Freezes a map all the way down, so a kernel that mutated its input would throw. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

function mapOf(edit: MapEdit): TileMap {
  if (!edit.ok) throw new Error(edit.reason);
  return frozen(edit.map);
}

function reasonOf(edit: MapEdit): string {
  if (edit.ok) throw new Error('expected a refusal');
  return edit.reason;
}

const blank = (width = 6, height = 3) => mapOf(blankMap('test-map', 'Test map', width, height));

/** Paints tokens one after the other: [x, y, token]. */
function painted(map: TileMap, ...cells: readonly (readonly [number, number, string])[]): TileMap {
  return cells.reduce((m, [x, y, token]) => mapOf(paintCell(m, x, y, token)), map);
}

function schemaProblems(map: TileMap): string[] {
  const result = tileMapSchema.safeParse(map, PARSE_OPTIONS);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** A code of each legend entry with a value: "B2", "E?", "TP3", "AUTON", ">"… */
function codesOf(entry: LegendEntry): string[] {
  switch (entry.value) {
    case 'none':
      return [entry.code];
    case 'level':
      return [entry.code, `${entry.code}2`, `${entry.code}?`];
    case 'portal':
      return [`${entry.code}1`, `${entry.code}6`];
    case 'direction':
      return ['N', 'E', 'S', 'W'].map((side) => `${entry.code}${side}`);
  }
}

describe('blankMap', () => {
  it('is a grid of floor tiles, no areas, no borders', () => {
    const map = blank(4, 2);
    expect(map).toEqual({
      id: 'test-map',
      name: 'Test map',
      width: 4,
      height: 2,
      cells: ['. . . .', '. . . .'],
      areas: {},
      borders: [],
    });
  });

  it('refuses a size outside 1 to 60 and a bad id', () => {
    expect(reasonOf(blankMap('m', 'M', 0, 4))).toBe('A map is 1 to 60 cells across and down; 0 × 4 is not.');
    expect(reasonOf(blankMap('m', 'M', 12, 61))).toMatch(/12 × 61 is not/);
    expect(reasonOf(blankMap('My Map', 'M', 4, 4))).toMatch(/"My Map" is not an id/);
    expect(reasonOf(blankMap('m', '  ', 4, 4))).toBe('A map needs a name.');
  });
});

describe('paintCell', () => {
  it.each(MAP_LEGEND.flatMap((entry) => codesOf(entry).map((code) => [code, entry] as const)))(
    'paints %s as an isolated tile and in an area',
    (code, entry) => {
      const map = mapOf(paintCell(blank(), 2, 1, code));
      expect(cellToken(map, 2, 1)).toBe(code);
      const grid = readTileMapGrid(map);
      expect(grid.cells[1]?.[2]).toMatchObject({ kind: 'tile', elements: [{ type: entry.type, code }] });

      const inArea = mapOf(paintCell(map, 2, 1, `hall:${code}`));
      expect(readTileMapGrid(inArea).cells[1]?.[2]).toMatchObject({
        kind: 'area',
        area: 'hall',
        elements: [{ type: entry.type, code }],
      });
      expect(inArea.areas).toEqual({ hall: { name: 'Area hall' } });
    },
  );

  it('paints floor, wall, void, an area and several elements on one tile', () => {
    const map = painted(blank(), [0, 0, '#'], [1, 0, '~'], [2, 0, 'a'], [3, 0, '.'], [4, 0, 'M1+E2']);
    expect(map.cells[0]).toBe('# ~ a . M1+E2 .');
    expect(readTileMapGrid(map).cells[0]?.map((c) => c.kind)).toEqual([
      'wall',
      'void',
      'area',
      'tile',
      'tile',
      'tile',
    ]);
  });

  it('lines the rows up in columns, as the sample maps are written', () => {
    const map = painted(blank(3, 2), [1, 0, 'a:M1'], [0, 1, 'EX']);
    expect(map.cells).toEqual(['.  a:M1 .', 'EX .    .']);
    expect(
      alignRows([
        ['>', 'BOSS?'],
        ['TP1', 'a'],
      ]),
    ).toEqual(['>   BOSS?', 'TP1 a']);
  });

  it('refuses a token the legend cannot read, naming what was expected, and leaves the map alone', () => {
    const map = blank();
    expect(reasonOf(paintCell(map, 0, 0, 'Q7'))).toBe(
      '"Q7" is not a cell token: expected "Q" written alone, without a number.',
    );
    expect(reasonOf(paintCell(map, 0, 0, 'TP9'))).toBe(
      '"TP9" is not a cell token: expected "TP" followed by a portal number 1 to 6.',
    );
    expect(reasonOf(paintCell(map, 0, 0, 'AUTO'))).toMatch(/N, E, S or W/);
    expect(reasonOf(paintCell(map, 0, 0, 'Hall:M1'))).toMatch(/an area key before ":"/);
    expect(reasonOf(paintCell(map, 0, 0, 'a b'))).toMatch(/holds a space/);
    expect(reasonOf(paintCell(map, 0, 0, ''))).toMatch(/An empty cell token/);
    expect(reasonOf(paintCell(map, 6, 0, '#'))).toBe('(6, 0) is outside the 6 × 3 map.');
    expect(map.cells[0]).toBe('. . . . . .');
  });

  it('returns the same map when nothing changes', () => {
    const map = blank();
    expect(mapOf(paintCell(map, 1, 1, '.'))).toBe(map);
  });

  it('gives a map the content schema and the validator accept', () => {
    const map = painted(
      mapOf(setArea(blank(), 'a', 'Yard')),
      [0, 1, '>'],
      [1, 1, 'a'],
      [1, 0, 'a'],
      [1, 2, 'a:M1'],
      [2, 1, 'B1'],
      [3, 1, 'E?'],
      [4, 1, 'T2'],
      [5, 1, 'EX'],
      [2, 0, '#'],
      [2, 2, '#'],
    );
    const withDoor = mapOf(toggleBorder(map, { ...edgeOfCell(4, 1, 'east'), type: 'door' }));
    expect(schemaProblems(withDoor)).toEqual([]);
    expect(validateTileMap(withDoor).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('a blank map lacks only an entrance for the schema', () => {
    expect(schemaProblems(blank())).toEqual(['cells: at least one entrance ">"']);
    expect(schemaProblems(painted(blank(), [0, 0, '>']))).toEqual([]);
  });
});

describe('palette tools', () => {
  it.each([
    ['a:M1', { kind: 'space', space: '.' }, 'M1'],
    ['M1', { kind: 'space', space: 'a' }, 'a:M1'],
    ['a:M1', { kind: 'space', space: '#' }, '#'],
    ['M1+E2', { kind: 'space', space: '~' }, '~'],
    ['a', { kind: 'element', code: 'E2', add: false }, 'a:E2'],
    ['a:M1', { kind: 'element', code: 'E2', add: false }, 'a:E2'],
    ['a:M1', { kind: 'element', code: 'E2', add: true }, 'a:M1+E2'],
    ['M1+E2', { kind: 'element', code: 'M?', add: true }, 'E2+M?'],
    ['#', { kind: 'element', code: '>', add: true }, '>'],
    ['~', { kind: 'element', code: 'EX', add: false }, 'EX'],
    ['.', { kind: 'element', code: 'TP3', add: false }, 'TP3'],
    ['a:M1+E2', { kind: 'clear' }, 'a'],
    ['M1+E2', { kind: 'clear' }, '.'],
  ] as const)('%s painted with %j gives %s', (current, tool, token) => {
    expect(toolToken(current, tool)).toBe(token);
    expect(readCellToken(token).ok).toBe(true);
  });

  it('refuses an element code the legend does not know', () => {
    expect(toolToken('.', { kind: 'element', code: 'Z', add: false })).toEqual({
      refused:
        '"Z" is not an element code: expected a map code from the legend (like ">", "EX", "E2", "B1", "M?", "TP3").',
    });
    expect(reasonOf(paintWithTool(blank(), 0, 0, { kind: 'element', code: 'B10', add: false }))).toMatch(
      /"B10" is not an element code: expected "B" followed by nothing, a digit 0 to 9 or "?"/,
    );
  });

  it('paints through paintCell', () => {
    const map = mapOf(paintWithTool(blank(), 3, 2, { kind: 'element', code: 'AUTOW', add: false }));
    expect(cellToken(map, 3, 2)).toBe('AUTOW');
  });
});

describe('areas', () => {
  it('adds, renames and removes an area; its cells become floor tiles keeping their elements', () => {
    const named = mapOf(setArea(blank(), 'hall', 'Pump hall'));
    expect(named.areas).toEqual({ hall: { name: 'Pump hall' } });
    expect(unusedAreas(named)).toEqual(['hall']);
    const drawn = painted(named, [0, 0, 'hall'], [1, 0, 'hall:E1']);
    expect(unusedAreas(drawn)).toEqual([]);
    const renamed = mapOf(setArea(drawn, 'hall', 'Flooded hall', 'Knee-deep water.'));
    expect(renamed.areas).toEqual({ hall: { name: 'Flooded hall', note: 'Knee-deep water.' } });
    const removed = mapOf(removeArea(renamed, 'hall'));
    expect(removed.areas).toEqual({});
    expect(removed.cells[0]).toBe('. E1 . . . .');
  });

  it('refuses a bad key, an empty name, an unknown area', () => {
    expect(reasonOf(setArea(blank(), 'Hall', 'H'))).toMatch(/"Hall" is not an area key/);
    expect(reasonOf(setArea(blank(), 'h', ' '))).toBe('Area "h" needs a name.');
    expect(reasonOf(removeArea(blank(), 'h'))).toBe('The map has no area "h".');
  });
});

describe('toggleBorder', () => {
  const grid = (map: TileMap) => readTileMapGrid(map);

  it('adds a border on an empty edge, removes the same border, replaces another', () => {
    const map = blank();
    const east = edgeOfCell(2, 1, 'east');
    expect(east).toEqual({ from: [3, 1], to: [3, 2] });
    const walled = mapOf(toggleBorder(map, { ...east, type: 'wall' }));
    expect(walled.borders).toEqual([{ from: [3, 1], to: [3, 2], type: 'wall' }]);
    expect(grid(walled).edges.get(edgeKey('vertical', 3, 1))?.border).toBe(0);
    expect(borderAt(walled, [3, 2], [3, 1])).toBe(0);

    const bulkhead = mapOf(toggleBorder(walled, { ...east, type: 'bulkhead', level: 1 }));
    expect(bulkhead.borders).toEqual([{ from: [3, 1], to: [3, 2], type: 'bulkhead', level: 1 }]);
    const relevelled = mapOf(toggleBorder(bulkhead, { ...east, type: 'bulkhead', level: '?' }));
    expect(relevelled.borders).toEqual([{ from: [3, 1], to: [3, 2], type: 'bulkhead', level: '?' }]);

    const removed = mapOf(toggleBorder(relevelled, { ...east, type: 'bulkhead', level: '?' }));
    expect(removed.borders).toEqual([]);
    expect(map.borders).toEqual([]);
  });

  it('splits a longer line round the toggled edge', () => {
    const map = {
      ...blank(),
      borders: [{ from: [0, 2] as [number, number], to: [5, 2] as [number, number], type: 'wall' as const }],
    };
    const cut = mapOf(toggleBorder(frozen(map), { ...edgeOfCell(2, 1, 'south'), type: 'wall' }));
    expect(cut.borders).toEqual([
      { from: [0, 2], to: [2, 2], type: 'wall' },
      { from: [3, 2], to: [5, 2], type: 'wall' },
    ]);
    const door = mapOf(toggleBorder(frozen(map), { ...edgeOfCell(0, 1, 'south'), type: 'door' }));
    expect(door.borders).toEqual([
      { from: [1, 2], to: [5, 2], type: 'wall' },
      { from: [0, 2], to: [1, 2], type: 'door' },
    ]);
    expect(schemaProblems(painted(door, [0, 0, '>']))).toEqual([]);
  });

  it('gives an automatic door a direction across its line, and a level only to bulkheads', () => {
    const north = edgeOfCell(1, 1, 'north');
    expect(reasonOf(toggleBorder(blank(), { ...north, type: 'automatic-door', toward: 'east' }))).toBe(
      'An automatic door on a horizontal line lets the team through north or south, not east: pick one of those.',
    );
    expect(reasonOf(toggleBorder(blank(), { ...edgeOfCell(1, 1, 'west'), type: 'automatic-door' }))).toBe(
      'An automatic door on a vertical line lets the team through east or west: pick one of those.',
    );
    const door = mapOf(
      toggleBorder(blank(), { ...north, type: 'automatic-door', toward: 'south', level: 2 }),
    );
    expect(door.borders).toEqual([{ from: [1, 1], to: [2, 1], type: 'automatic-door', toward: 'south' }]);
    const wall = mapOf(toggleBorder(blank(), { ...north, type: 'wall', toward: 'south', level: 2 }));
    expect(wall.borders).toEqual([{ from: [1, 1], to: [2, 1], type: 'wall' }]);
    expect(reasonOf(toggleBorder(blank(), { ...north, type: 'bulkhead', level: 12 }))).toBe(
      'A bulkhead\'s level is 0 to 9 or "?", not 12.',
    );
  });

  it('refuses an edge that is not one side of a cell inside the map', () => {
    expect(reasonOf(toggleBorder(blank(), { from: [0, 0], to: [2, 0], type: 'wall' }))).toMatch(
      /is not one side of a cell/,
    );
    expect(reasonOf(toggleBorder(blank(), { from: [6, 3], to: [7, 3], type: 'wall' }))).toMatch(
      /leaves the map/,
    );
    expect(
      mapOf(toggleBorder(blank(), { ...edgeOfCell(5, 2, 'east'), type: 'airtight' })).borders,
    ).toHaveLength(1);
  });
});

describe('resizeMap', () => {
  const drawn = () =>
    mapOf(
      toggleBorder(
        mapOf(
          toggleBorder(painted(blank(), [0, 0, '>'], [5, 2, 'EX'], [2, 1, 'a:M1']), {
            ...edgeOfCell(3, 0, 'south'),
            type: 'wall',
          }),
        ),
        { from: [5, 0], to: [5, 1], type: 'door' },
      ),
    );

  it('keeps the cells at the top-left and fills new cells with floor', () => {
    const bigger = mapOf(resizeMap(drawn(), 8, 4));
    expect(bigger.cells).toEqual([
      '> . .    . . .  . .',
      '. . a:M1 . . .  . .',
      '. . .    . . EX . .',
      '. . .    . . .  . .',
    ]);
    expect(bigger.borders).toEqual(drawn().borders);
    expect(schemaProblems(bigger)).toEqual([]);
  });

  it('cuts borders at the new edge and drops those outside it', () => {
    const smaller = mapOf(resizeMap(drawn(), 4, 2));
    expect(smaller.cells).toEqual(['> . .    .', '. . a:M1 .']);
    expect(smaller.borders).toEqual([{ from: [3, 1], to: [4, 1], type: 'wall' }]);
    expect(reasonOf(resizeMap(drawn(), 61, 2))).toMatch(/61 × 2 is not/);
  });
});

describe('setCells', () => {
  it('reads typed rows, takes their size, declares new areas', () => {
    const map = mapOf(setCells(blank(), '>  hall  hall:E1\n\n#  hall  EX\n'));
    expect(map.width).toBe(3);
    expect(map.height).toBe(2);
    expect(map.cells).toEqual(['> hall hall:E1', '# hall EX']);
    expect(map.areas).toEqual({ hall: { name: 'Area hall' } });
    expect(schemaProblems(map)).toEqual([]);
  });

  it('refuses rows of different lengths and unknown tokens, naming the row and cell', () => {
    expect(reasonOf(setCells(blank(), '. . .\n. .'))).toBe(
      'Row 2 has 2 cells and row 1 has 3: every row needs the same number.',
    );
    expect(reasonOf(setCells(blank(), '. . .\n. E12 .'))).toBe(
      'Row 2, cell 2: "E12" is not a cell token: expected "E" followed by nothing, a digit 0 to 9 or "?".',
    );
    expect(reasonOf(setCells(blank(), '\n'))).toMatch(/0 × 0 is not/);
  });
});

describe('setMapInfo', () => {
  it('changes the id, name and notes; refuses a bad id', () => {
    const map = mapOf(setMapInfo(blank(), { id: 'pump-station', name: 'Pump Station', notes: 'Sample.' }));
    expect(map).toMatchObject({ id: 'pump-station', name: 'Pump Station', notes: 'Sample.' });
    expect(mapOf(setMapInfo(map, { notes: ' ' }))).not.toHaveProperty('notes');
    expect(reasonOf(setMapInfo(map, { id: 'pump-' }))).toMatch(/"pump-" is not an id/);
  });
});
