import type { TileMap } from '../content/schemas/tileMap';
import { withEntry } from './myPack';
import type { PackFiles } from './packStore';

/** The player's own pack of tile maps, written by the map editor's "Save into my pack". */
export const MY_MAPS_ID = 'my-maps';

/** The pack's files with `map` added, or replacing the map with the same id. */
export function withMap(existing: PackFiles | undefined, map: TileMap): Record<string, string> {
  return withEntry(
    { id: MY_MAPS_ID, name: 'My maps', description: 'Tile maps drawn in the map editor.', list: 'maps' },
    existing,
    map,
  );
}
