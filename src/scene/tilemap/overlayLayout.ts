/**
 * Pure: the parts of the picture that change while playing — the team's token, highlighted tiles and their
 * labels — and where the maps are, for turning a pointer hit into a cell. Kept apart from layout.ts so a
 * move of the team rewrites a handful of instances, not every floor of nine maps.
 */
import { FLOOR_TOP } from './layout';
import { InstanceWriter, rgb, type InstanceSet } from './instanceBuffer';
import { FIGURE_COLORS, HIGHLIGHT_COLORS, TEAM_COLOR } from './palette';
import type { HighlightTone, TileMapLayer } from './types';

const HIGHLIGHT_Y = FLOOR_TOP + 0.035;
const TEAM_Y = FLOOR_TOP + 0.09;
/** A pawn's radius and height, in tiles: four fit side by side in a tile, and stand above its glyph. */
const PAWN_RADIUS = 0.16;
const PAWN_HEIGHT = 0.45;

/** A DOM label pinned above a tile. */
export interface TileLabelItem {
  readonly id: string;
  readonly text: string;
  readonly tone: HighlightTone;
  readonly position: readonly [number, number, number];
}

/** A fight's figure's DOM label, pinned above its pawn. */
export interface FigureLabelItem {
  readonly id: string;
  readonly text: string;
  readonly side: 'crew' | 'enemy';
  readonly acting: boolean;
  readonly position: readonly [number, number, number];
}

/** A map's title over its top-left corner. */
export interface MapTitleItem {
  readonly index: number;
  readonly text: string;
  readonly position: readonly [number, number, number];
}

export interface OverlayLayout {
  readonly highlights: InstanceSet;
  readonly team: InstanceSet;
  /** The pawns of a fight's figures. */
  readonly figures: InstanceSet;
  readonly labels: readonly TileLabelItem[];
  readonly figureLabels: readonly FigureLabelItem[];
  readonly titles: readonly MapTitleItem[];
  /** `map:x,y` of every highlighted cell (the pointer shows a hand over them). */
  readonly highlighted: ReadonlySet<string>;
}

export function cellKey(map: number, x: number, y: number): string {
  return `${map}:${x},${y}`;
}

export function layoutOverlays(layers: readonly TileMapLayer[]): OverlayLayout {
  const highlights = new InstanceWriter(16);
  const team = new InstanceWriter(1);
  const figures = new InstanceWriter(8);
  const labels: TileLabelItem[] = [];
  const figureLabels: FigureLabelItem[] = [];
  const highlighted = new Set<string>();
  const titles: MapTitleItem[] = [];
  const teamColor = rgb(TEAM_COLOR);
  layers.forEach((layer, index) => {
    const [ox, oz] = layer.offset ?? [0, 0];
    if (layer.title !== undefined)
      titles.push({ index, text: layer.title, position: [ox, FLOOR_TOP, oz - 0.2] });
    for (const h of layer.highlights ?? []) {
      const cx = ox + h.x + 0.5;
      const cz = oz + h.y + 0.5;
      highlights.push(cx, HIGHLIGHT_Y, cz, 0.98, 1, 0.98, 0, rgb(HIGHLIGHT_COLORS[h.tone]));
      highlighted.add(cellKey(index, h.x, h.y));
      if (h.label !== undefined) {
        // Centred on the tile's south-east corner, so the code in its middle stays readable.
        labels.push({
          id: h.id ?? `${h.x}-${h.y}`,
          text: h.label,
          tone: h.tone,
          position: [cx + 0.5, FLOOR_TOP + 0.2, cz + 0.5],
        });
      }
    }
    const at = layer.team;
    if (at !== undefined && at !== null) {
      team.push(ox + at.x + 0.5, TEAM_Y, oz + at.y + 0.5, 1, 1, 1, 0, teamColor);
    }
    for (const f of layer.figures ?? []) {
      const [ax, ay] = f.at ?? [0.5, 0.5];
      const fx = ox + f.x + ax;
      const fz = oz + f.y + ay;
      const tall = f.acting === true ? 1.4 : 1;
      const d = PAWN_RADIUS * 2;
      figures.push(fx, TEAM_Y, fz, d, PAWN_HEIGHT * tall, d, 0, rgb(FIGURE_COLORS[f.side]));
      figureLabels.push({
        id: f.id,
        text: f.label,
        side: f.side,
        acting: f.acting === true,
        position: [fx, TEAM_Y + PAWN_HEIGHT * tall, fz],
      });
    }
  });
  return {
    highlights: highlights.finish(),
    team: team.finish(),
    figures: figures.finish(),
    labels,
    figureLabels,
    titles,
    highlighted,
  };
}

/** The rectangle the maps cover on the table: min and max x and z. */
export interface Bounds {
  readonly minX: number;
  readonly minZ: number;
  readonly maxX: number;
  readonly maxZ: number;
}

export function boundsOf(layers: readonly TileMapLayer[]): Bounds {
  if (layers.length === 0) return { minX: 0, minZ: 0, maxX: 1, maxZ: 1 };
  let minX = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxZ = -Infinity;
  for (const layer of layers) {
    const [ox, oz] = layer.offset ?? [0, 0];
    minX = Math.min(minX, ox);
    minZ = Math.min(minZ, oz);
    maxX = Math.max(maxX, ox + layer.map.width);
    maxZ = Math.max(maxZ, oz + layer.map.height);
  }
  return { minX, minZ, maxX, maxZ };
}

/** A cell of one of the maps drawn: `map` is the layer's index. Written in place by {@link cellAtPoint}. */
export interface MapCellRef {
  map: number;
  x: number;
  y: number;
}

/**
 * Writes into `out` the map and cell under a point on the floor (x, z in the maps' frame) and returns true,
 * or returns false between maps. Writes in place: pointer moves allocate nothing.
 */
export function cellAtPoint(
  layers: readonly TileMapLayer[],
  px: number,
  pz: number,
  out: MapCellRef,
): boolean {
  for (let index = 0; index < layers.length; index++) {
    const layer = layers[index];
    if (layer === undefined) continue;
    const [ox, oz] = layer.offset ?? [0, 0];
    const x = Math.floor(px - ox);
    const y = Math.floor(pz - oz);
    if (x >= 0 && y >= 0 && x < layer.map.width && y < layer.map.height) {
      out.map = index;
      out.x = x;
      out.y = y;
      return true;
    }
  }
  return false;
}

/**
 * The fight's figure a pointer hit on the floor at (px, pz) picks, or null: the nearest pawn whose base
 * holds the point, stretched away from the viewer by the pawn's height (a click on a pawn's head meets the
 * floor behind it: the camera looks from the south, +z).
 */
export function figureAtPoint(layers: readonly TileMapLayer[], px: number, pz: number): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const layer of layers) {
    const [ox, oz] = layer.offset ?? [0, 0];
    for (const f of layer.figures ?? []) {
      const [ax, ay] = f.at ?? [0.5, 0.5];
      const dx = px - (ox + f.x + ax);
      const dz = pz - (oz + f.y + ay);
      const height = PAWN_HEIGHT * (f.acting === true ? 1.4 : 1);
      if (Math.abs(dx) > PAWN_RADIUS || dz > PAWN_RADIUS || dz < -(PAWN_RADIUS + height)) continue;
      const distance = Math.hypot(dx, dz);
      if (distance < bestDistance) {
        best = f.id;
        bestDistance = distance;
      }
    }
  }
  return best;
}
