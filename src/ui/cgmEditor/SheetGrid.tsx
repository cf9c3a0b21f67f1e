import type { SheetGrid as Grid } from '../../content/cgm/grid';
import { showAxis } from '../../content/cgm/grid';
import { showCoordinate } from '../../content/cgm/coordinates';

/**
 * A CGM sheet as its grid: the columns across, the rows down, each cell in the notation and coloured as
 * the book colours it (red coordinates, green commands, plain coordinates, the end `/`), a cell that does
 * not read marked. A click picks a cell for the cell editor. In peek mode the cells the line visited are
 * marked, and the cell it waits at.
 * @param selected the picked cell's key (`1BA`), or null
 * @param visited cells a peeked line passed through (empty when not peeking)
 * @param current the cell a peeked line looks at now, or null
 */
export function SheetGrid({
  grid,
  selected,
  visited,
  current,
  onPick,
}: {
  grid: Grid;
  selected: string | null;
  visited: ReadonlySet<string>;
  current: string | null;
  onPick: (key: string) => void;
}) {
  return (
    <div className="cgm-grid-wrap" data-testid="cgm-grid">
      <table className="cgm-grid" aria-label={`CGM sheet ${grid.number}`}>
        <thead>
          <tr>
            <th scope="col" className="corner">
              {grid.number}
            </th>
            {grid.columns.map((c) => (
              <th key={c} scope="col">
                {showAxis(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, r) => (
            <tr key={row}>
              <th scope="row">{showAxis(row)}</th>
              {(grid.cells[r] ?? []).map((cell) => {
                const classes = [
                  'cgm-cell',
                  `cell-${cell.kind}`,
                  cell.key === selected ? 'selected' : '',
                  visited.has(cell.key) ? 'visited' : '',
                  cell.key === current ? 'current' : '',
                ]
                  .filter((c) => c !== '')
                  .join(' ');
                return (
                  <td key={cell.key} className={classes}>
                    <button
                      type="button"
                      data-testid={`cgm-cell-${cell.key}`}
                      title={`${showCoordinate(cell.key)}${cell.error === null ? '' : `: ${cell.error}`}`}
                      aria-pressed={cell.key === selected}
                      onClick={() => onPick(cell.key)}
                    >
                      {cell.label}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
