/**
 * Pure: tile maps (one or many, each at its offset) → the instances of every family, all maps together, so
 * one instanced mesh per family draws them all. World units: 1 per tile, x east, z south (the map's y), y up;
 * a map's grid point (0, 0) sits at its offset.
 */
import type { MapCell, MapElement } from '../../content/tilemap/cells';
import { readTileMapGrid, type TileMapGrid } from '../../content/tilemap/grid';
import type { BorderType, Direction, MapElementType } from '../../content/tilemap/legend';
import {
  SEPARATING_ELEMENTS,
  areaSpaceId,
  atmosphereZones,
  buildGraph,
  tileSpaceId,
  type Zone,
} from '../../rules/tilemap';
import { CHECK_GLYPH, LOCK_GLYPH, glyphCell } from './glyphAtlas';
import { InstanceWriter, rgb, shifted, type InstanceSet, type Rgb } from './instanceBuffer';
import {
  ARROW_COLOR,
  BORDER_COLORS,
  BOSS_COLOR,
  DONE_BADGE_COLOR,
  DONE_PLATE_COLOR,
  DONE_TEXT_COLOR,
  FAMILY_COLORS,
  FAMILY_OF,
  FLOOR_COLORS,
  GLYPH_COLOR,
  LOCKED_BADGE_COLOR,
  LOCKED_COLOR,
  OPENED_COLOR,
  SEAM_COLOR,
  WALL_COLOR,
} from './palette';
import type { DoneKind, DoneMark, TileMapLayer, ZoneMap } from './types';

/**
 * Heights (world units). Floors are flat quads at FLOOR_TOP (only their tops ever show, and a quad is a sixth
 * of a box's triangles: nine 40 × 30 maps are 10 800 cells); everything on a tile sits just above.
 */
export const FLOOR_TOP = 0.1;
const WALL_HEIGHT = 0.55;
const VOID_TOP = 0.02;
const RIM_INSET = 0.84;
/** The square the element plates of one cell share (inside the rim's inset). */
const PLATE_SPAN = 0.76;
const PLATE_TOP = 0.12;
const GLYPH_Y = 0.126;
const ARROW_Y = 0.128;

interface PieceShape {
  readonly thickness: number;
  readonly height: number;
  readonly length: number;
}

/** Border pieces by type: thick and tall for what stops the team, low for what it walks through. */
const PIECES: Readonly<Record<BorderType, PieceShape>> = {
  wall: { thickness: 0.14, height: WALL_HEIGHT, length: 1.14 },
  airtight: { thickness: 0.08, height: 0.16, length: 1.08 },
  door: { thickness: 0.16, height: 0.3, length: 0.84 },
  'automatic-door': { thickness: 0.16, height: 0.3, length: 0.84 },
  obstacle: { thickness: 0.24, height: 0.24, length: 0.9 },
  bulkhead: { thickness: 0.22, height: 0.45, length: 0.96 },
  'safety-bulkhead': { thickness: 0.22, height: 0.45, length: 0.96 },
  void: { thickness: 0.16, height: 0.11, length: 1.0 },
  'void-airtight': { thickness: 0.16, height: 0.13, length: 1.0 },
};
const SEAM: PieceShape = { thickness: 0.05, height: 0.104, length: 1.0 };
const OPENED_HEIGHT = 0.12;

/** Every map's instances, family by family. */
export interface MapsLayout {
  readonly floors: InstanceSet;
  readonly walls: InstanceSet;
  readonly borders: InstanceSet;
  readonly arrows: InstanceSet;
  readonly markers: InstanceSet;
  readonly glyphs: InstanceSet;
}

const grids = new WeakMap<object, TileMapGrid>();
const defaultZones = new WeakMap<object, ZoneMap>();

function gridOf(layer: TileMapLayer): TileMapGrid {
  let grid = grids.get(layer.map);
  if (grid === undefined) {
    grid = readTileMapGrid(layer.map);
    grids.set(layer.map, grid);
  }
  return grid;
}

