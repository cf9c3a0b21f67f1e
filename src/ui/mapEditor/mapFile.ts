import { describeValue, formatPackError, packError } from '../../content/errors';
import { readJson } from '../../content/jsonText';
import { migrateFile, type JsonObject } from '../../content/migrate';
import { CONTENT_SCHEMA_VERSION } from '../../content/schemas/version';
import { tileMapSchema, type TileMap } from '../../content/schemas/tileMap';
import { issueToPackErrors, PARSE_OPTIONS } from '../../content/zodIssues';
import { validateTileMap } from '../../rules/tilemap/validate';

/**
 * Map files for the editor's import and export. Export writes a content file a pack can list as it is
 * (`{ "schemaVersion": 1, "maps": [map] }`); import reads that, or a bare map object, through the same
 * checks as a pack (JSON, schema version, the map schema) and then the map validator, so a refused file
 * says where it is wrong in the words of docs/content.md.
 */

export type MapFileReading =
  | { readonly ok: true; readonly map: TileMap; readonly note?: string }
  | { readonly ok: false; readonly errors: readonly string[] };

/** The content file of one map, as export writes it. */
export function mapFileText(map: TileMap): string {
  return `${JSON.stringify({ schemaVersion: CONTENT_SCHEMA_VERSION, maps: [map] }, null, 2)}\n`;
}

/** The name export gives the file. */
export function mapFileName(map: TileMap): string {
  return `${map.id}.maps.json`;
}

const refused = (...errors: string[]): MapFileReading => ({ ok: false, errors });

/** Reads a map file's text: a content file with a `maps` list (its first map is taken), or one map object. */
export function readMapFile(file: string, text: string): MapFileReading {
  const reading = readJson(text);
  if (!reading.ok) {
    return refused(
      formatPackError(
        packError(
          file,
          `line ${reading.line}, column ${reading.column}`,
          reading.expected,
          reading.got,
          'the file is not valid JSON',
        ),
      ),
    );
  }
  const value = reading.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refused(
      formatPackError(
        packError(file, '', 'a map object, or { "schemaVersion": 1, "maps": [ … ] }', describeValue(value)),
      ),
    );
  }
  let data = value as JsonObject;
  let prefix: (string | number)[] = [];
  let note: string | undefined;
  if ('maps' in data || 'schemaVersion' in data) {
    const migrated = migrateFile(data, { file });
    if (!migrated.ok) {
      return refused(
        formatPackError(packError(file, 'schemaVersion', migrated.expected, migrated.got, migrated.hint)),
      );
    }
    const maps = migrated.data.maps;
    if (!Array.isArray(maps) || maps.length === 0) {
      return refused(
        formatPackError(packError(file, 'maps', 'a list of at least one map', describeValue(maps))),
      );
    }
    data = maps[0] as JsonObject;
    prefix = ['maps', 0];
    if (maps.length > 1) note = `The file holds ${maps.length} maps; the first one is open.`;
  }
  const result = tileMapSchema.safeParse(data, PARSE_OPTIONS);
  if (!result.success) {
    return refused(
      ...result.error.issues.flatMap((issue) =>
        issueToPackErrors(file, issue, data, prefix).map(formatPackError),
      ),
    );
  }
  const errors = validateTileMap(result.data).filter((issue) => issue.severity === 'error');
  if (errors.length > 0) return refused(...errors.map((issue) => `${file}: ${issue.message}`));
  return note === undefined ? { ok: true, map: result.data } : { ok: true, map: result.data, note };
}
