import type { Board as BoardDoc } from '../../content/schemas/board';
import type { Mark, Sighting } from './boardViews';
import { VERDICT_WORDS, inches } from './boardViews';
import { MarkSelect } from './MarkSelect';
import { LEVEL_NAMES } from '../../rules/board/types';
import { spotWords } from '../../rules/board/spotWords';

/**
 * Line of sight between two figures (clear, in cover or blocked, with what blocks and which figures stand on
 * the line), or from one figure to every other at once.
 */
export function LosPanel({
  board,
  viewer,
  target,
  onViewer,
  onTarget,
  showAll,
  onShowAll,
  sightings,
  visibility,
  onVisibility,
}: {
  board: BoardDoc;
  viewer: Mark | null;
  target: Mark | null;
  onViewer: (m: Mark | null) => void;
  onTarget: (m: Mark | null) => void;
  showAll: boolean;
  onShowAll: (on: boolean) => void;
  sightings: readonly Sighting[];
  visibility: number | null;
  onVisibility: (v: number | null) => void;
}) {
  const name = (id: string) => {
    const piece = board.terrain.find((p) => p.id === id);
    return (
      board.figures.find((f) => f.id === id)?.name ??
      // Terrain has no name a player reads: a piece is told by its kind and where it stands (words, never
      // coordinates), not its id.
      (piece === undefined
        ? 'a piece no longer on the board'
        : `the ${piece.kind} at ${spotWords(board, piece.x, piece.z)} on ${LEVEL_NAMES[piece.level]}`)
    );
  };
  return (
    <section className="panel tool-panel" aria-label="Line of sight" data-testid="los-panel">
      <h3>Line of sight</h3>
      <p className="muted">Click the viewer, then the target, on the board — or pick them here.</p>
      <MarkSelect
        board={board}
        value={viewer}
        onChange={onViewer}
        testId="los-viewer"
        label="Viewer"
        allowPoint={false}
      />
      {!showAll && (
        <MarkSelect
          board={board}
          value={target}
          onChange={onTarget}
          testId="los-target"
          label="Target"
          allowPoint={false}
        />
      )}
      <label>
        <input
          type="checkbox"
          data-testid="los-all"
          checked={showAll}
          onChange={(e) => onShowAll(e.target.checked)}
        />{' '}
        To every other figure
      </label>{' '}
      <label>
        Visibility limit{' '}
        <input
          type="number"
          data-testid="los-visibility"
          placeholder="none"
          value={visibility ?? ''}
          onChange={(e) => onVisibility(e.target.value === '' ? null : Number(e.target.value))}
        />
      </label>
      <table className="sightings" data-testid="los-results">
        <tbody>
          {sightings.map((s) => (
            <tr key={s.target.id} data-testid={`los-row-${s.target.id}`}>
              <td>{s.target.name}</td>
              <td
                className={`verdict verdict-${s.result.verdict}`}
                data-testid={`los-verdict-${s.target.id}`}
              >
                {VERDICT_WORDS[s.result.verdict]}
                {s.result.beyondVisibility ? ' (beyond visibility)' : ''}
              </td>
              <td>{inches(s.result.distance)}</td>
              <td data-testid={`los-why-${s.target.id}`}>
                {s.result.verdict === 'blocked' && `blocked by ${s.result.blockers.map(name).join(', ')}`}
                {s.result.verdict === 'cover' &&
                  `cover from ${[...s.result.coverBy, ...s.result.blockers].map(name).join(', ') || 'terrain'}`}
                {s.result.figuresCrossing.length > 0 &&
                  ` — ${s.result.figuresCrossing.map(name).join(', ')} on the line (Fringe: no shot)`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
