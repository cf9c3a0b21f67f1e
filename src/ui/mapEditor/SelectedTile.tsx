import { useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';
import {
  borderAt,
  cellToken,
  edgeOfCell,
  paintCell,
  toggleBorder,
  type CellSide,
  type MapEdit,
} from '../../rules/tilemap/edit';
import { borderOnSide, borderWords, describeToken, type BorderSpec, type TileCell } from './tools';
import { Refusal } from '../Refusal';

const SIDES: readonly { side: CellSide; letter: string }[] = [
  { side: 'north', letter: 'N' },
  { side: 'west', letter: 'W' },
  { side: 'east', letter: 'E' },
  { side: 'south', letter: 'S' },
];

/**
 * The selected tile: its token in words, a field to type its token directly, and its four sides, each a
 * button that toggles the palette's border there (N, E, S, W).
 * @param onEdit applies an edit; returns its refusal, or null.
 */
export function SelectedTile({
  map,
  cell,
  border,
  onEdit,
}: {
  map: TileMap;
  cell: TileCell | null;
  border: BorderSpec;
  onEdit: (edit: MapEdit) => string | null;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const token = cell === null ? undefined : cellToken(map, cell.x, cell.y);
  if (cell === null || token === undefined) {
    return (
      <section className="panel tool-panel" aria-label="Selected tile" data-testid="selected-tile">
        <h3>Selected tile</h3>
        <p className="muted small">Click a tile on the map (or a problem below) to select it.</p>
      </section>
    );
  }
  const { x, y } = cell;
  return (
    <section className="panel tool-panel" aria-label="Selected tile" data-testid="selected-tile">
      <h3>
        Tile ({x}, {y}): <code data-testid="selected-token">{token}</code>
      </h3>
      <p className="small" data-testid="selected-words">
        {describeToken(map, token)}
      </p>
      <form
        key={`${x},${y},${token}`}
        onSubmit={(e) => {
          e.preventDefault();
          const input = new FormData(e.currentTarget).get('token');
          setRefusal(onEdit(paintCell(map, x, y, typeof input === 'string' ? input : '')));
        }}
      >
        <label>
          Token{' '}
          <input name="token" className="token" data-testid="selected-token-input" defaultValue={token} />
        </label>
        <button type="submit" data-testid="selected-token-apply">
          Write
        </button>
      </form>
      <div className="edges" aria-label="Sides of the tile">
        {SIDES.map(({ side, letter }) => {
          const edge = edgeOfCell(x, y, side);
          const index = borderAt(map, edge.from, edge.to);
          const present = map.borders[index];
          return (
            <button
              type="button"
              key={side}
              className={`edge edge-${side}${present === undefined ? '' : ' has-border'}`}
              data-testid={`edge-${side}`}
              title={`Put a ${border.type.replace(/-/g, ' ')} on the ${side} side, or take it off`}
              onClick={() => setRefusal(onEdit(toggleBorder(map, borderOnSide(border, x, y, side))))}
            >
              {letter}: {present === undefined ? '—' : borderWords(present)}
            </button>
          );
        })}
        <span className="edge-centre">
          ({x}, {y})
        </span>
      </div>
      {refusal !== null && <Refusal text={refusal} testId="selected-refusal" />}
    </section>
  );
}
