/**
 * The tile maps' colours. Floors are quiet so the markers read: Outside ground is warm (sand, rust), Inside
 * decks are cool (steel blue), and each area takes its own slight shift of that colour so an area reads as
 * one space. Element markers are saturated, one colour per family. Borders are coloured by what crossing
 * them means. Highlights use colours no floor or marker uses.
 */
import type { MapElementType } from '../../content/tilemap/legend';
import type { BorderType } from '../../content/tilemap/legend';
import type { HighlightTone } from './types';

export const FLOOR_COLORS = {
  outside: '#a08a62',
  inside: '#7d8fa8',
  /** No zone known (zones: null), or a tile that separates atmospheres (doors, bulkheads). */
  neutral: '#8e9197',
  /** The dark outline of an isolated tile (its own space). */
  rim: '#16181d',
  void: '#06070a',
} as const;

/** Solid wall cells (#) and wall borders. */
export const WALL_COLOR = '#39414f';
/** The thin line where two different spaces meet without a border. */
export const SEAM_COLOR = '#262a31';

export type ElementFamily = 'way' | 'foe' | 'hazard' | 'loot' | 'service' | 'story' | 'passage';

export const FAMILY_OF: Readonly<Record<MapElementType, ElementFamily>> = {
  entrance: 'way',
  exit: 'way',
  'exit-location': 'way',
  teleportal: 'way',
  enemy: 'foe',
  boss: 'foe',
  mine: 'hazard',
  'laser-barrier': 'hazard',
  'hull-breach': 'hazard',
  disruptor: 'hazard',
  treasure: 'loot',
  shop: 'service',
  'ammo-dealer': 'service',
  'clone-station': 'service',
  'med-station': 'service',
  modder: 'service',
  'oxygen-station': 'service',
  'quest-master': 'service',
  gambler: 'service',
  event: 'story',
  'story-line-trigger': 'story',
  bulkhead: 'passage',
  'safety-bulkhead': 'passage',
  door: 'passage',
  'automatic-door': 'passage',
  obstacle: 'passage',
};

/** Marker plates per family: ways out blue, foes red, hazards orange, loot gold, services green … */
export const FAMILY_COLORS: Readonly<Record<ElementFamily, string>> = {
  way: '#2f74e0',
  foe: '#d2313a',
  hazard: '#e8761c',
  loot: '#d9a514',
  service: '#1f9e6e',
  story: '#8a4fd6',
  passage: '#5d6a7e',
};

/** A boss's plate is darker than an enemy's so it stands out among them. */
export const BOSS_COLOR = '#8c1230';

/** Plates of elements that are done (defeated, taken, used, off) and their text. */
export const DONE_PLATE_COLOR = '#3b4049';
export const DONE_TEXT_COLOR = '#8f98a6';
export const OPENED_COLOR = '#3fbf6a';
export const LOCKED_COLOR = '#5a0f16';
/** The badge drawn on a done element: a check, or a lock for a locked bulkhead. */
export const DONE_BADGE_COLOR = '#7dff9c';
export const LOCKED_BADGE_COLOR = '#ff6b6b';
export const GLYPH_COLOR = '#ffffff';

/** Border pieces by type: what crossing means, in colour (thickness and height in layout.ts). */
export const BORDER_COLORS: Readonly<Record<BorderType, string>> = {
  wall: WALL_COLOR,
  airtight: '#0d0f13',
  door: '#f0a53a',
  'automatic-door': '#2fd0d6',
  obstacle: '#a8845a',
  bulkhead: '#e0483a',
  'safety-bulkhead': '#c84fd8',
  void: '#000000',
  'void-airtight': '#4a6fa8',
};

/** The arrow of an automatic door (border or tile): the way it lets the team through. */
export const ARROW_COLOR = '#b9fbff';

export const HIGHLIGHT_COLORS: Readonly<Record<HighlightTone, string>> = {
  open: '#3ef08a',
  costly: '#ffc23d',
  check: '#ff8a2b',
  blocked: '#ff3b5c',
  selected: '#fff36b',
};

export const TEAM_COLOR = '#ffe14d';

/** A fight's figures on the map: the crew in blue, the enemies in red (the pawn and its label). */
export const FIGURE_COLORS: Readonly<Record<'crew' | 'enemy', string>> = {
  crew: '#5cb8ff',
  enemy: '#ff5a6e',
};
