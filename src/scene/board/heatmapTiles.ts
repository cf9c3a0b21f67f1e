/**
 * What the heat-map overlay draws, worked out before any three.js object is touched: one flat tile per
 * square of the map on a shown or faded level (hidden levels are left out), coloured by its sight grade —
 * green clear, amber cover, red blocked (the eyeline tones) — and, when the map carries odds, as bright as
 * its odds: a square with no odds to give (out of this activation's reach) is drawn dim.
 */
import type { HeatMap } from '../../rules/board/heatmap';
import type { Level } from '../../rules/board/types';
import { TONE_COLORS } from './palette';
import type { LevelVisibility } from './types';

/** How far above the standing surface the tiles float, so the floor never shows through them. */
export const TILE_LIFT = 0.03;
/** Tiles are a little smaller than their square, so neighbours read as a grid. */
export const TILE_FILL = 0.9;
/**
 * Brightness of a square with odds p: DIM + (1 − DIM)·p; a square without odds (out of this activation's
 * reach): NO_ODDS, well below a reachable square with no chance at all, so the reach reads at a glance.
 */
const DIM = 0.45;
const NO_ODDS = 0.2;

const GRADE_COLORS = [TONE_COLORS.clear, TONE_COLORS.cover, TONE_COLORS.blocked] as const;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
const GRADE_RGB = GRADE_COLORS.map(rgb);

/** Tiles as parallel arrays: centre (x, y, z), side, and colour (r, g, b in 0..1), per tile. */
export interface HeatmapTiles {
  readonly count: number;
  readonly position: Float32Array;
  readonly size: number;
  readonly color: Float32Array;
}

export interface HeatmapTileSets {
  /** Squares on shown levels. */
  readonly shown: HeatmapTiles;
  /** Squares on faded levels (drawn faint). */
  readonly faded: HeatmapTiles;
  /** The map carries odds, so brightness follows them. */
  readonly withOdds: boolean;
}

function hasOdds(map: HeatMap): boolean {
  for (let k = 0; k < map.count; k++) if (!Number.isNaN(map.odds[k] ?? NaN)) return true;
  return false;
}

function tilesOf(map: HeatMap, keep: (level: Level) => boolean, withOdds: boolean): HeatmapTiles {
  let count = 0;
  for (let k = 0; k < map.count; k++) if (keep((map.level[k] ?? 3) as Level)) count++;
  const position = new Float32Array(count * 3);
  const color = new Float32Array(count * 3);
  let t = 0;
  for (let k = 0; k < map.count; k++) {
    if (!keep((map.level[k] ?? 3) as Level)) continue;
    position[t * 3] = map.x[k] ?? 0;
    position[t * 3 + 1] = (map.y[k] ?? 0) + TILE_LIFT;
    position[t * 3 + 2] = map.z[k] ?? 0;
    const base = GRADE_RGB[map.sight[k] ?? 2] ?? [1, 0, 0];
    const odds = map.odds[k] ?? NaN;
    const light = !withOdds ? 1 : Number.isNaN(odds) ? NO_ODDS : DIM + (1 - DIM) * odds;
    color[t * 3] = base[0] * light;
    color[t * 3 + 1] = base[1] * light;
    color[t * 3 + 2] = base[2] * light;
    t++;
  }
  return { count, position, size: map.resolution * TILE_FILL, color };
}

/** The tiles of `map` as the levels are shown: shown levels solid, faded ones faint, hidden ones not at all. */
export function heatmapTiles(map: HeatMap, levels: LevelVisibility): HeatmapTileSets {
  const withOdds = hasOdds(map);
  return {
    shown: tilesOf(map, (l) => levels[l] === 'shown', withOdds),
    faded: tilesOf(map, (l) => levels[l] === 'faded', withOdds),
    withOdds,
  };
}
