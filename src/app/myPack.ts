import type { PackFiles } from './packStore';

/** A player's own single-kind pack ("My boards", "My maps"): what it is called and which list it holds. */
export interface MyPackKind {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The pack-file list the entries go in, also the file's name: `boards` → boards.json. */
  readonly list: 'boards' | 'maps' | 'demos';
}

/**
 * The pack's files with `entry` added, or replacing the entry with the same id. Every save is a new patch
 * version, so a save file can tell which state of the pack it was played with.
 */
export function withEntry(
  kind: MyPackKind,
  existing: PackFiles | undefined,
  entry: { readonly id: string },
): Record<string, string> {
  const file = `${kind.list}.json`;
  const previous = existing?.[file];
  const entries =
    previous === undefined
      ? []
      : ((JSON.parse(previous) as Record<string, { readonly id: string }[]>)[kind.list] ?? []);
  const next = [...entries.filter((e) => e.id !== entry.id), entry];
  const manifest = existing?.['pack.json'];
  const patch =
    manifest === undefined
      ? 0
      : Number((JSON.parse(manifest) as { version: string }).version.split('.')[2] ?? 0) + 1;
  return {
    'pack.json': JSON.stringify(
      {
        schemaVersion: 1,
        id: kind.id,
        name: kind.name,
        version: `1.0.${patch}`,
        sample: false,
        description: kind.description,
        files: [file],
      },
      null,
      2,
    ),
    [file]: JSON.stringify({ schemaVersion: 1, [kind.list]: next }, null, 2),
  };
}
