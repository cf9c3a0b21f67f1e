import type { TileMap } from '../../../content/schemas/tileMap';
import { mapIndexForId } from '../../tilemap/dungeonSteps';
import { buildGraph, type TileMapGraph } from '../../tilemap/graph';
import type { DungeonState } from './types';

/**
 * Which tile map each map number of the location is, and its graph. A map is only looked up once its
 * Map-ID has been rolled, so nothing here lets anyone peek at a map before the team reaches it (§12).
 * Graphs are derived data: built once per tile-map object and cached, never stored in the context.
 */

const cache = new WeakMap<TileMap, TileMapGraph>();

export function tileMapFor(
  context: Pick<DungeonState, 'maps' | 'mapIds'>,
  mapNumber: number,
): TileMap | null {
  const mapId = context.mapIds[mapNumber - 1];
  if (mapId === undefined || mapId === null || context.maps.length === 0) return null;
  return context.maps[mapIndexForId(mapId, context.maps.length)] ?? null;
}

export function graphFor(
  context: Pick<DungeonState, 'maps' | 'mapIds'>,
  mapNumber: number,
): TileMapGraph | null {
  const map = tileMapFor(context, mapNumber);
  if (map === null) return null;
  const known = cache.get(map);
  if (known !== undefined) return known;
  const graph = buildGraph(map);
  cache.set(map, graph);
  return graph;
}

/** The graph of the map the team stands on (or is travelling to), null before deployment. */
export function currentGraph(context: DungeonState): TileMapGraph | null {
  const exploration = context.exploration;
  if (exploration === null) return context.deployMap === null ? null : graphFor(context, context.deployMap);
  return graphFor(context, exploration.transit?.mapNumber ?? exploration.mapNumber);
}

/** The graph of the map the team stands on (not the one it travels to). */
export function standingGraph(context: DungeonState): TileMapGraph | null {
  const exploration = context.exploration;
  return exploration === null ? null : graphFor(context, exploration.mapNumber);
}
