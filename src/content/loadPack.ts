import { capPackError, describeValue, formatPath, packError, type PackError } from './errors';
import { jsonDepth, MAX_DEPTH, MAX_FILE_CHARS } from './fileLimits';
import { contentHash } from './hash';
import { readJson } from './jsonText';
import { migrateFile, type JsonObject, type MigrationTable } from './migrate';
import { emptyBuckets, toCollections, type ContentPack, type Located, type PackBuckets } from './pack';
import { packRoot } from './packRoot';
import { crossCheck } from './references';
import { MANIFEST_FILE, packManifestSchema, type PackManifest } from './schemas/manifest';
import {
  isPackFileExtra,
  isPackKind,
  PACK_FILE_EXTRAS,
  PACK_KINDS,
  packFileSchema,
  type PackEntries,
  type PackKind,
} from './schemas/packFile';
import type { CompanyBond } from './schemas/salvageMission';
import { issueToPackErrors, PARSE_OPTIONS } from './zodIssues';

/**
 * Loads a pack from its files' text: reads pack.json, then every file it lists (JSON → migrate →
 * validate), then checks ids and references across files. Pure: no file system, no DOM; the caller reads
 * the files (from disk, a bundle or a user's import) and passes their text.
 */

export type PackLoadResult =
  | { readonly ok: true; readonly pack: ContentPack }
  | { readonly ok: false; readonly errors: readonly PackError[] };

export interface LoadPackOptions {
  /** Migration steps by schema version; the app's own table unless a test passes another. */
  readonly migrations?: MigrationTable;
}

const KIND_LIST = PACK_KINDS.map((k) => JSON.stringify(k)).join(', ');
const EXTRA_LIST = PACK_FILE_EXTRAS.map((k) => JSON.stringify(k)).join(', ');

/** JSON text → migrated object, or errors pushed to `errors`. */
function readDocument(
  file: string,
  text: string,
  errors: PackError[],
  options: LoadPackOptions,
): JsonObject | undefined {
  // Before anything recursive (the JSON reader, migrations, schemas) walks it: size, byte-order mark, depth.
  if (text.length > MAX_FILE_CHARS) {
    errors.push(packError(file, '', `at most ${MAX_FILE_CHARS} characters`, `${text.length} characters`));
    return undefined;
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const depth = jsonDepth(body);
  if (depth > MAX_DEPTH) {
    errors.push(
      packError(file, '', `nesting at most ${MAX_DEPTH} levels deep`, `more than ${MAX_DEPTH} levels`),
    );
    return undefined;
  }
  const reading = readJson(body);
  if (!reading.ok) {
    errors.push(
      packError(
        file,
        `line ${reading.line}, column ${reading.column}`,
        reading.expected,
        reading.got,
        'the file is not valid JSON',
      ),
    );
    return undefined;
  }
  const value = reading.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push(
      packError(
        file,
        '',
        'an object { "schemaVersion": 1, ... } at the top of the file',
        describeValue(value),
      ),
    );
    return undefined;
  }
  const migrated = migrateFile(value as JsonObject, {
    file,
    ...(options.migrations ? { steps: options.migrations } : {}),
  });
  if (!migrated.ok) {
    errors.push(packError(file, 'schemaVersion', migrated.expected, migrated.got, migrated.hint));
    return undefined;
  }
  return migrated.data;
}

function readManifest(
  file: string,
  text: string,
  errors: PackError[],
  options: LoadPackOptions,
): PackManifest | undefined {
  const data = readDocument(file, text, errors, options);
  if (data === undefined) return undefined;
  const result = packManifestSchema.safeParse(data, PARSE_OPTIONS);
  if (result.success) {
    // A manifest under another name must not list itself either.
    const self = result.data.files.indexOf(file);
    if (self < 0) return result.data;
    errors.push(
      packError(
        file,
        formatPath(['files', self]),
        'a content file, not the manifest itself',
        JSON.stringify(file),
      ),
    );
    return undefined;
  }
  for (const issue of result.error.issues) errors.push(...issueToPackErrors(file, issue, data));
  return undefined;
}

function collect<K extends PackKind>(
  kind: K,
  entries: readonly PackEntries[K][] | undefined,
  file: string,
  buckets: PackBuckets,
) {
  entries?.forEach((entry, index) => {
    buckets[kind].push({ entry, file, index });
  });
}

/** What a content file holds besides its lists: the objects a pack has at most one of. */
interface PackExtras {
  readonly companyBond: Located<CompanyBond>[];
}

/**
 * Checks the top-level keys name kinds, then validates the lists; valid entries go to `buckets` (and the
 * single objects such as a company bond to `extras`).
 */
