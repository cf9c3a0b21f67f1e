/**
 * A problem in a content pack, located so a book owner can find and fix it: which file, where inside it,
 * what was expected. One PackError formats to one line:
 *
 *   kraken/weapons.json at weapons[3].grade: expected a number from 1 to 6, got "seven"
 */
export interface PackError {
  /** Path of the file relative to the pack folder, e.g. "kraken/weapons.json". */
  readonly file: string;
  /** Where in the file: a JSON path like "weapons[3].grade", "line 4, column 9" for a syntax error, or "" for the whole file. */
  readonly path: string;
  /** What would have been right, e.g. "a number from 1 to 6". */
  readonly expected: string;
  /** The whole explanation, e.g. 'expected a number from 1 to 6, got "seven"'. */
  readonly message: string;
}

/** The path of a value inside a JSON document: entries[3].grade, areas["hall 2"]. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'symbol') out += `[${String(key)}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
}

const MAX_SHOWN = 60;

/** A short rendering of a value found in a file, for the "got ..." half of a message. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object' && value !== null) return 'an object';
  const shown = JSON.stringify(value);
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN - 1)}…"` : shown;
}

export function packError(
  file: string,
  path: string,
  expected: string,
  got: string,
  hint?: string,
): PackError {
  const message = `expected ${expected}, got ${got}${hint === undefined ? '' : ` (${hint})`}`;
  return { file, path, expected, message };
}

/** One readable line. */
export function formatPackError(error: PackError): string {
  return error.path === ''
    ? `${error.file}: ${error.message}`
    : `${error.file} at ${error.path}: ${error.message}`;
}

/** Every error on its own line, in the order found. */
export function formatPackErrors(errors: readonly PackError[]): string {
  return errors.map(formatPackError).join('\n');
}

/** The longest message or expectation a pack error keeps: a typed or damaged value is quoted, never echoed whole. */
export const MAX_ERROR_CHARS = 700;

function capText(text: string): string {
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

/** The error with its message and expectation cut to MAX_ERROR_CHARS (a 1 MB cell must not come back in full). */
export function capPackError(error: PackError): PackError {
  return { ...error, expected: capText(error.expected), message: capText(error.message) };
}
