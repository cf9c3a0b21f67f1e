/**
 * Deterministic stand-in tile maps for counting draw calls and for looking at the scene: a grid of rooms
 * (areas) behind wall cells, joined by every kind of passage — open tiles, DOOR / B# / SB / AUTO* / HB / X
 * tiles, and door, automatic-door, bulkhead (with a level and with "?"), safety-bulkhead, obstacle and
 * airtight borders — with every element code of the legend on isolated tiles and on area cells, voids
 * behind void and void-airtight borders, a wall border inside some rooms, and the first room open to the
 * map's west edge (Outside) with the entrance `>` on that edge. The same arguments always give the same
 * maps (no Math.random), so counts compare run to run. Every map passes the content schema.
 */
import type { TileMap } from '../../content/schemas/tileMap';

type BorderEntry = TileMap['borders'][number];

/** Isolated element tiles, cycled through the rooms' slots: every code of the legend appears. */
const TILE_CODES: readonly string[] = [
  'E1',
  'E?',
  'T3',
  'M1',
  'BOSS2',
  'S2',
  'TP1',
  'O2',
  'L2',
  'MED',
  'EV',
  'TP2',
  'E3+M2',
  'S?',
  'CS',
  'AD',
  'G',
  'LT',
  'MOD',
  'Q',
  'DIS',
  'T?',
  'BOSS?',
  'TP3',
  'EX',
  'EV2',
  'M?',
  'L?',
  'TP4',
  'E',
  'T1+E2',
  'B4',
  'HB',
  'SB',
  'DOOR',
  'X',
  'TP5',
  'AUTOE',
  'TP6',
  '/',
  'B?',
  'E0',
];

/** Elements on area cells (they go off when the team enters the area). */
const AREA_CODES: readonly string[] = ['M1', 'E2', 'T1', 'L1', 'EV', 'LT'];

/** How neighbouring rooms are joined: a border line beside an open tile in the wall, or a passage tile. */
type Connection =
  | { readonly border: 'door' | 'automatic-door' | 'safety-bulkhead' | 'obstacle' | 'airtight' }
  | { readonly border: 'bulkhead'; readonly level: number | '?' }
  | { readonly token: '.' | 'DOOR' | 'B2' | 'SB' | 'AUTO' | 'HB' | 'X' };

const CONNECTIONS: readonly Connection[] = [
  { border: 'door' },
  { border: 'automatic-door' },
  { border: 'bulkhead', level: 3 },
  { border: 'safety-bulkhead' },
  { border: 'obstacle' },
  { token: '.' },
  { token: 'DOOR' },
  { border: 'airtight' },
  { token: 'B2' },
  { token: 'SB' },
  { token: 'AUTO' },
  { border: 'bulkhead', level: '?' },
  { token: 'HB' },
  { token: 'X' },
];

/** Room interiors 8 × 6 behind one-cell walls; the last row and column of rooms take what is left. */
const ROOM_W = 8;
const ROOM_H = 6;

interface Span {
  readonly from: number;
  readonly to: number;
}

function spans(size: number, room: number): Span[] {
  const count = Math.max(1, Math.floor((size - 1) / (room + 1)));
  return Array.from({ length: count }, (_, i) => {
    const from = 1 + i * (room + 1);
    return { from, to: i === count - 1 ? size - 2 : from + room - 1 };
  });
}

