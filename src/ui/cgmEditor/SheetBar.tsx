import { useState } from 'react';
import type { SheetDraft } from '../../content/cgm/draft';
import { Refusal } from '../Refusal';

/**
 * The book's sheets as tabs, with the shown sheet's columns (left to right: a command's blue cells are the
 * next columns) and a form to add a sheet. An edit that cannot be made says why.
 * @param onAdd adds a sheet; returns why it cannot, or null
 * @param onColumns changes the shown sheet's columns; returns why it cannot, or null
 */
export function SheetBar({
  sheets,
  shown,
  onShow,
  onAdd,
  onColumns,
  onRemove,
}: {
  sheets: readonly SheetDraft[];
  shown: number | null;
  onShow: (number: number) => void;
  onAdd: (number: number, columns: string) => string | null;
  onColumns: (columns: string) => string | null;
  onRemove: () => void;
}) {
  const next = Math.max(0, ...sheets.map((s) => s.number)) + 1;
  const [number, setNumber] = useState(String(next));
  const [columns, setColumns] = useState('ABCDEFGH');
  const current = sheets.find((s) => s.number === shown);
  const [editColumns, setEditColumns] = useState(current?.columns ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="panel cgm-sheet-bar" data-testid="cgm-sheet-bar">
      <div className="cgm-row">
        {/* The tab list holds the sheet tabs alone (ARIA: a tablist owns only tabs); the add form sits beside it. */}
        <div className="cgm-row" role="tablist" aria-label="Sheets">
          {sheets.map((s) => (
            <button
              key={s.number}
              type="button"
              role="tab"
              aria-selected={s.number === shown}
              className={s.number === shown ? 'tab active' : 'tab'}
              data-testid={`cgm-sheet-${s.number}`}
              onClick={() => {
                setRefusal(null);
                setEditColumns(s.columns);
                onShow(s.number);
              }}
            >
              Sheet {s.number}
            </button>
          ))}
        </div>
        <span className="spacer" />
        <form
          className="cgm-row"
          onSubmit={(e) => {
            e.preventDefault();
            const refused = onAdd(Number(number), columns);
            setRefusal(refused);
            if (refused === null) {
              setEditColumns(columns.toUpperCase());
              setNumber(String(Number(number) + 1));
            }
          }}
        >
          <label>
            New sheet{' '}
            <input
              type="number"
              min={1}
              max={999}
              className="cgm-value"
              aria-label="New sheet's number"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
            />
          </label>
          <input
            className="cgm-notation cgm-columns"
            aria-label="New sheet's columns"
            value={columns}
            onChange={(e) => setColumns(e.target.value)}
          />
          <button type="submit">Add</button>
        </form>
      </div>
      {current !== undefined && (
        <form
          className="cgm-row"
          onSubmit={(e) => {
            e.preventDefault();
            setRefusal(onColumns(editColumns));
          }}
        >
          <label>
            Columns of sheet {current.number}{' '}
            <input
              className="cgm-notation cgm-columns"
              data-testid="cgm-columns"
              value={editColumns}
              onChange={(e) => setEditColumns(e.target.value)}
            />
          </label>
          <button type="submit" disabled={editColumns === current.columns}>
            Change
          </button>
          <button type="button" onClick={onRemove} data-testid="cgm-sheet-remove">
            Remove sheet {current.number}
          </button>
        </form>
      )}
      {refusal !== null && <Refusal text={refusal} />}
    </div>
  );
}
