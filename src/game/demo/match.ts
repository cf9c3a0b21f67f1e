/**
 * How a demo compares decisions: the learner's against the one a "your turn" step asks for, and a wrong one
 * against a hint's fields. Plain JSON comparison; nothing here knows a mode.
 */

type Json = unknown;

function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const ra = a as Record<string, Json>;
  const rb = b as Record<string, Json>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) {
    if (!sameJson(ra[key], rb[key])) return false;
  }
  return true;
}

/** A copy of `value` without the fields at the dotted paths ("order.to"). */
function without(value: Json, paths: readonly string[]): Json {
  if (paths.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, field] of Object.entries(record)) {
    if (paths.includes(key)) continue;
    const deeper = paths.filter((p) => p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1));
    out[key] = without(field, deeper);
  }
  return out;
}

/** The decision is the one asked for: equal in every field but those at the `ignore` paths. */
export function sameDecision(expected: Json, given: Json, ignore: readonly string[] = []): boolean {
  return sameJson(without(expected, ignore), without(given, ignore));
}

/** Every field of `when` is in `given` with the same value (deeply); other fields of `given` do not matter. */
export function hasFields(given: Json, when: Json): boolean {
  if (typeof when !== 'object' || when === null || Array.isArray(when)) return sameJson(given, when);
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return false;
  const g = given as Record<string, Json>;
  return Object.entries(when as Record<string, Json>).every(([key, value]) => hasFields(g[key], value));
}
