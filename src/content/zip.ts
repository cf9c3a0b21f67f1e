/**
 * Reads the JSON files out of a .zip archive, so a book owner can import a pack as one file. Only what a
 * pack needs: stored and deflated entries, no encryption, no ZIP64, no archives spanning disks. Every number
 * the archive states is checked against the bytes before it is used, and the work is bounded (entry count,
 * sizes, the inflated output), so a broken or hostile archive is refused with a sentence, never a hang or an
 * out-of-memory crash. No DOM: the inflater is the web-standard DecompressionStream (Node has it too) or one
 * a caller passes.
 */

/** At most this many entries in an archive (a pack has a few dozen files). */
export const ZIP_MAX_ENTRIES = 2000;
/** At most this many bytes inflated in all: a pack is text, far smaller. */
export const ZIP_MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** Inflates raw deflate data, giving up (null) once the output would pass `limit` bytes. */
export type Inflate = (data: Uint8Array, limit: number) => Promise<Uint8Array | null>;

export type ZipResult =
  | { readonly ok: true; readonly files: ReadonlyMap<string, string> }
  | { readonly ok: false; readonly error: string };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

class ZipError extends Error {}

function fail(message: string): never {
  throw new ZipError(message);
}

/** Where the end-of-central-directory record starts, searching back over a comment of any length. */
function findEnd(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return fail('the file is not a zip archive (no end-of-archive record found)');
}

function readEntries(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_SIZE) fail('the file is too short to be a zip archive');
  const end = findEnd(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 8, true) !== count)
    fail('archives split over several files are not read; zip the pack as one file');
  if (count === 0xffff || directoryOffset === 0xffffffff)
    fail('ZIP64 archives are not read; a pack is small enough for a plain zip');
  if (count > ZIP_MAX_ENTRIES) fail(`at most ${ZIP_MAX_ENTRIES} files in the archive, found ${count}`);
  if (directoryOffset + directorySize > end) fail('the archive is damaged (its directory lies past its end)');
  const decoder = new TextDecoder('utf-8');
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      fail(`the archive is damaged (directory entry ${i + 1} of ${count} is unreadable)`);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) fail(`the archive is damaged (entry ${i + 1}'s name runs past its end)`);
    entries.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's stored bytes, found through its local header. */
function entryData(bytes: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    fail(`the archive is damaged ("${entry.name}" has no readable header)`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.byteLength)
    fail(`the archive is damaged ("${entry.name}" runs past the end of the file)`);
  return bytes.subarray(start, start + entry.compressedSize);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as zip stores it, to tell a damaged entry from a good one. */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = (CRC_TABLE[(c ^ (data[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Inflates with the web-standard DecompressionStream, stopping once the output passes `limit`. */
export const streamInflate: Inflate = async (data, limit) => {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
};

/** Whether an entry is a JSON file worth reading (not a folder, not a desktop's own metadata). */
function isPackFile(name: string): boolean {
  if (name.endsWith('/') || !name.toLowerCase().endsWith('.json')) return false;
  return !name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
}

/**
 * The JSON files of a zip archive as path → text (the paths as the archive names them), or the one
 * sentence saying why the archive cannot be read.
 */
export async function readZip(bytes: Uint8Array, inflate: Inflate = streamInflate): Promise<ZipResult> {
  try {
    const files = new Map<string, string>();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let total = 0;
    for (const entry of readEntries(bytes)) {
      if (!isPackFile(entry.name)) continue;
      if (entry.flags & 1) fail(`"${entry.name}" is encrypted; zip the pack without a password`);
      total += entry.size;
      if (total > ZIP_MAX_TOTAL_BYTES)
        fail(
          `the archive unpacks to more than ${ZIP_MAX_TOTAL_BYTES / (1024 * 1024)} MB; a pack is far smaller`,
        );
      const data = entryData(bytes, entry);
      let content: Uint8Array | null;
      if (entry.method === STORED) content = data;
      else if (entry.method === DEFLATED) content = await inflate(data, entry.size);
      else content = fail(`"${entry.name}" is packed by a method zip readers rarely know (${entry.method})`);
      if (content === null || content.byteLength !== entry.size || crc32(content) !== entry.crc)
        fail(`"${entry.name}" is damaged in the archive (its contents do not check out)`);
      try {
        files.set(entry.name, decoder.decode(content));
      } catch {
        fail(`"${entry.name}" is not UTF-8 text`);
      }
    }
    if (files.size === 0) fail('the archive holds no .json files');
    return { ok: true, files };
  } catch (error) {
    if (error instanceof ZipError) return { ok: false, error: error.message };
    throw error;
  }
}
