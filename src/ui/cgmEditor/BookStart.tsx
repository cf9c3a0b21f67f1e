import { useState } from 'react';

/**
 * Where a CGM book comes from: a loaded pack's book, a blank one, or a campaign file. A file that would not
 * load as a pack is refused with every reason, and the book on screen stays.
 * @param books the loaded packs that hold a CGM book
 * @param onImport reads a file; returns the reasons it is refused, or null once it is open
 */
export function BookStart({
  books,
  onOpen,
  onBlank,
  onImport,
}: {
  books: readonly { readonly packId: string; readonly name: string }[];
  onOpen: (packId: string) => void;
  onBlank: () => void;
  onImport: (file: File) => Promise<readonly string[] | null>;
}) {
  const [choice, setChoice] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  return (
    <section className="panel cgm-start" aria-label="Open a book" data-testid="cgm-start">
      <div className="cgm-row">
        <label>
          <strong>A pack's book</strong>{' '}
          <select data-testid="cgm-book-choice" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Pick a pack…</option>
            {books.map((b) => (
              <option key={b.packId} value={b.packId}>
                {b.name} ({b.packId})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-testid="cgm-book-open"
          disabled={choice === ''}
          onClick={() => {
            setErrors([]);
            onOpen(choice);
          }}
        >
          Open
        </button>
        <button
          type="button"
          data-testid="cgm-blank"
          onClick={() => {
            setErrors([]);
            onBlank();
          }}
        >
          Start a blank book
        </button>
        <label className="button">
          Import a campaign file…
          <input
            type="file"
            hidden
            accept="application/json,.json"
            data-testid="cgm-import"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file !== undefined) void onImport(file).then((refused) => setErrors(refused ?? []));
            }}
          />
        </label>
      </div>
      {errors.length > 0 && (
        <div className="refusal" role="alert" data-testid="cgm-import-errors">
          <p>Not opened; the book on screen is unchanged:</p>
          <ul>
            {errors.slice(0, 30).map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
          {errors.length > 30 && <p>… and {errors.length - 30} more.</p>}
        </div>
      )}
    </section>
  );
}
