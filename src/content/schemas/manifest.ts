import { z } from 'zod';
import { flag, id, text } from './fields';
import { CONTENT_SCHEMA_VERSION } from './version';

/** The name every pack's manifest has, at the pack's root. */
export const MANIFEST_FILE = 'pack.json';

/** MAJOR.MINOR.PATCH with optional -pre-release and +build parts (semver 2.0). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
const SEMVER_EXPECTED = 'a version like "1.0.0" (major.minor.patch)';

/** A path inside the pack: forward slashes, no leading slash, no "." or ".." steps, ending in .json. */
const RELATIVE_JSON_PATH = /^(?!\/)(?!.*(?:^|\/)\.{1,2}(?:\/|$))[^\\:*?"<>|]+\.json$/;
const PATH_EXPECTED =
  'a path relative to the pack folder, with forward slashes, ending in .json (like "kraken/weapons.json")';

export const packManifestSchema = z
  .strictObject({
    schemaVersion: z.literal(CONTENT_SCHEMA_VERSION, { error: `schema version ${CONTENT_SCHEMA_VERSION}` }),
    id: id(),
    name: text('name'),
    version: z.string({ error: SEMVER_EXPECTED }).regex(SEMVER, { error: SEMVER_EXPECTED }),
    /** true for the project's own original sample content. */
    sample: flag(),
    description: text('description'),
    files: z
      .array(z.string({ error: PATH_EXPECTED }).regex(RELATIVE_JSON_PATH, { error: PATH_EXPECTED }), {
        error: 'a list of the content files of the pack',
      })
      .min(1, { error: 'a list naming at least one content file' }),
  })
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>();
    manifest.files.forEach((file, index) => {
      if (file === MANIFEST_FILE) {
        ctx.addIssue({
          code: 'custom',
          path: ['files', index],
          input: file,
          message: 'a content file, not the manifest itself',
        });
      } else if (seen.has(file)) {
        ctx.addIssue({
          code: 'custom',
          path: ['files', index],
          input: file,
          message: 'a file not already listed',
        });
      }
      seen.add(file);
    });
  });

export type PackManifest = z.infer<typeof packManifestSchema>;
