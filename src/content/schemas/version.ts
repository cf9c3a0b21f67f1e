/**
 * The schema version this app reads and writes. Every top-level pack file (pack.json and each content file)
 * carries `schemaVersion`; an older file is migrated up to this version on load (see ../migrate.ts), a
 * newer one is refused.
 */
export const CONTENT_SCHEMA_VERSION = 1;
