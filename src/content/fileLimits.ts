/**
 * The first steps of reading any file a player hands the app (a save, a pack file): before anything recursive
 * runs on it. A size cap, the byte-order mark Windows editors put in front of UTF-8 stripped, and a nesting
 * depth measured by a flat scan of the text — so a file nested thousands of levels deep is refused with a
 * sentence instead of overflowing the stack in a migration or a schema.
 */

/** No save or pack file of this app comes near this; a larger one is refused unread. */
export const MAX_FILE_CHARS = 20_000_000;

/** Deeper than any save or pack of this app nests (a tile map's cells are about 8 levels down). */
export const MAX_DEPTH = 64;

/** At most this much of a value is quoted back in a message. */
const QUOTE_CHARS = 100;

/** A value as a message quotes it: at most ~100 characters, with the length of what was cut. */
export function quote(value: unknown): string {
  const text =
    typeof value === 'string' ? value : ((JSON.stringify(value) as string | undefined) ?? String(value));
  if (text.length <= QUOTE_CHARS) return `"${text}"`;
  return `"${text.slice(0, QUOTE_CHARS)}…" (${text.length} characters)`;
}

/** How deep `[` and `{` nest in a JSON text, strings skipped; stops counting once past `limit`. */
export function jsonDepth(text: string, limit = MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

export type JsonRead =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** Parses a file's text as JSON within the caps, naming the file (`what`) in every refusal. */
export function readJsonText(text: string, what: string): JsonRead {
  if (text.length > MAX_FILE_CHARS) {
    return {
      ok: false,
      error: `${what} is too large (${text.length} characters; at most ${MAX_FILE_CHARS}).`,
    };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const depth = jsonDepth(body);
  if (depth > MAX_DEPTH) {
    return { ok: false, error: `${what} nests deeper than ${MAX_DEPTH} levels; no file of this app does.` };
  }
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (e) {
    return { ok: false, error: `${what} is not valid JSON: ${(e as Error).message.slice(0, 200)}.` };
  }
}