/** The zones the layer asks for: its own, none (null), or the map's with every hull breach unrepaired. */
export function zonesOf(layer: TileMapLayer): ZoneMap | null {
  if (layer.zones !== undefined) return layer.zones;
  let zones = defaultZones.get(layer.map);
  if (zones === undefined) {
    zones = atmosphereZones(buildGraph(layer.map)).zones;
    defaultZones.set(layer.map, zones);
  }
  return zones;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Floor colours per zone and per area: each area a slight, stable shift of its zone's colour. */
class FloorPalette {
  private readonly areas = new Map<string, Rgb>();
  readonly rim = rgb(FLOOR_COLORS.rim);
  readonly void = rgb(FLOOR_COLORS.void);
  readonly separating = shifted(FLOOR_COLORS.neutral, 0, 0, 0.06);

  zoneColor(zone: Zone | undefined): string {
    return zone === undefined ? FLOOR_COLORS.neutral : FLOOR_COLORS[zone];
  }

  area(key: string, zone: Zone | undefined): Rgb {
    const id = `${key}/${zone ?? ''}`;
    let color = this.areas.get(id);
    if (color === undefined) {
      const h = hash(key);
      // Hue ±0.035, lightness −0.07 … +0.05: neighbours differ, the zone still reads.
      const dh = ((h & 0xff) / 255 - 0.5) * 0.07;
      const dl = (((h >> 8) & 0xff) / 255) * 0.12 - 0.07;
      const ds = (((h >> 16) & 0xff) / 255 - 0.5) * 0.12;
      color = shifted(this.zoneColor(zone), dh, ds, dl);
      this.areas.set(id, color);
    }
    return color;
  }

  tile(zone: Zone | undefined): Rgb {
    return shifted(this.zoneColor(zone), 0, 0, 0.07);
  }
}

/** Which element types each done kind applies to when a mark names no element. */
const APPLIES: Readonly<Record<DoneKind, readonly MapElementType[]>> = {
  defeated: ['enemy', 'boss'],
  taken: ['treasure'],
  used: [
    'shop',
    'ammo-dealer',
    'clone-station',
    'med-station',
    'modder',
    'oxygen-station',
    'quest-master',
    'gambler',
    'event',
    'story-line-trigger',
    'teleportal',
  ],
  off: ['mine', 'laser-barrier', 'disruptor', 'hull-breach'],
  opened: ['bulkhead', 'safety-bulkhead'],
  locked: ['bulkhead', 'safety-bulkhead'],
};

/** Gone from a cleared map (kraken.clearing-maps): drawn as done. */
const GONE_WHEN_CLEARED: readonly MapElementType[] = ['enemy', 'boss', 'treasure', 'disruptor'];

interface DoneIndex {
  /** `x,y#i` → kind, for elements; `border:i` → kind, for border bulkheads. */
  readonly marks: ReadonlyMap<string, DoneKind>;
}

function indexDone(done: readonly DoneMark[], grid: TileMapGrid): DoneIndex {
  const marks = new Map<string, DoneKind>();
  for (const mark of done) {
    if ('border' in mark) {
      marks.set(`border:${mark.border}`, mark.kind);
      continue;
    }
    const cell = grid.cells[mark.y]?.[mark.x];
    if (cell === undefined || (cell.kind !== 'tile' && cell.kind !== 'area')) continue;
    cell.elements.forEach((element, i) => {
      const named =
        mark.element === undefined ? APPLIES[mark.kind].includes(element.type) : mark.element === i;
      if (named) marks.set(`${mark.x},${mark.y}#${i}`, mark.kind);
    });
  }
  return { marks };
}

const TURN: Readonly<Record<Direction, number>> = {
  // The arrow geometry points north (−z); turning counter-clockwise seen from above.
  north: 0,
  west: Math.PI / 2,
  south: Math.PI,
  east: -Math.PI / 2,
};

const OPPOSITE: Readonly<Record<Direction, Direction>> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};

const SIDE_STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  north: [0, -1],
  south: [0, 1],
  east: [1, 0],
  west: [-1, 0],
};

interface Writers {
  readonly floors: InstanceWriter;
  readonly walls: InstanceWriter;
  readonly borders: InstanceWriter;
  readonly arrows: InstanceWriter;
  readonly markers: InstanceWriter;
  readonly glyphs: InstanceWriter;
}

const WHITE = rgb(GLYPH_COLOR);

function plateColor(element: MapElement, done: DoneKind | undefined): Rgb {
  if (done === 'opened') return rgb(OPENED_COLOR);
  if (done === 'locked') return rgb(LOCKED_COLOR);
  if (done !== undefined) return rgb(DONE_PLATE_COLOR);
  if (element.type === 'boss') return rgb(BOSS_COLOR);
  return rgb(FAMILY_COLORS[FAMILY_OF[element.type]]);
}

