import type { Board } from '../../rules/board/types';
import type { HeatmapView } from './useHeatmap';

/**
 * "Where could I stand?": the heat map's controls and what it shows. The map tints every level's floor by
 * what the moving figure would get against the target from each square — green a clear line, amber cover,
 * red blocked (brighter for better odds when a mode supplies them) — and is shown while a figure is dragged
 * in the move tool, or all the time with the button. The status line carries the map's counts as data
 * attributes for tests (`data-testid="heatmap-status"`).
 * @param board the board (its figures are the targets offered).
 * @param moverId the figure the map is for ('' when none is chosen yet).
 * @param targetId the figure it is against.
 * @param onTarget picks another target.
 * @param pinned the map is kept on (the button) rather than only while dragging.
 * @param onPinned turns it on or off.
 * @param view what useHeatmap answered.
 * @param dragging a figure is being dragged right now.
 */
export function HeatmapPanel({
  board,
  moverId,
  targetId,
  onTarget,
  pinned,
  onPinned,
  view,
  dragging,
}: {
  board: Board;
  moverId: string;
  targetId: string;
  onTarget: (id: string) => void;
  pinned: boolean;
  onPinned: (on: boolean) => void;
  view: HeatmapView;
  dragging: boolean;
}) {
  const mover = board.figures.find((f) => f.id === moverId);
  const counts = view.counts;
  return (
    <section className="panel tool-panel" aria-label="Where could I stand?" data-testid="heatmap-panel">
      <h3>Where could I stand?</h3>
      <p className="muted">
        While you drag a figure (or with the button), every floor is tinted by what it would see of the target
        from each square: green clear, amber in cover, red blocked. Nothing moves until you make the move.
      </p>
      <label>
        Target{' '}
        <select data-testid="heatmap-target" value={targetId} onChange={(e) => onTarget(e.target.value)}>
          <option value="">—</option>
          {board.figures
            .filter((f) => f.id !== moverId)
            .map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
        </select>
      </label>
      <button
        type="button"
        data-testid="heatmap-show"
        aria-pressed={pinned}
        className={pinned ? 'active' : undefined}
        disabled={!pinned && (mover === undefined || targetId === '')}
        onClick={() => onPinned(!pinned)}
      >
        {pinned ? 'Hide the map' : 'Where could I stand?'}
      </button>
      <p
        data-testid="heatmap-status"
        data-state={view.status}
        data-dragging={dragging ? 'true' : 'false'}
        data-mover={view.map?.moverId ?? ''}
        data-target={view.map?.targetId ?? ''}
        data-squares={view.map?.count ?? 0}
        data-clear={counts?.clear ?? 0}
        data-cover={counts?.cover ?? 0}
        data-blocked={counts?.blocked ?? 0}
        data-reachable={counts?.reachable ?? 0}
        aria-live="polite"
      >
        {mover === undefined
          ? 'Pick the figure to move (drag it, or choose it in the move panel).'
          : targetId === ''
            ? 'Pick a target.'
            : view.status === 'working'
              ? `Working out where ${mover.name} could stand…`
              : view.status === 'failed'
                ? `No map: ${view.error ?? 'the worker failed'}`
                : view.status === 'ready' && counts !== null && view.map !== null
                  ? `${String(view.map.count)} squares for ${mover.name}: ${String(counts.clear)} clear, ` +
                    `${String(counts.cover)} in cover, ${String(counts.blocked)} blocked; ` +
                    `${String(counts.reachable)} within this move.`
                  : 'Drag the figure, or press the button, to see the map.'}
      </p>
      <p className="heatmap-legend muted" aria-hidden="true">
        <span className="verdict-clear">■ clear</span> <span className="verdict-cover">■ cover</span>{' '}
        <span className="verdict-blocked">■ blocked</span> — dim: out of this move's reach when odds are shown
      </p>
    </section>
  );
}
