import { readTileMapGrid, edgeKey, type TileMapSource, type TileMapGrid } from '../../content/tilemap/grid';
import type { MapCell, MapElement } from '../../content/tilemap/cells';
import type { BorderType, Direction, MapElementType } from '../../content/tilemap/legend';
import type { CellPos, SpaceId } from './types';

/**
 * The spaces of a tile map and how they touch (Space Kraken §13 Tiles and areas, Move and activate;
 * kraken.tiles-areas, kraken.move-activate). An area is one space however many cells it covers; every tile
 * (an isolated element tile or a plain "." tile) is a space of its own; walls "#" and voids "~" are not
 * spaces at all. Two spaces are adjacent when a cell of one touches a cell of the other side to side
 * (never diagonally); whether the team can cross depends on the border on that edge, on the tile being
 * entered and on the tile being left (`neighbours`).
 */

export const DIRECTION_STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  north: [0, -1],
  east: [1, 0],
  south: [0, 1],
  west: [-1, 0],
};

export const OPPOSITE: Readonly<Record<Direction, Direction>> = {
  north: 'south',
  east: 'west',
  south: 'north',
  west: 'east',
};

const DIRECTION_ORDER: readonly Direction[] = ['north', 'east', 'south', 'west'];

/** An element placed on a cell, with the key the exploration remembers it by (`x,y#index`). */
export interface PlacedElement {
  readonly key: string;
  readonly element: MapElement;
  readonly cell: CellPos;
  readonly space: SpaceId;
}

export interface Space {
  readonly id: SpaceId;
  readonly kind: 'area' | 'tile';
  /** The area key, for an area. */
  readonly area?: string;
  readonly cells: readonly CellPos[];
  readonly elements: readonly PlacedElement[];
}

/** A border line's element, when it is one the team interacts with. */
export interface BorderInfo {
  readonly index: number;
  readonly type: BorderType;
  /** Bulkhead level: a number, or 'random' for "?" (absent counts as 0). */
  readonly level?: number | 'random';
  readonly toward?: Direction;
}

/** One cell edge the team would cross: from a cell of one space to the cell beside it. */
export interface Crossing {
  readonly from: CellPos;
  readonly to: CellPos;
  /** The way the team travels across this edge. */
  readonly direction: Direction;
  readonly border: BorderInfo | null;
}

/** Everything on one side of a space: another space, or a wall, a void or the map's edge. */
export interface Link {
  readonly to: SpaceId | null;
  readonly beyond: 'space' | 'wall' | 'void' | 'edge';
  readonly crossings: readonly Crossing[];
}

/**
 * A bulkhead the team can open (kraken.bulkhead): a `B#` tile (key = its element key) or a `bulkhead`
 * border (key `border:<index>`), with the spaces beside it.
 */
export interface BulkheadInfo {
  readonly key: string;
  readonly at: 'tile' | 'border';
  readonly value: number | 'random';
  /** The bulkhead tile's own space, or the spaces on either side of the border. */
  readonly spaces: readonly SpaceId[];
}

export interface TileMapGraph {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly grid: TileMapGrid;
  readonly spaces: ReadonlyMap<SpaceId, Space>;
  /** spaceAt[y][x]: the space a cell belongs to, null for walls and voids. */
  readonly spaceAt: readonly (readonly (SpaceId | null)[])[];
  readonly links: ReadonlyMap<SpaceId, readonly Link[]>;
  /** Every placed element by key. */
  readonly elements: ReadonlyMap<string, PlacedElement>;
  readonly bulkheads: ReadonlyMap<string, BulkheadInfo>;
  readonly borders: readonly BorderInfo[];
  /** The name the map gives each area key (its `areas`), for the words a player reads. */
  readonly areaNames: ReadonlyMap<string, string>;
}

export function areaSpaceId(area: string): SpaceId {
  return `area:${area}`;
}

export function tileSpaceId(x: number, y: number): SpaceId {
  return `tile:${x},${y}`;
}

export function cellAt(grid: TileMapGrid, x: number, y: number): MapCell | undefined {
  return grid.cells[y]?.[x];
}

/** The key of the unit edge on one side of a cell (see edgeKey in src/content/tilemap/grid.ts). */
export function sideEdgeKey(x: number, y: number, side: Direction): string {
  switch (side) {
    case 'north':
      return edgeKey('horizontal', x, y);
    case 'south':
      return edgeKey('horizontal', x, y + 1);
    case 'west':
      return edgeKey('vertical', x, y);
    case 'east':
      return edgeKey('vertical', x + 1, y);
  }
}

function readBorders(map: TileMapSource): BorderInfo[] {
  return map.borders.map((line, index): BorderInfo => {
    const base = { index, type: line.type };
    if (line.type === 'bulkhead') {
      return { ...base, level: line.level === '?' ? 'random' : (line.level ?? 0) };
    }
    return line.toward === undefined ? base : { ...base, toward: line.toward };
  });
}

/** The border on one side of a cell, if any. */
export function borderOnSide(
  graph: Pick<TileMapGraph, 'grid' | 'borders'>,
  x: number,
  y: number,
  side: Direction,
): BorderInfo | null {
  const edge = graph.grid.edges.get(sideEdgeKey(x, y, side));
  return edge === undefined ? null : (graph.borders[edge.border] ?? null);
}

