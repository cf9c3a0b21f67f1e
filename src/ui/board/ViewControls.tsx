import { useCallback, useMemo, useState } from 'react';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { Level } from '../../rules/board/types';
import type { CameraPreset, LevelShow, LevelVisibility } from '../../scene/board/types';

const PRESETS: readonly { id: CameraPreset; label: string; title: string }[] = [
  { id: 'iso', label: 'Iso', title: 'Isometric, from the south-east' },
  { id: 'top', label: 'Top', title: 'Top-down, north up' },
  { id: 'side', label: 'Side', title: 'Side-on from the south: the three levels apart' },
  { id: 'free', label: 'Free', title: 'Leave the camera where you orbit it' },
];

const SHOWS: readonly LevelShow[] = ['shown', 'faded', 'hidden'];

/** How the board is looked at: the camera framing, each level shown / faded / hidden, the grid. */
export interface BoardView {
  readonly preset: CameraPreset;
  /** Bumped by "Reset view" so the same preset frames the board again after orbiting. */
  readonly revision: number;
  readonly levels: LevelVisibility;
  readonly grid: boolean;
}

export interface BoardViewActions {
  readonly setPreset: (p: CameraPreset) => void;
  readonly setLevels: (v: LevelVisibility) => void;
  readonly setGrid: (on: boolean) => void;
  /** Back to the isometric framing with every level shown. */
  readonly reset: () => void;
  /** Frame the board again with the current preset (after orbiting away). */
  readonly reframe: () => void;
}

const ALL_SHOWN: LevelVisibility = { 1: 'shown', 2: 'shown', 3: 'shown' };

/** The view state every board screen keeps (salvage mission, Board screen): one hook, one set of controls. */
export function useBoardView(): [BoardView, BoardViewActions] {
  const [preset, setPreset] = useState<CameraPreset>('iso');
  const [revision, setRevision] = useState(0);
  const [levels, setLevels] = useState<LevelVisibility>(ALL_SHOWN);
  const [grid, setGrid] = useState(false);
  const reset = useCallback(() => {
    setPreset('iso');
    setLevels(ALL_SHOWN);
    setRevision((r) => r + 1);
  }, []);
  const view = useMemo(() => ({ preset, revision, levels, grid }), [preset, revision, levels, grid]);
  const reframe = useCallback(() => setRevision((r) => r + 1), []);
  const actions = useMemo(() => ({ setPreset, setLevels, setGrid, reset, reframe }), [reset, reframe]);
  return [view, actions];
}

/**
 * The board's view bar, docked on the table's top-left corner: camera presets, a reset, each level shown /
 * faded / hidden (to look into The Mids and The Sink), and the 1" grid with its scale.
 */
export function ViewControls({ view, actions }: { view: BoardView; actions: BoardViewActions }) {
  return (
    <div className="view-controls" role="toolbar" aria-label="View of the board" data-testid="view-controls">
      <span className="group" role="group" aria-label="Camera">
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            title={p.title}
            aria-pressed={view.preset === p.id}
            className={view.preset === p.id ? 'active' : ''}
            data-testid={`camera-${p.id}`}
            onClick={() => {
              // A second press on the same preset frames the board again.
              if (p.id === view.preset) actions.reframe();
              else actions.setPreset(p.id);
            }}
          >
            {p.label}
          </button>
        ))}
        <button
          type="button"
          data-testid="view-reset"
          title="Isometric view, every level shown"
          onClick={actions.reset}
        >
          Reset view
        </button>
      </span>
      <span className="group" role="group" aria-label="Levels">
        {([1, 2, 3] as const).map((level: Level) => (
          <label key={level}>
            {LEVEL_NAMES[level]}{' '}
            <select
              data-testid={`level-${level}`}
              value={view.levels[level]}
              onChange={(e) => {
                const show = SHOWS.find((s) => s === e.target.value);
                if (show !== undefined) actions.setLevels({ ...view.levels, [level]: show });
              }}
            >
              {SHOWS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        ))}
      </span>
      <label className="group">
        <input
          type="checkbox"
          data-testid="view-grid"
          checked={view.grid}
          onChange={(e) => actions.setGrid(e.target.checked)}
        />{' '}
        1" grid
      </label>
    </div>
  );
}
