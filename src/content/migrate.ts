import { describeValue } from './errors';
import { CONTENT_SCHEMA_VERSION } from './schemas/version';

/**
 * Migrations of pack files: pure JSON → JSON steps, one per schema version. MIGRATIONS[n] takes a file
 * written at schema version n and returns it as version n + 1; the runner sets `schemaVersion` after each
 * step, so a step only changes what its version changed. A file is migrated step by step up to the
 * app's version; a file from a newer version is refused.
 */

export type JsonObject = Record<string, unknown>;

/** One step; `file` names the file being migrated (for steps that must tell pack.json apart). */
export type MigrationStep = (data: Readonly<JsonObject>, context: { readonly file: string }) => JsonObject;

export type MigrationTable = Readonly<Partial<Record<number, MigrationStep>>>;

/** Version 1 is the first; no steps yet. Add MIGRATIONS[1] when CONTENT_SCHEMA_VERSION becomes 2. */
export const MIGRATIONS: MigrationTable = {};

export type MigrationResult =
  | { readonly ok: true; readonly data: JsonObject; readonly from: number; readonly to: number }
  | { readonly ok: false; readonly expected: string; readonly got: string; readonly hint?: string };

export interface MigrateOptions {
  readonly file: string;
  readonly steps?: MigrationTable;
  /** The version to reach; CONTENT_SCHEMA_VERSION unless a test says otherwise. */
  readonly target?: number;
}

/** Brings a parsed pack file up to the target schema version. The input is never changed. */
export function migrateFile(data: Readonly<JsonObject>, options: MigrateOptions): MigrationResult {
  const steps = options.steps ?? MIGRATIONS;
  const target = options.target ?? CONTENT_SCHEMA_VERSION;
  const from = data.schemaVersion;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) {
    return {
      ok: false,
      expected: `a schema version: a whole number (this app writes ${target})`,
      got: describeValue(from),
    };
  }
  if (from > target) {
    return {
      ok: false,
      expected: `schema version ${target} or older`,
      got: String(from),
      hint: `the file was written for a newer version of the app, which reads up to schema version ${from}; update the app to load it`,
    };
  }
  let current: JsonObject = structuredClone(data);
  for (let version = from; version < target; version += 1) {
    const step = steps[version];
    if (step === undefined) {
      return {
        ok: false,
        expected: `a schema version this app can migrate from (${target} or a version with a migration step)`,
        got: String(version),
      };
    }
    current = { ...step(current, { file: options.file }), schemaVersion: version + 1 };
  }
  return { ok: true, data: current, from, to: target };
}
