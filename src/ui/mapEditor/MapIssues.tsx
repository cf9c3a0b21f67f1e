import type { MapIssue } from '../../rules/tilemap/validate';
import type { TileCell } from './tools';

/**
 * What is wrong with the map, live: the validator's errors (the map cannot be played) and warnings (odd but
 * legal), each with the cell it is about; clicking one selects that cell on the map.
 */
export function MapIssues({
  issues,
  onPick,
}: {
  issues: readonly MapIssue[];
  onPick: (cell: TileCell) => void;
}) {
  const errors = issues.filter((i) => i.severity === 'error').length;
  return (
    <section className="panel map-issues" aria-label="Problems" data-testid="map-issues-panel">
      <h3>
        Problems{' '}
        <span className={`badge ${errors > 0 ? 'issue-error' : 'issue-none'}`} data-testid="map-issue-count">
          {errors === 0 ? 'none' : `${errors} error${errors === 1 ? '' : 's'}`}
        </span>
      </h3>
      {issues.length === 0 ? (
        <p className="notice" data-testid="map-issues-none">
          No problems: the map can be played.
        </p>
      ) : (
        <ul className="issue-list" data-testid="map-issues">
          {issues.map((issue, i) => {
            const cell = issue.cell;
            return (
              <li key={i} className={`issue-${issue.severity}`} data-testid={`map-issue-${i}`}>
                <span className="issue-kind">{issue.severity === 'error' ? 'Error' : 'Warning'}</span>{' '}
                {cell === undefined ? (
                  issue.message
                ) : (
                  <button
                    type="button"
                    className="link"
                    title={`Select tile (${cell[0]}, ${cell[1]})`}
                    onClick={() => onPick({ x: cell[0], y: cell[1] })}
                  >
                    {issue.message}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
