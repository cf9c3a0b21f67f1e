import { useEffect, useRef, useState } from 'react';
import { showCoordinate } from '../../content/cgm/coordinates';
import { Refusal } from '../Refusal';

/**
 * The picked cell in the content notation (`3HC`, `#3HC`, `A>4`, `D+A`, `!A7`, `%12`, `/`): what the author
 * types is kept as typed, and a cell that does not read shows the cell reader's sentence at once. Below it,
 * what the cell does where it stands. "Go to" picks any cell by its coordinate, an empty one too.
 * @param cellKey the picked cell (`1BA`), or null
 * @param picks how many picks so far: each one (the same cell again too) gives the notation box the keyboard
 * @param error the reader's sentence for the text, or null when it reads
 * @param reading what the cell does (its blue cells named)
 * @param onGoTo picks a cell by its coordinate; returns why it cannot, or null
 */
export function CellEditor({
  cellKey,
  picks,
  text,
  error,
  reading,
  onChange,
  onGoTo,
}: {
  cellKey: string | null;
  picks: number;
  text: string;
  error: string | null;
  reading: string;
  onChange: (text: string) => void;
  onGoTo: (coordinate: string) => string | null;
}) {
  const [goTo, setGoTo] = useState('');
  const [goRefusal, setGoRefusal] = useState<string | null>(null);
  // A click on a cell of the sheet edits that cell: the notation box takes the keyboard (and scrolls into
  // view) with the cell's text selected, so typing replaces it.
  const notation = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (cellKey === null) return;
    notation.current?.focus();
    notation.current?.select();
  }, [cellKey, picks]);
  return (
    <section className="panel cgm-cell-editor" aria-label="The picked cell" data-testid="cgm-cell-editor">
      <form
        className="cgm-row"
        onSubmit={(e) => {
          e.preventDefault();
          setGoRefusal(onGoTo(goTo));
        }}
      >
        <strong>
          Cell {cellKey === null ? '—' : <span data-testid="cgm-cell-at">{showCoordinate(cellKey)}</span>}
        </strong>
        <input
          ref={notation}
          className="cgm-notation"
          aria-label="The cell in the notation"
          data-testid="cgm-cell-text"
          disabled={cellKey === null}
          value={text}
          spellCheck={false}
          autoComplete="off"
          placeholder={cellKey === null ? 'Pick a cell on the sheet' : '3HC, #3HC, A>4, D+A, !A7, %12 or /'}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="spacer" />
        <label>
          Go to{' '}
          <input
            className="cgm-goto"
            aria-label="Go to a coordinate"
            data-testid="cgm-goto"
            value={goTo}
            spellCheck={false}
            placeholder="2BZ"
            onChange={(e) => setGoTo(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="cgm-goto-button">
          Go
        </button>
      </form>
      {goRefusal !== null && <Refusal text={goRefusal} testId="cgm-goto-refusal" />}
      {cellKey !== null &&
        (error !== null ? (
          <Refusal text={error} testId="cgm-cell-error" />
        ) : (
          <p className="muted" data-testid="cgm-cell-reading">
            {reading}
          </p>
        ))}
    </section>
  );
}
