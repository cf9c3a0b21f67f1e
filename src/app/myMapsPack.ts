import type { TileMap } from '../content/schemas/tileMap';
import type { PackFiles } from './packStore';

/** The player's own pack of tile maps, written by the map editor's "Save into my pack". */
export const MY_MAPS_ID = 'my-maps';

/** The pack's files with `map` added, or replacing the map with the same id. */
export function withMap(existing: PackFiles | undefined, map: TileMap): Record<string, string> {
  const previous = existing?.['maps.json'];
  const maps = previous === undefined ? [] : (JSON.parse(previous) as { maps: TileMap[] }).maps;
  const next = [...maps.filter((m) => m.id !== map.id), map];
  // Every save is a new version, so a save file can tell which state of the pack it was played with.
  const manifest = existing?.['pack.json'];
  const patch =
    manifest === undefined
      ? 0
      : Number((JSON.parse(manifest) as { version: string }).version.split('.')[2] ?? 0) + 1;
  return {
    'pack.json': JSON.stringify(
      {
        schemaVersion: 1,
        id: MY_MAPS_ID,
        name: 'My maps',
        version: `1.0.${patch}`,
        sample: false,
        description: 'Tile maps drawn in the map editor.',
        files: ['maps.json'],
      },
      null,
      2,
    ),
    'maps.json': JSON.stringify({ schemaVersion: 1, maps: next }, null, 2),
  };
}
