import { jsonDepth, MAX_DEPTH } from './fileLimits';
import { MANIFEST_FILE } from './schemas/manifest';
import { isPackKind } from './schemas/packFile';

/**
 * Where a pack starts among the files a player handed over (picked one by one, a whole folder, or a zip):
 * the files keyed relative to the pack's folder, and which of them is the manifest. The manifest is
 * "pack.json" by convention, but a book owner may have named it after the book: a JSON file that reads as a
 * manifest (a schema version, an id and a list of files, and no content kinds) is taken whatever its name.
 */
export interface PackRoot {
  readonly files: ReadonlyMap<string, string>;
  /** The manifest's path among `files`; "pack.json" when none was found (the loader then says so). */
  readonly manifest: string;
}

/** A manifest is small; larger files are content and are not parsed twice to find out. */
const MANIFEST_MAX_CHARS = 256 * 1024;

/** "./a\\b.json" and "a/b.json" name the same file. */
export function normalisePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}

const depthOf = (path: string) => path.split('/').length;

/** Whether a file's text reads as a pack manifest, by its keys (not its name). */
function readsAsManifest(text: string): boolean {
  if (text.length > MANIFEST_MAX_CHARS) return false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (jsonDepth(body) > MAX_DEPTH) return false;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.includes('schemaVersion') &&
    keys.includes('id') &&
    Array.isArray((value as { files?: unknown }).files) &&
    !keys.some(isPackKind)
  );
}

/** The one path at the shallowest depth among `paths`, if exactly one stands there. */
function shallowestOne(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined;
  const depth = Math.min(...paths.map(depthOf));
  const at = paths.filter((path) => depthOf(path) === depth);
  return at.length === 1 ? at[0] : undefined;
}

/** Keeps the files inside the manifest's folder, keyed relative to it. */
function rootedAt(byPath: ReadonlyMap<string, string>, manifestPath: string): PackRoot {
  const cut = manifestPath.lastIndexOf('/') + 1;
  const prefix = manifestPath.slice(0, cut);
  return {
    manifest: manifestPath.slice(cut),
    files: new Map(
      [...byPath]
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, text]) => [path.slice(prefix.length), text] as const),
    ),
  };
}

export function packRoot(files: ReadonlyMap<string, string>): PackRoot {
  const byPath = new Map([...files].map(([path, text]) => [normalisePath(path), text] as const));
  if (byPath.has(MANIFEST_FILE)) return { files: byPath, manifest: MANIFEST_FILE };
  // A folder picked whole arrives as "my-pack/pack.json", "my-pack/kraken/crew.json".
  const named = shallowestOne([...byPath.keys()].filter((path) => path.endsWith(`/${MANIFEST_FILE}`)));
  if (named !== undefined) return rootedAt(byPath, named);
  const byContent = shallowestOne(
    [...byPath]
      .filter(([path, text]) => path.endsWith('.json') && readsAsManifest(text))
      .map(([path]) => path),
  );
  if (byContent !== undefined) return rootedAt(byPath, byContent);
  return { files: byPath, manifest: MANIFEST_FILE };
}