/** The plates, codes, arrows and badges of one cell's elements, laid out in a grid inside the cell. */
function writeElements(
  out: Writers,
  elements: readonly MapElement[],
  key: (i: number) => string,
  doneOf: (key: string, element: MapElement) => DoneKind | undefined,
  cx: number,
  cz: number,
): void {
  const n = elements.length;
  const columns = n <= 2 ? 1 : Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / columns);
  // Plates stay inside an isolated tile's dark rim, so the rim still shows round them.
  const w = PLATE_SPAN / columns;
  const h = PLATE_SPAN / rows;
  const glyphW = Math.min(w, h * 2) * 0.97;
  elements.forEach((element, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const x = cx - PLATE_SPAN / 2 + w * (col + 0.5);
    const z = cz - PLATE_SPAN / 2 + h * (row + 0.5);
    const done = doneOf(key(i), element);
    out.markers.push(x, PLATE_TOP - 0.01, z, w - 0.03, 0.02, h - 0.03, 0, plateColor(element, done));
    const tint = done === undefined || done === 'opened' ? WHITE : rgb(DONE_TEXT_COLOR);
    out.glyphs.push(x, GLYPH_Y, z, glyphW, 1, glyphW / 2, 0, tint, glyphCell(element.code));
    if (element.type === 'automatic-door' && element.enteredFrom !== undefined) {
      // Entered only from `enteredFrom`: an arrow on that side pointing in.
      const [sx, sz] = SIDE_STEP[element.enteredFrom];
      const size = Math.min(w, h) * 0.34;
      out.arrows.push(
        x + sx * (w / 2 - size * 0.55),
        ARROW_Y + 0.002,
        z + sz * (h / 2 - size * 0.55),
        size,
        1,
        size,
        TURN[OPPOSITE[element.enteredFrom]],
        rgb(ARROW_COLOR),
      );
    }
    if (done !== undefined) {
      // A badge in the top-right corner of the element's plate: a check, or a lock.
      const badge = Math.min(w, h) * 0.62;
      const locked = done === 'locked';
      out.glyphs.push(
        x + w / 2 - badge * 0.3,
        GLYPH_Y + 0.003,
        z - h / 2 + badge * 0.22,
        badge,
        1,
        badge / 2,
        0,
        rgb(locked ? LOCKED_BADGE_COLOR : DONE_BADGE_COLOR),
        glyphCell(locked ? LOCK_GLYPH : CHECK_GLYPH),
      );
    }
  });
}

function spaceOf(cell: MapCell, x: number, y: number): string | null {
  if (cell.kind === 'area') return areaSpaceId(cell.area);
  if (cell.kind === 'tile') return tileSpaceId(x, y);
  return null;
}

function writeCells(out: Writers, layer: TileMapLayer, grid: TileMapGrid, palette: FloorPalette): void {
  const [ox, oz] = layer.offset ?? [0, 0];
  const zones = zonesOf(layer);
  const cleared = layer.cleared === true;
  const { marks } = indexDone(layer.done ?? [], grid);
  const doneOf = (key: string, element: MapElement): DoneKind | undefined =>
    marks.get(key) ?? (cleared && GONE_WHEN_CLEARED.includes(element.type) ? 'defeated' : undefined);
  const wall = rgb(WALL_COLOR);
  const tileColors = new Map<Zone | undefined, Rgb>();
  grid.cells.forEach((row, y) => {
    row.forEach((cell, x) => {
      const cx = ox + x + 0.5;
      const cz = oz + y + 0.5;
      if (cell.kind === 'wall') {
        out.walls.push(cx, WALL_HEIGHT / 2, cz, 1, WALL_HEIGHT, 1, 0, wall);
        return;
      }
      if (cell.kind === 'void') {
        out.floors.push(cx, VOID_TOP, cz, 1, 1, 1, 0, palette.void);
        return;
      }
      const space = spaceOf(cell, x, y);
      const zone = zones === null || space === null ? undefined : zones.get(space);
      if (cell.kind === 'area') {
        out.floors.push(cx, FLOOR_TOP, cz, 1, 1, 1, 0, palette.area(cell.area, zone));
      } else {
        // An isolated tile is a space of its own: a dark rim round a lighter inset.
        const separating = cell.elements.some((e) => SEPARATING_ELEMENTS.includes(e.type));
        let color = separating ? palette.separating : tileColors.get(zone);
        if (color === undefined) {
          color = palette.tile(zone);
          tileColors.set(zone, color);
        }
        out.floors.push(cx, FLOOR_TOP - 0.004, cz, 1, 1, 1, 0, palette.rim);
        out.floors.push(cx, FLOOR_TOP, cz, RIM_INSET, 1, RIM_INSET, 0, color);
      }
      if (cell.elements.length > 0) {
        writeElements(out, cell.elements, (i) => `${x},${y}#${i}`, doneOf, cx, cz);
      }
    });
  });
}

