import { useState } from 'react';
import { useServices } from '../services';

/**
 * The content packs: the original sample pack and any pack the player imports. A pack is imported by
 * picking all of its files (pack.json and the files it lists); a bad pack is refused with every error
 * naming the file, the place in it and what was expected, and the loaded packs stay as they were.
 */
export function PacksScreen() {
  const { packs } = useServices();
  const [, setRevision] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const importFiles = async (list: FileList) => {
    const files = new Map<string, string>();
    for (const file of Array.from(list)) {
      // A folder pick gives "pack/weapons.json"; a plain pick gives "weapons.json". Keep the path inside the pack.
      const relative =
        file.webkitRelativePath === '' ? file.name : file.webkitRelativePath.split('/').slice(1).join('/');
      files.set(relative, await file.text());
    }
    const outcome = packs.importFiles(files);
    if (outcome.ok) {
      setErrors([]);
      setNotice(`Pack "${outcome.id}" loaded.`);
      setRevision((r) => r + 1);
    } else {
      setNotice(null);
      setErrors(outcome.errors);
    }
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
      <label className="button">
        Import a pack (pick pack.json and its files)
        <input
          type="file"
          multiple
          hidden
          accept="application/json,.json"
          data-testid="import-pack"
          onChange={(e) => {
            if (e.target.files !== null) void importFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
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