function readContentFile(
  file: string,
  data: JsonObject,
  buckets: PackBuckets,
  extras: PackExtras,
  errors: PackError[],
) {
  const keys = Object.keys(data).filter((key) => key !== 'schemaVersion');
  const unknown = keys.filter((key) => !isPackKind(key) && !isPackFileExtra(key));
  for (const key of unknown) {
    errors.push(
      packError(
        file,
        formatPath([key]),
        `a kind of content: one of ${KIND_LIST}, or ${EXTRA_LIST}`,
        JSON.stringify(key),
        'unknown kind',
      ),
    );
  }
  if (keys.length === 0) {
    errors.push(
      packError(file, '', `at least one list of content under a kind's name (${KIND_LIST})`, 'none'),
    );
  }
  // Validate the known kinds even when some keys were unknown, so one import shows every problem.
  const known = Object.fromEntries(Object.entries(data).filter(([key]) => !unknown.includes(key)));
  const result = packFileSchema.safeParse(known, PARSE_OPTIONS);
  if (!result.success) {
    for (const issue of result.error.issues) errors.push(...issueToPackErrors(file, issue, known));
    return;
  }
  for (const kind of PACK_KINDS) collect(kind, result.data[kind], file, buckets);
  if (result.data.companyBond !== undefined) {
    extras.companyBond.push({ entry: result.data.companyBond, file, index: 0 });
  }
}

/** A pack has one company bond track at most: the company climbs one track. */
function checkExtras(extras: PackExtras, errors: PackError[]) {
  const [first, ...rest] = extras.companyBond;
  if (first === undefined) return;
  for (const located of rest) {
    errors.push(
      packError(
        located.file,
        'companyBond',
        'one companyBond in the pack (a company climbs one bond track)',
        'a second one',
        `the first is in ${first.file}`,
      ),
    );
  }
}

/**
 * Loads and validates a whole pack. `files`: path relative to the pack folder → the file's text. Every
 * error is cut to a bounded length, whichever check wrote it.
 */
export function loadPack(files: ReadonlyMap<string, string>, options: LoadPackOptions = {}): PackLoadResult {
  const result = readPack(files, options);
  return result.ok ? result : { ok: false, errors: result.errors.map(capPackError) };
}

function readPack(files: ReadonlyMap<string, string>, options: LoadPackOptions): PackLoadResult {
  const root = packRoot(files);
  const byPath = root.files;
  const manifestFile = root.manifest;
  const manifestText = byPath.get(manifestFile);
  if (manifestText === undefined) {
    const given = [...byPath.keys()].map((p) => JSON.stringify(p)).join(', ') || 'no files at all';
    const error = packError(
      MANIFEST_FILE,
      '',
      'a manifest at the root of the pack (pack.json, or a file with "schemaVersion", "id" and "files")',
      'no such file',
      `files given: ${given}`,
    );
    return { ok: false, errors: [error] };
  }
  const errors: PackError[] = [];
  const manifest = readManifest(manifestFile, manifestText, errors, options);
  if (manifest === undefined) return { ok: false, errors };

  manifest.files.forEach((path, index) => {
    if (!byPath.has(path)) {
      errors.push(
        packError(
          manifestFile,
          formatPath(['files', index]),
          'the path of a file in the pack',
          JSON.stringify(path),
          'no such file',
        ),
      );
    }
  });
  for (const path of byPath.keys()) {
    if (path !== manifestFile && path.endsWith('.json') && !manifest.files.includes(path)) {
      errors.push(
        packError(
          path,
          '',
          `a file listed in ${manifestFile} "files"`,
          `a file ${manifestFile} does not list`,
          'add it to "files", or leave it out of the pack',
        ),
      );
    }
  }

  const buckets = emptyBuckets();
  const extras: PackExtras = { companyBond: [] };
  for (const file of manifest.files) {
    const text = byPath.get(file);
    if (text === undefined) continue;
    const data = readDocument(file, text, errors, options);
    if (data !== undefined) readContentFile(file, data, buckets, extras, errors);
  }
  checkExtras(extras, errors);
  errors.push(...crossCheck(buckets));
  if (errors.length > 0) return { ok: false, errors };

  const collections = toCollections(buckets);
  const companyBond = extras.companyBond[0]?.entry;
  // The bond track is hashed as a list of one, so a pack without one hashes as it did before it existed.
  // Demos are left out: they change no game content, and adding one must not refuse the saves of the pack.
  const hash = contentHash({
    ...Object.fromEntries(
      PACK_KINDS.filter((kind) => kind !== 'demos').map((kind) => [
        kind,
        buckets[kind].map((located) => located.entry),
      ]),
    ),
    companyBond: companyBond === undefined ? [] : [{ id: 'company-bond', ...companyBond }],
  });
  const pack: ContentPack =
    companyBond === undefined
      ? { manifest, hash, ...collections }
      : { manifest, hash, ...collections, companyBond };
  return { ok: true, pack };
}
