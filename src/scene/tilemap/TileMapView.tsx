import { useMemo } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import { TileMapLayers } from './TileMapLayers';
import type { DoneMark, TileCell, TileClickHandler, TileHighlight, TileHoverHandler, ZoneMap } from './types';

export interface TileMapViewProps {
  /** The map to draw, as the content schema reads it (required). */
  readonly map: TileMap;
  /**
   * Atmosphere per space, e.g. `zonesOf(state, graph).zones` with the repaired hull breaches (default: the
   * map's own zones, every hull breach unrepaired); null draws every floor in the neutral colour.
   */
  readonly zones?: ZoneMap | null;
  /** The cell the team's token stands on (default null: no token). */
  readonly team?: TileCell | null;
  /** Framed tiles with optional labels (`data-testid="tile-label-<id>"`), e.g. reachable neighbours with their oxygen cost (default none). */
  readonly highlights?: readonly TileHighlight[];
  /** Defeated, taken, used, off, opened and locked elements and border bulkheads (default none). */
  readonly done?: readonly DoneMark[];
  /** The map is cleared: its enemies, bosses, treasure and disruptors are drawn gone (default false). */
  readonly cleared?: boolean;
  /** Where the map's top-left corner goes on the table, [x, z] in tiles (default [0, 0]). */
  readonly offset?: readonly [number, number];
  /** Primary button pressed on a cell: (x, y, 0) (default none). */
  readonly onTileClick?: TileClickHandler;
  /** The cell under the pointer changed, or null once on leaving the map; nothing renders (default none). */
  readonly onTileHover?: TileHoverHandler;
}

const NONE_HIGHLIGHTED: readonly TileHighlight[] = [];
const NONE_DONE: readonly DoneMark[] = [];
const ORIGIN = [0, 0] as const;

/**
 * One tile map from its data, 1 world unit per tile, x east, z south (the map's y), y up, its top-left corner
 * at `offset`: floors shaded Outside / Inside with each area tinted as one space and isolated tiles rimmed,
 * wall blocks, border pieces coloured by type (automatic doors with an arrow), a plate and a code on every
 * element, and the state overlays. Draws through the same instanced meshes as LocationView (see
 * TileMapLayers), about nine draw calls whatever the map's size. To show several maps, use LocationView: two
 * TileMapViews side by side would double the draw calls.
 */
export function TileMapView({
  map,
  zones,
  team = null,
  highlights = NONE_HIGHLIGHTED,
  done = NONE_DONE,
  cleared = false,
  offset = ORIGIN,
  onTileClick,
  onTileHover,
}: TileMapViewProps) {
  const [ox, oz] = offset;
  const layers = useMemo(
    () => [{ map, zones, team, highlights, done, cleared, offset: [ox, oz] as const }],
    [map, zones, team, highlights, done, cleared, ox, oz],
  );
  return <TileMapLayers layers={layers} onTileClick={onTileClick} onTileHover={onTileHover} />;
}
