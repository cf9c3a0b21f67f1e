import { z } from 'zod';
import { formatPackError, packError } from '../../content/errors';
import { readJsonText } from '../../content/fileLimits';
import { demoSchema, type Demo } from '../../content/schemas/demo';
import { CONTENT_SCHEMA_VERSION } from '../../content/schemas/version';
import { issueToPackErrors, PARSE_OPTIONS } from '../../content/zodIssues';

/**
 * A demo file: a pack content file that holds demos, `{ "schemaVersion": 1, "demos": [ … ] }` — what the
 * demo editor exports, what a pack lists, what `npm run replay` and the Demos screen's import read.
 */
export const demoFileSchema = z.strictObject({
  schemaVersion: z.literal(CONTENT_SCHEMA_VERSION, { error: `schema version ${CONTENT_SCHEMA_VERSION}` }),
  demos: z.array(demoSchema, { error: 'a list of demos' }).min(1, { error: 'at least one demo' }).max(200),
});

export type DemoFileRead =
  | { readonly ok: true; readonly demos: readonly Demo[] }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Reads a demo file's text; every error names the file, the path and what was expected. */
export function readDemoFile(name: string, text: string): DemoFileRead {
  const json = readJsonText(text, name);
  if (!json.ok) return { ok: false, errors: [json.error] };
  const result = demoFileSchema.safeParse(json.value, PARSE_OPTIONS);
  if (result.success) return { ok: true, demos: result.data.demos };
  const errors = result.error.issues
    .slice(0, 20)
    .flatMap((issue) => issueToPackErrors(name, issue, json.value))
    .map(formatPackError);
  return {
    ok: false,
    errors:
      errors.length > 0 ? errors : [formatPackError(packError(name, '', 'a demo file', 'something else'))],
  };
}

/** The text of a demo file holding these demos (the editor's export). */
export function demoFileText(demos: readonly Demo[]): string {
  return `${JSON.stringify({ schemaVersion: CONTENT_SCHEMA_VERSION, demos }, null, 2)}\n`;
}
