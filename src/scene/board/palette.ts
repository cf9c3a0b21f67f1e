/**
 * The depth board's colours. Chosen to read on the dark table under the scene's soft light: decks get
 * lighter the higher they are, solids are muted, things a player acts on (doors, airlocks, hazard and salvage
 * sites) are saturated, and sides are far apart in hue. Highlights are a colour no piece uses (magenta).
 */
import type { Level, TerrainKind } from '../../rules/board';
import type { BoardTone } from './types';

/** Deck slabs by level: Topside is the lightest so the layers separate at a glance. */
export const DECK_COLORS: Readonly<Record<Level, string>> = {
  1: '#c9c1ad',
  2: '#8d9bb0',
  3: '#56606f',
};

export const KIND_COLORS: Readonly<Record<TerrainKind, string>> = {
  wall: '#6f7a8e',
  block: '#9a6f4e',
  platform: '#8d9bb0',
  floor: '#8d9bb0',
  ramp: '#b09a74',
  ladder: '#e0c25a',
  climbable: '#5f9a62',
  difficult: '#b59a3a',
  impassable: '#d8443a',
  'small-obstacle': '#b3a07a',
  door: '#f0a53a',
  airlock: '#3fc3d6',
  'hazard-site': '#ff6a2b',
  'salvage-site': '#46e0a6',
};

/** A salvage site with no extractions left is drawn spent. */
export const SPENT_SALVAGE_COLOR = '#5d6b67';

/** Blockers the screen asks to highlight (e.g. the pieces hiding a target). */
export const HIGHLIGHT_TERRAIN_COLOR = '#ff4fd8';

/** Figure colours by side, in the order the sides are first met in `board.figures`. */
export const SIDE_COLORS: readonly string[] = [
  '#3d8bff',
  '#ff4a3d',
  '#34c77b',
  '#b86bff',
  '#ffb13d',
  '#2fd6d6',
];

/** The head of the selected figure, and of figures the screen highlights (targets, figures in the way). */
export const SELECTED_HEAD_COLOR = '#ffe14d';
export const HIGHLIGHT_HEAD_COLOR = '#ff4fd8';
/** The ring drawn round the selected figure's base. */
export const SELECTED_RING_TONE: BoardTone = 'ruler';

export const TONE_COLORS: Readonly<Record<BoardTone, string>> = {
  clear: '#3ee66b',
  cover: '#ffc233',
  blocked: '#ff3b3b',
  ruler: '#f4f7ff',
  'path-ok': '#4fc3ff',
  'path-bad': '#ff5c8a',
  'range-short': '#7ee0ff',
  'range-long': '#b58cff',
  fall: '#ff7a33',
  noise: '#ffd166',
  'zone-attacker': '#4fa3ff',
  'zone-defender': '#ffb347',
  // A rules demo's marks: the highlight colour no piece uses.
  highlight: '#ff4fd8',
};

/** Outline of decks and solids, so stacked boxes of similar colour stay apart. */
export const EDGE_COLOR = '#14171d';
