import { useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import { setCells, type MapEdit } from '../../rules/tilemap/edit';
import { Refusal } from '../Refusal';

/** A border line as a pack writes it: { "from": [3, 1], "to": [3, 2], "type": "door" }. */
function borderJson(border: TileMap['borders'][number]): string {
  const fields = Object.entries(border).map(
    ([key, value]) => `"${key}": ${Array.isArray(value) ? `[${value.join(', ')}]` : JSON.stringify(value)}`,
  );
  return `{ ${fields.join(', ')} }`;
}

/**
 * The map as the content format writes it: the `cells` rows, one per line, which can be edited here
 * directly (the map follows as long as the rows read; a row that does not read is named and the map stays as
 * it was), and the `borders` list, numbered as the problems name them.
 * @param onEdit applies an edit; returns its refusal, or null.
 */
export function CellsText({ map, onEdit }: { map: TileMap; onEdit: (edit: MapEdit) => string | null }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = draft ?? map.cells.join('\n');
  return (
    <section className="panel cells-text" aria-label="Cells as text" data-testid="cells-panel">
      <h3>Cells as text</h3>
      <p className="muted small">
        One row per line, top row first, tokens separated by spaces — the <code>cells</code> of the map file.
        Type here to change the map; the rows line up again when you leave the box.
      </p>
      <textarea
        data-testid="cells-text"
        aria-label="Cells, one row per line"
        spellCheck={false}
        wrap="off"
        rows={Math.min(map.height + 1, 24)}
        value={text}
        onChange={(e) => {
          const value = e.target.value;
          setDraft(value);
          setRefusal(onEdit(setCells(map, value)));
        }}
        onBlur={() => {
          if (refusal === null) setDraft(null);
        }}
      />
      {refusal !== null && (
        <Refusal text={refusal} testId="cells-refusal">
          {' '}
          The map keeps its last rows that read.{' '}
          <button
            type="button"
            className="link"
            data-testid="cells-discard"
            onClick={() => {
              setDraft(null);
              setRefusal(null);
            }}
          >
            Show the map's rows again
          </button>
        </Refusal>
      )}
      <h4>Borders</h4>
      {map.borders.length === 0 ? (
        <p className="muted small" data-testid="map-borders-none">
          No borders: pick a border type in the palette and click near a side of a tile.
        </p>
      ) : (
        <ol className="border-list" start={0} data-testid="map-borders">
          {map.borders.map((b, i) => (
            <li key={i}>
              <code>{borderJson(b)}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
