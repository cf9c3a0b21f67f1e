/**
 * The map legend: the tokens a tile map's cell rows are written in (Space Kraken §13, Map elements).
 * A cell token is a space, optionally followed by ":" and elements, or elements alone:
 *
 *   #        solid wall (airtight, never entered)
 *   ~        void (never entered; not airtight unless a border says so)
 *   .        a plain tile: its own space
 *   a        a cell of area "a" (lower-case key declared in the map's "areas"); all its cells are one space
 *   a:M1     a cell of area "a" carrying a mine: it triggers when the team enters the area
 *   E2       an isolated tile carrying an enemy: it triggers only when the team enters that tile
 *   M1+E2    several elements on one isolated tile (or a:M1+E2 in an area)
 *
 * Elements are upper-case codes, some with a number; "?" in place of the number means a random value
 * (a d6 halved, rounded up, fixed once per exploration). A code written without its number counts as 0.
 */

export const MAP_ELEMENT_TYPES = [
  'entrance',
  'exit',
  'exit-location',
  'bulkhead',
  'enemy',
  'boss',
  'laser-barrier',
  'mine',
  'treasure',
  'shop',
  'ammo-dealer',
  'clone-station',
  'event',
  'gambler',
  'hull-breach',
  'story-line-trigger',
  'med-station',
  'modder',
  'obstacle',
  'oxygen-station',
  'quest-master',
  'safety-bulkhead',
  'disruptor',
  'teleportal',
  'door',
  'automatic-door',
] as const;
export type MapElementType = (typeof MAP_ELEMENT_TYPES)[number];

/**
 * none: the code stands alone. level: an optional number 0..9 or "?" (absent = 0).
 * portal: a required number 1..6. direction: a required N, E, S or W (the side it is entered from).
 */
export type LegendValue = 'none' | 'level' | 'portal' | 'direction';

export interface LegendEntry {
  readonly code: string;
  readonly type: MapElementType;
  readonly value: LegendValue;
  readonly meaning: string;
}

export const MAP_LEGEND: readonly LegendEntry[] = [
  { code: '>', type: 'entrance', value: 'none', meaning: 'entrance of the map; an exit when going back' },
  { code: 'EX', type: 'exit', value: 'none', meaning: 'exit to the next map (or out, on the last map)' },
  { code: '/', type: 'exit-location', value: 'none', meaning: 'leaves the whole location' },
  {
    code: 'B',
    type: 'bulkhead',
    value: 'level',
    meaning: 'bulkhead: Tech check 2d6 + Tech against 10 + level',
  },
  { code: 'E', type: 'enemy', value: 'level', meaning: 'enemy of level = location difficulty + number' },
  { code: 'BOSS', type: 'boss', value: 'level', meaning: 'boss of level = location difficulty + number' },
  { code: 'L', type: 'laser-barrier', value: 'level', meaning: 'laser barrier of the given grade' },
  { code: 'M', type: 'mine', value: 'level', meaning: 'mines of the given grade' },
  {
    code: 'T',
    type: 'treasure',
    value: 'level',
    meaning: 'treasure of grade = location difficulty + number',
  },
  { code: 'S', type: 'shop', value: 'level', meaning: 'shop of the given grade' },
  { code: 'AD', type: 'ammo-dealer', value: 'none', meaning: 'ammo dealer' },
  { code: 'CS', type: 'clone-station', value: 'none', meaning: 'clone station' },
  {
    code: 'EV',
    type: 'event',
    value: 'level',
    meaning: 'event tile for a story line or quest (number optional)',
  },
  { code: 'G', type: 'gambler', value: 'none', meaning: 'gambler' },
  { code: 'HB', type: 'hull-breach', value: 'none', meaning: 'hull breach' },
  { code: 'LT', type: 'story-line-trigger', value: 'none', meaning: 'starts a map-based story line' },
  { code: 'MED', type: 'med-station', value: 'none', meaning: 'med-station' },
  { code: 'MOD', type: 'modder', value: 'none', meaning: 'modder' },
  {
    code: 'X',
    type: 'obstacle',
    value: 'none',
    meaning: 'obstacle (not airtight; costs an action to enter)',
  },
  { code: 'O2', type: 'oxygen-station', value: 'none', meaning: 'oxygen station' },
  { code: 'Q', type: 'quest-master', value: 'none', meaning: 'quest master' },
  {
    code: 'SB',
    type: 'safety-bulkhead',
    value: 'none',
    meaning: 'safety bulkhead (closed while a boss lives)',
  },
  { code: 'DIS', type: 'disruptor', value: 'none', meaning: 'disruptor (blocks the ship teleporter)' },
  { code: 'TP', type: 'teleportal', value: 'portal', meaning: 'teleportal 1 to 6' },
  {
    code: 'DOOR',
    type: 'door',
    value: 'none',
    meaning: 'door tile (divides atmospheres, passable both ways)',
  },
  {
    code: 'AUTO',
    type: 'automatic-door',
    value: 'direction',
    meaning: 'automatic door entered only from side N/E/S/W',
  },
];

/** Codes longest first, so "EX" is not read as "E" followed by "X". */
export const LEGEND_BY_LENGTH: readonly LegendEntry[] = [...MAP_LEGEND].sort(
  (a, b) => b.code.length - a.code.length,
);

export const SPACE_TOKENS = { wall: '#', void: '~', tile: '.' } as const;

/** Area keys: a lower-case letter then lower-case letters or digits ("a", "hall", "b2"). */
export const AREA_KEY_PATTERN = /^[a-z][a-z0-9]*$/;

/**
 * Borders run along grid lines between cells. wall: airtight, never crossed. airtight: airtight but
 * crossed freely (the black outline of an isolated tile). door: airtight, crossed both ways.
 * automatic-door: airtight, crossed only toward `toward`. obstacle: not airtight, separates spaces,
 * crossing costs an action. bulkhead: airtight, opened by a Tech check (`level`). safety-bulkhead:
 * airtight, a door while no boss lives. void / void-airtight: the edge of a chasm, never crossed.
 */
export const BORDER_TYPES = [
  'wall',
  'airtight',
  'door',
  'automatic-door',
  'obstacle',
  'bulkhead',
  'safety-bulkhead',
  'void',
  'void-airtight',
] as const;
export type BorderType = (typeof BORDER_TYPES)[number];

export const DIRECTIONS = ['north', 'east', 'south', 'west'] as const;
export type Direction = (typeof DIRECTIONS)[number];