function collectSpaces(grid: TileMapGrid) {
  const spaceAt: (SpaceId | null)[][] = [];
  const cells = new Map<SpaceId, CellPos[]>();
  const kinds = new Map<SpaceId, { kind: 'area' | 'tile'; area?: string }>();
  const placed = new Map<SpaceId, PlacedElement[]>();
  const elements = new Map<string, PlacedElement>();
  grid.cells.forEach((row, y) => {
    spaceAt.push(
      row.map((cell, x): SpaceId | null => {
        if (cell.kind === 'wall' || cell.kind === 'void') return null;
        const id = cell.kind === 'area' ? areaSpaceId(cell.area) : tileSpaceId(x, y);
        if (!kinds.has(id))
          kinds.set(id, cell.kind === 'area' ? { kind: 'area', area: cell.area } : { kind: 'tile' });
        const own = cells.get(id) ?? [];
        own.push([x, y]);
        cells.set(id, own);
        cell.elements.forEach((element, index) => {
          const item: PlacedElement = { key: `${x},${y}#${index}`, element, cell: [x, y], space: id };
          elements.set(item.key, item);
          const list = placed.get(id) ?? [];
          list.push(item);
          placed.set(id, list);
        });
        return id;
      }),
    );
  });
  const spaces = new Map<SpaceId, Space>();
  for (const [id, kind] of kinds) {
    spaces.set(id, { id, ...kind, cells: cells.get(id) ?? [], elements: placed.get(id) ?? [] });
  }
  return { spaceAt, spaces, elements };
}

function collectLinks(
  graph: Pick<TileMapGraph, 'grid' | 'borders' | 'width' | 'height'>,
  spaceAt: readonly (readonly (SpaceId | null)[])[],
  spaces: ReadonlyMap<SpaceId, Space>,
): Map<SpaceId, Link[]> {
  const links = new Map<SpaceId, Link[]>();
  for (const space of spaces.values()) {
    const bySide = new Map<string, { to: SpaceId | null; beyond: Link['beyond']; crossings: Crossing[] }>();
    for (const [x, y] of space.cells) {
      for (const direction of DIRECTION_ORDER) {
        const [dx, dy] = DIRECTION_STEP[direction];
        const [nx, ny] = [x + dx, y + dy];
        const inside = nx >= 0 && ny >= 0 && nx < graph.width && ny < graph.height;
        const target = inside ? (spaceAt[ny]?.[nx] ?? null) : null;
        if (target === space.id) continue;
        const cell = inside ? cellAt(graph.grid, nx, ny) : undefined;
        const beyond: Link['beyond'] =
          target !== null ? 'space' : !inside ? 'edge' : cell?.kind === 'void' ? 'void' : 'wall';
        // An area's sides toward walls, voids and the edge are many and all alike: keep one entry per kind.
        // A tile keeps one entry per side.
        const group = target ?? (space.kind === 'tile' ? `${beyond}:${direction}` : beyond);
        const crossing: Crossing = {
          from: [x, y],
          to: [nx, ny],
          direction,
          border: borderOnSide(graph, x, y, direction),
        };
        const entry = bySide.get(group) ?? { to: target, beyond, crossings: [] };
        entry.crossings.push(crossing);
        bySide.set(group, entry);
      }
    }
    links.set(space.id, [...bySide.values()]);
  }
  return links;
}

function collectBulkheads(
  borders: readonly BorderInfo[],
  elements: ReadonlyMap<string, PlacedElement>,
  links: ReadonlyMap<SpaceId, readonly Link[]>,
): Map<string, BulkheadInfo> {
  const bulkheads = new Map<string, BulkheadInfo>();
  for (const item of elements.values()) {
    if (item.element.type !== 'bulkhead') continue;
    bulkheads.set(item.key, {
      key: item.key,
      at: 'tile',
      value: item.element.value ?? 0,
      spaces: [item.space],
    });
  }
  for (const border of borders) {
    if (border.type !== 'bulkhead') continue;
    const beside = new Set<SpaceId>();
    for (const [from, list] of links) {
      if (list.some((link) => link.crossings.some((c) => c.border?.index === border.index))) beside.add(from);
    }
    bulkheads.set(`border:${border.index}`, {
      key: `border:${border.index}`,
      at: 'border',
      value: border.level ?? 0,
      spaces: [...beside],
    });
  }
  return bulkheads;
}

/** Reads a tile map (one that passed the content schema) into its spaces and their links. */
export function buildGraph(map: TileMapSource & { readonly id?: string }): TileMapGraph {
  const grid = readTileMapGrid(map);
  const borders = readBorders(map);
  const base = { grid, borders, width: map.width, height: map.height };
  const { spaceAt, spaces, elements } = collectSpaces(grid);
  const links = collectLinks(base, spaceAt, spaces);
  const bulkheads = collectBulkheads(borders, elements, links);
  return {
    id: map.id ?? 'map',
    ...base,
    spaces,
    spaceAt,
    links,
    elements,
    bulkheads,
    areaNames: areaNamesOf(map),
  };
}

/** The declared name of each area (a validated map names every area it uses). */
function areaNamesOf(map: TileMapSource): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, area] of Object.entries(map.areas)) {
    const name = typeof area === 'object' && area !== null && 'name' in area ? area.name : undefined;
    if (typeof name === 'string' && name !== '') names.set(key, name);
  }
  return names;
}

/** The elements of one type on a space (for an area: on any of its cells). */
export function elementsOf(space: Space | undefined, type: MapElementType): readonly PlacedElement[] {
  return space?.elements.filter((item) => item.element.type === type) ?? [];
}

export function hasElement(space: Space | undefined, type: MapElementType): boolean {
  return elementsOf(space, type).length > 0;
}

/** Every space carrying an element of this type, in reading order. */
export function spacesWith(graph: TileMapGraph, type: MapElementType): readonly SpaceId[] {
  const found: SpaceId[] = [];
  for (const item of graph.elements.values()) {
    if (item.element.type === type && !found.includes(item.space)) found.push(item.space);
  }
  return found;
}
