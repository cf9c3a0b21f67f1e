import { useMemo } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import { placeMaps } from './locationLayout';
import { TileMapLayers } from './TileMapLayers';
import type {
  DoneMark,
  TileCell,
  TileClickHandler,
  TileFigure,
  TileHighlight,
  TileHoverHandler,
  TileMapLayer,
  ZoneMap,
} from './types';

/** One map of the location, with its overlays (every field but `map` optional, as in TileMapView). */
export interface LocationMap {
  /** The map (required). */
  readonly map: TileMap;
  /** Atmosphere per space (default: the map's own zones; null: neutral floors). */
  readonly zones?: ZoneMap | null;
  /** The team's cell, on the map it is on (default null). */
  readonly team?: TileCell | null;
  /** Framed tiles with optional labels (default none). */
  readonly highlights?: readonly TileHighlight[];
  /** Element and border-bulkhead states (default none). */
  readonly done?: readonly DoneMark[];
  /** The figures of a fight on this map (default none). */
  readonly figures?: readonly TileFigure[];
  /** The map is cleared (default false). */
  readonly cleared?: boolean;
  /** DOM title over the map, `data-testid="tile-map-title-<index>"` (default none). */
  readonly title?: string;
}

export interface LocationViewProps {
  /** The maps to lay out, in order (map number 1 first); up to nine, all drawn together (required). */
  readonly maps: readonly LocationMap[];
  /** Maps per row (default: as square as the count allows: 1, 2, 2, 2, 3 … 3 for nine). */
  readonly columns?: number;
  /** Tiles between neighbouring maps (default 3). */
  readonly gap?: number;
  /** A click on a cell: (x, y, index of the map in `maps`); a drag orbits and never clicks (default none). */
  readonly onTileClick?: TileClickHandler;
  /** The cell under the pointer changed ({ x, y, map }), or null on leaving; nothing renders (default none). */
  readonly onTileHover?: TileHoverHandler;
  /** A click on a fight's figure, by its id (see TileMapLayers; default none). */
  readonly onFigureClick?: (id: string) => void;
}

/**
 * The maps of a whole location side by side in a grid (placeMaps), map 1 at the top-left, drawn through ONE
 * set of instanced meshes (TileMapLayers): nine 40 × 30 maps cost the same draw calls as one. The maps'
 * frame starts at [0, 0] (map 1's top-left corner); TileMapCanvas centres it on the table.
 */
export function LocationView({
  maps,
  columns,
  gap = 3,
  onTileClick,
  onTileHover,
  onFigureClick,
}: LocationViewProps) {
  const layers = useMemo((): TileMapLayer[] => {
    const { offsets } = placeMaps(
      maps.map((m) => m.map),
      columns,
      gap,
    );
    return maps.map((m, i) => ({ ...m, offset: offsets[i] ?? [0, 0] }));
  }, [maps, columns, gap]);
  return (
    <TileMapLayers
      layers={layers}
      onTileClick={onTileClick}
      onTileHover={onTileHover}
      onFigureClick={onFigureClick}
    />
  );
}