function makeMap(index: number, width: number, height: number): TileMap {
  const grid: string[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => '#'));
  const set = (x: number, y: number, token: string) => {
    const row = grid[y];
    if (row !== undefined && x >= 0 && x < width) row[x] = token;
  };
  const columns = spans(width, ROOM_W);
  const rows = spans(height, ROOM_H);
  const borders: BorderEntry[] = [];
  const areas: Record<string, { name: string }> = {};
  let slot = index * 7;
  let areaSlot = index;

  rows.forEach((ry, j) => {
    columns.forEach((rx, i) => {
      const r = j * columns.length + i;
      const key = `r${r}`;
      areas[key] = { name: `Room ${r + 1}` };
      for (let y = ry.from; y <= ry.to; y++) for (let x = rx.from; x <= rx.to; x++) set(x, y, key);
      // Isolated element tiles on every other cell of rows 1 and 3: the area stays in one piece round them.
      for (const dy of [1, 3]) {
        for (const dx of [1, 3, 5]) {
          if (rx.from + dx > rx.to - 1 || ry.from + dy > ry.to - 1) continue;
          set(rx.from + dx, ry.from + dy, TILE_CODES[slot % TILE_CODES.length] ?? 'E1');
          slot++;
        }
      }
      // One element on an area cell.
      if (rx.to - rx.from >= 6 && ry.to - ry.from >= 4) {
        set(rx.from + 6, ry.from + 4, `${key}:${AREA_CODES[areaSlot % AREA_CODES.length] ?? 'M1'}`);
        areaSlot++;
      }
      // A wall border inside some rooms, and a void pit in a corner of others.
      if (r % 5 === 2 && rx.to - rx.from >= 7) {
        borders.push({ from: [rx.from + 7, ry.from], to: [rx.from + 7, ry.from + 2], type: 'wall' });
      }
      if (r % 5 === 4 && rx.to - rx.from >= 7 && ry.to - ry.from >= 5) {
        set(rx.from + 6, ry.to, '~');
        set(rx.from + 7, ry.to, '~');
      }
      if (i === 0 && j === 0) {
        // The first room is open to the west edge (Outside), with the entrance on that edge.
        for (let y = ry.from; y <= ry.to; y++) set(0, y, key);
        set(0, ry.from + 2, '>');
      } else if (i === 0) {
        // Voids beyond the west wall, behind a void or an airtight void border.
        for (let y = ry.from; y <= ry.to; y++) set(0, y, '~');
        borders.push({
          from: [1, ry.from],
          to: [1, ry.to + 1],
          type: j % 2 === 1 ? 'void' : 'void-airtight',
        });
      }
    });
  });

  // Join each room to its east and south neighbours through its wall.
  let joint = index * 5;
  const connect = (x: number, y: number, horizontalWall: boolean) => {
    const kind = CONNECTIONS[joint % CONNECTIONS.length] ?? { token: '.' };
    joint++;
    if ('token' in kind) {
      set(x, y, kind.token === 'AUTO' ? (horizontalWall ? 'AUTON' : 'AUTOW') : kind.token);
      return;
    }
    set(x, y, '.');
    // The border runs on the side of the passage tile toward the first room (north or west).
    const from: [number, number] = [x, y];
    const to: [number, number] = horizontalWall ? [x + 1, y] : [x, y + 1];
    if (kind.border === 'bulkhead') borders.push({ from, to, type: 'bulkhead', level: kind.level });
    else if (kind.border === 'automatic-door') {
      const toward = horizontalWall
        ? joint % 2 === 0
          ? 'north'
          : 'south'
        : joint % 2 === 0
          ? 'west'
          : 'east';
      borders.push({ from, to, type: 'automatic-door', toward });
    } else borders.push({ from, to, type: kind.border });
  };
  rows.forEach((ry, j) => {
    columns.forEach((rx, i) => {
      if (i + 1 < columns.length) connect(rx.to + 1, ry.from + 2 + ((i + j + index) % 2) * 2, false);
      if (j + 1 < rows.length) connect(rx.from + 2 + ((i + j + index) % 2) * 2, ry.to + 1, true);
    });
  });

  return {
    id: `stats-map-${index + 1}`,
    name: `Stats map ${index + 1}`,
    width,
    height,
    cells: grid.map((row) =>
      row
        .map((token) => token.padEnd(5))
        .join(' ')
        .trimEnd(),
    ),
    areas,
    borders,
  };
}

/** `count` maps of `width` × `height` (at least 12 × 10), map i seeded by i so they differ. */
export function sampleMapsForStats(count: number, width = 40, height = 30): TileMap[] {
  const w = Math.max(12, Math.min(60, Math.floor(width)));
  const h = Math.max(10, Math.min(60, Math.floor(height)));
  return Array.from({ length: Math.max(1, Math.min(9, Math.floor(count))) }, (_, i) => makeMap(i, w, h));
}
