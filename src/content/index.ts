/** Content packs: schemas, loader, registry. Imports only zod; runs in the browser and in node. */
export { loadPack, type LoadPackOptions, type PackLoadResult } from './loadPack';
export { PackRegistry, type AddOutcome, type PackLookup } from './registry';
export type { ContentPack, PackCollections } from './pack';
export { formatPackError, formatPackErrors, type PackError } from './errors';
export { canonicalJson, contentHash, cyrb53 } from './hash';
export {
  MIGRATIONS,
  migrateFile,
  type MigrationResult,
  type MigrationStep,
  type MigrationTable,
} from './migrate';
export { readJson, type JsonReading } from './jsonText';
export { edgeKey, inspectTileMap, readTileMapGrid, type MapEdge, type TileMapGrid } from './tilemap/grid';
export { readCellToken, type MapCell, type MapElement } from './tilemap/cells';
export * from './tilemap/legend';
export * from './schemas/version';
export { ID_PATTERN, namedEffectSchema, type NamedEffect } from './schemas/fields';
export * from './schemas/manifest';
export * from './schemas/kraken';
export * from './schemas/board';
export * from './schemas/salvage';
export * from './schemas/scenario';
export * from './schemas/quest';
export * from './schemas/packFile';
