import type { TileMap } from '../../content/schemas/tileMap';
import { readCellToken } from '../../content/tilemap/cells';
import { MAP_LEGEND, type BorderType, type Direction, type LegendEntry } from '../../content/tilemap/legend';
import {
  edgeOfCell,
  paintWithTool,
  toggleBorder,
  type CellSide,
  type MapEdit,
  type PaintTool,
} from '../../rules/tilemap/edit';

/**
 * The map editor's tools, as a small state tree: `select` (a click only picks the tile), `paint` (a click
 * paints the tile with a space, an element or "clear"), `border` (a click toggles the border spec on the
 * side of the tile nearest the pointer). What a click does is planned here from data; the screen applies
 * the plan. The border spec is kept apart from the tool, so the selected tile's N/E/S/W buttons work with
 * any tool.
 */

export type EditorTool =
  | { readonly kind: 'select' }
  | { readonly kind: 'paint'; readonly paint: PaintTool }
  | { readonly kind: 'border' };

export interface BorderSpec {
  readonly type: BorderType;
  /** Bulkhead level: a digit, "?" or none (counts as 0). */
  readonly level: number | '?' | null;
  /** Automatic door: the way it lets the team through. */
  readonly toward: Direction;
}

export interface TileCell {
  readonly x: number;
  readonly y: number;
}

/** What a click on a tile does: select it, and maybe change the map. */
export interface TileDownPlan {
  readonly select: TileCell;
  readonly edit: MapEdit | null;
}

/** The border as toggleBorder takes it, on `side` of cell (x, y). */
export function borderOnSide(spec: BorderSpec, x: number, y: number, side: CellSide) {
  return {
    ...edgeOfCell(x, y, side),
    type: spec.type,
    ...(spec.type === 'bulkhead' && spec.level !== null ? { level: spec.level } : {}),
    ...(spec.type === 'automatic-door' ? { toward: spec.toward } : {}),
  };
}

/** Plans a primary click on tile (x, y); `side` is the side nearest the pointer (for the border tool). */
export function planTileDown(
  map: TileMap,
  tool: EditorTool,
  border: BorderSpec,
  x: number,
  y: number,
  side: CellSide,
): TileDownPlan {
  const select = { x, y };
  switch (tool.kind) {
    case 'select':
      return { select, edit: null };
    case 'paint':
      return { select, edit: paintWithTool(map, x, y, tool.paint) };
    case 'border':
      return { select, edit: toggleBorder(map, borderOnSide(border, x, y, side)) };
  }
}

/** The value an element code starts with when picked: none, portal 1, or entered from the north. */
export function defaultValue(entry: LegendEntry): string {
  switch (entry.value) {
    case 'none':
    case 'level':
      return '';
    case 'portal':
      return '1';
    case 'direction':
      return 'N';
  }
}

/** The values an element's value field offers ('' = written without a number). */
export function valueChoices(entry: LegendEntry): readonly { value: string; label: string }[] {
  switch (entry.value) {
    case 'none':
      return [];
    case 'level':
      return [
        { value: '', label: 'no number (0)' },
        ...Array.from({ length: 10 }, (_, n) => ({ value: String(n), label: String(n) })),
        { value: '?', label: '? (random)' },
      ];
    case 'portal':
      return Array.from({ length: 6 }, (_, n) => ({ value: String(n + 1), label: String(n + 1) }));
    case 'direction':
      return [
        { value: 'N', label: 'N (entered from the north)' },
        { value: 'E', label: 'E (from the east)' },
        { value: 'S', label: 'S (from the south)' },
        { value: 'W', label: 'W (from the west)' },
      ];
  }
}

/** The code an element tool paints: the legend's code and its value ("B" + "1" = "B1"). */
export function elementCode(entry: LegendEntry, value: string): string {
  return `${entry.code}${entry.value === 'none' ? '' : value}`;
}

export function legendEntry(code: string): LegendEntry | undefined {
  return MAP_LEGEND.find((entry) => entry.code === code);
}

/** A cell's token in words: "area a (Yard) with mines of grade 1". */
export function describeToken(map: TileMap, token: string): string {
  const reading = readCellToken(token);
  if (!reading.ok) return `not a cell token: ${reading.expected}`;
  const cell = reading.cell;
  switch (cell.kind) {
    case 'wall':
      return 'solid wall';
    case 'void':
      return 'void';
    case 'tile':
    case 'area': {
      const space =
        cell.kind === 'tile'
          ? cell.elements.length === 0
            ? 'a plain tile'
            : 'an isolated tile'
          : `area ${cell.area} (${map.areas[cell.area]?.name ?? 'not declared'})`;
      const elements = cell.elements.map((element) => {
        const entry = MAP_LEGEND.find((e) => e.type === element.type);
        const value =
          element.value === undefined
            ? ''
            : `, ${entry?.value === 'portal' ? 'portal' : 'number'} ${element.value === 'random' ? '? (random)' : element.value}`;
        return `${element.code}: ${entry?.meaning ?? element.type}${value}`;
      });
      return elements.length === 0 ? space : `${space} carrying ${elements.join('; ')}`;
    }
  }
}

/** The palette's border in words: "wall", "bulkhead B1", "automatic door → south". */
export function borderName(spec: BorderSpec): string {
  const name = spec.type.replace(/-/g, ' ');
  if (spec.type === 'bulkhead') return `${name} B${spec.level ?? 0}`;
  if (spec.type === 'automatic-door') return `${name} → ${spec.toward}`;
  return name;
}

/** The word the editor shows for a border ("bulkhead B1", "automatic door → south"). */
export function borderWords(border: TileMap['borders'][number]): string {
  const name = border.type.replace(/-/g, ' ');
  if (border.type === 'bulkhead') return `${name} B${border.level ?? 0}`;
  if (border.type === 'automatic-door') return `${name} → ${border.toward ?? '?'}`;
  return name;
}

type ScreenPoint = { readonly x: number; readonly y: number };

/**
 * The side of a tile nearest the pointer, from where the tile's centre and its east and south neighbours'
 * centres show on screen (so it holds for any camera angle). Without those, screen right is taken as east
 * and screen down as south, as the top view shows a map.
 */
export function nearestSide(
  pointer: ScreenPoint,
  center: ScreenPoint,
  east: ScreenPoint | null,
  south: ScreenPoint | null,
): CellSide {
  const e = east === null ? { x: 1, y: 0 } : { x: east.x - center.x, y: east.y - center.y };
  const s = south === null ? { x: 0, y: 1 } : { x: south.x - center.x, y: south.y - center.y };
  const d = { x: pointer.x - center.x, y: pointer.y - center.y };
  const along = (axis: ScreenPoint) =>
    (d.x * axis.x + d.y * axis.y) / (axis.x * axis.x + axis.y * axis.y || 1);
  const u = along(e);
  const v = along(s);
  if (Math.abs(u) >= Math.abs(v)) return u >= 0 ? 'east' : 'west';
  return v >= 0 ? 'south' : 'north';
}