/** Thin dark seams where two different areas meet with no border between them. */
function writeSeams(out: Writers, layer: TileMapLayer, grid: TileMapGrid): void {
  const [ox, oz] = layer.offset ?? [0, 0];
  const color = rgb(SEAM_COLOR);
  const areaAt = (x: number, y: number): string | null => {
    const cell = grid.cells[y]?.[x];
    return cell?.kind === 'area' ? cell.area : null;
  };
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const here = areaAt(x, y);
      if (here === null) continue;
      const east = areaAt(x + 1, y);
      if (east !== null && east !== here && !grid.edges.has(`v:${x + 1},${y}`)) {
        out.borders.push(ox + x + 1, SEAM.height / 2, oz + y + 0.5, SEAM.thickness, SEAM.height, 1, 0, color);
      }
      const south = areaAt(x, y + 1);
      if (south !== null && south !== here && !grid.edges.has(`h:${x},${y + 1}`)) {
        out.borders.push(ox + x + 0.5, SEAM.height / 2, oz + y + 1, 1, SEAM.height, SEAM.thickness, 0, color);
      }
    }
  }
}

function writeBorders(out: Writers, layer: TileMapLayer, grid: TileMapGrid): void {
  const [ox, oz] = layer.offset ?? [0, 0];
  const { marks } = indexDone(layer.done ?? [], grid);
  const borders = layer.map.borders;
  for (const edge of grid.edges.values()) {
    const line = borders[edge.border];
    if (line === undefined) continue;
    const done = marks.get(`border:${edge.border}`);
    const shape = PIECES[line.type];
    const height = done === 'opened' ? OPENED_HEIGHT : shape.height;
    const color = rgb(
      done === 'opened' ? OPENED_COLOR : done === 'locked' ? LOCKED_COLOR : BORDER_COLORS[line.type],
    );
    const horizontal = edge.orientation === 'horizontal';
    // Horizontal edges run along grid line y from x to x + 1; vertical ones along line x from y to y + 1.
    const cx = ox + edge.x + (horizontal ? 0.5 : 0);
    const cz = oz + edge.y + (horizontal ? 0 : 0.5);
    const [sx, sz] = horizontal ? [shape.length, shape.thickness] : [shape.thickness, shape.length];
    out.borders.push(cx, height / 2, cz, sx, height, sz, 0, color);
    if (line.type === 'automatic-door' && line.toward !== undefined) {
      out.arrows.push(cx, height + 0.01, cz, 0.5, 1, 0.5, TURN[line.toward], rgb(ARROW_COLOR));
    }
  }
  // One level label per bulkhead line, on its middle edge; a lock beside it when locked.
  borders.forEach((line, index) => {
    if (line.type !== 'bulkhead' && line.type !== 'safety-bulkhead') return;
    const [x1, y1] = line.from;
    const [x2, y2] = line.to;
    const horizontal = y1 === y2;
    const length = horizontal ? Math.abs(x2 - x1) : Math.abs(y2 - y1);
    const mid = Math.floor(length / 2) + 0.5;
    const cx = ox + (horizontal ? Math.min(x1, x2) + mid : x1);
    const cz = oz + (horizontal ? y1 : Math.min(y1, y2) + mid);
    const done = marks.get(`border:${index}`);
    const top = (done === 'opened' ? OPENED_HEIGHT : PIECES[line.type].height) + 0.012;
    const code =
      line.type === 'safety-bulkhead' ? 'SB' : `B${line.level === undefined ? '' : String(line.level)}`;
    const tint = done === 'locked' ? rgb(DONE_TEXT_COLOR) : WHITE;
    out.glyphs.push(cx, top, cz, 0.7, 1, 0.35, 0, tint, glyphCell(code));
    if (done !== undefined) {
      const locked = done === 'locked';
      out.glyphs.push(
        cx + 0.42,
        top + 0.002,
        cz - 0.22,
        0.46,
        1,
        0.23,
        0,
        rgb(locked ? LOCKED_BADGE_COLOR : DONE_BADGE_COLOR),
        glyphCell(locked ? LOCK_GLYPH : CHECK_GLYPH),
      );
    }
  });
}

/** Every family's instances for all the layers, in layer order. */
export function layoutMaps(layers: readonly TileMapLayer[]): MapsLayout {
  let cells = 0;
  for (const layer of layers) cells += layer.map.width * layer.map.height;
  const out: Writers = {
    floors: new InstanceWriter(cells + cells / 2),
    walls: new InstanceWriter(cells / 2),
    borders: new InstanceWriter(cells / 8),
    arrows: new InstanceWriter(16),
    markers: new InstanceWriter(cells / 8),
    glyphs: new InstanceWriter(cells / 8, true),
  };
  const palette = new FloorPalette();
  for (const layer of layers) {
    const grid = gridOf(layer);
    writeCells(out, layer, grid, palette);
    writeSeams(out, layer, grid);
    writeBorders(out, layer, grid);
  }
  return {
    floors: out.floors.finish(),
    walls: out.walls.finish(),
    borders: out.borders.finish(),
    arrows: out.arrows.finish(),
    markers: out.markers.finish(),
    glyphs: out.glyphs.finish(),
  };
}
