import { useState, type ChangeEvent } from 'react';
import { readPickedFiles } from '../packPicks';
import { useServices } from '../services';

/**
 * The content packs: the original sample pack and any pack the player imports. A pack is imported by
 * picking its files (the manifest and the files it lists), its folder, or one .zip of it; a bad pack is
 * refused with every error naming the file, the place in it and what was expected, and the loaded packs stay
 * as they were.
 */
export function PacksScreen() {
  const { packs } = useServices();
  const [, setRevision] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const importFiles = async (list: FileList) => {
    const picked = await readPickedFiles(Array.from(list));
    const outcome = picked.ok ? packs.importFiles(picked.files) : picked;
    if (outcome.ok) {
      setErrors([]);
      setNotice(`Pack "${outcome.id}" loaded.`);
      setRevision((r) => r + 1);
    } else {
      setNotice(null);
      setErrors(outcome.errors);
    }
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    if (e.target.files !== null) void importFiles(e.target.files);
    e.target.value = '';
  };

  return (
    <div className="screen packs" data-testid="packs-screen">
      <h1>Content packs</h1>
      <table className="pack-table">
        <thead>
          <tr>
            <th>Pack</th>
            <th>Version</th>
            <th>Content hash</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {packs.list().map((p) => (
            <tr key={p.id} data-testid={`pack-${p.id}`}>
              <td>{p.name}</td>
              <td>{p.version}</td>
              <td>
                <code>{p.hash}</code>
              </td>
              <td>{p.sample ? <span className="badge">Sample content</span> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        A pack is a manifest (usually pack.json) and the JSON files it lists. Pick the files, the pack's
        folder, or one .zip of it.
      </p>
      <div className="pack-imports">
        <label className="button">
          Import files (.json or .zip)
          <input
            type="file"
            multiple
            hidden
            accept="application/json,.json,application/zip,.zip"
            data-testid="import-pack"
            onChange={onPick}
          />
        </label>
        <label className="button">
          Import a folder
          <input
            type="file"
            hidden
            data-testid="import-pack-folder"
            // React has no prop for it; a folder pick keeps each file's path inside the folder.
            ref={(el) => el?.setAttribute('webkitdirectory', '')}
            onChange={onPick}
          />
        </label>
      </div>
      {notice !== null && (
        <p className="notice" role="status" data-testid="pack-notice">
          {notice}
        </p>
      )}
      {errors.length > 0 && (
        <ul className="refusal" role="alert" data-testid="pack-errors">
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
