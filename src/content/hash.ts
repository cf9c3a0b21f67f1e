/**
 * A stable fingerprint of pack content, so a save can tell whether the pack it was played with is the one
 * loaded now. Canonical JSON (object keys sorted, no whitespace) makes it independent of key order and
 * formatting; the pack's hash (see contentHash) also sorts entries by id, so splitting or reordering files
 * does not change it either.
 */

/** JSON with object keys sorted at every depth; undefined fields are left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // JSON.stringify gives undefined for undefined and functions; they read as null, as in a JSON list.
    const text = JSON.stringify(value) as string | undefined;
    return text ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const fields = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${fields.join(',')}}`;
}

/**
 * cyrb53: two 32-bit multiply-xor lanes folded into 53 bits, returned as 14 hex digits. Fast, well mixed,
 * not cryptographic (a fingerprint, not a signature).
 */
export function cyrb53(text: string, seed = 0): string {
  let a = 0xdeadbeef ^ seed;
  let b = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 2654435761);
    b = Math.imul(b ^ unit, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507);
  a ^= Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & b) + (a >>> 0);
  return value.toString(16).padStart(14, '0');
}

/**
 * The hash of a pack's content: each kind's entries sorted by id, canonical JSON, cyrb53. Kinds without
 * entries are left out; the manifest is not included (a save checks id and version separately).
 */
export function contentHash(
  collections: Readonly<Record<string, readonly { readonly id: string }[]>>,
): string {
  const content: Record<string, unknown> = {};
  for (const [kind, entries] of Object.entries(collections)) {
    if (entries.length === 0) continue;
    content[kind] = [...entries].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  }
  return cyrb53(canonicalJson(content));
}
