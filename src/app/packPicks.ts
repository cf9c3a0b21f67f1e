import { readZip } from '../content/zip';

/**
 * The files of a pack as the player handed them over — picked one by one, a whole folder, or one .zip —
 * as path → text for the pack loader, which finds the manifest among them. A zip that cannot be read is
 * refused with its own sentence before the loader runs, and nothing is imported.
 */
export type PickedFiles =
  | { readonly ok: true; readonly files: ReadonlyMap<string, string> }
  | { readonly ok: false; readonly errors: string[] };

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';

/** A folder pick gives "pack/weapons.json"; a plain pick gives "weapons.json". */
const pathOf = (file: File) => (file.webkitRelativePath === '' ? file.name : file.webkitRelativePath);

export async function readPickedFiles(list: readonly File[]): Promise<PickedFiles> {
  const files = new Map<string, string>();
  const errors: string[] = [];
  for (const file of list) {
    if (isZip(file)) {
      const unzipped = await readZip(new Uint8Array(await file.arrayBuffer()));
      if (!unzipped.ok) errors.push(`${file.name}: ${unzipped.error}`);
      else for (const [path, text] of unzipped.files) files.set(path, text);
    } else {
      files.set(pathOf(file), await file.text());
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files };
}
