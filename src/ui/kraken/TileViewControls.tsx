import { useCallback, useMemo, useState } from 'react';

/** The framings of a crawl's map a player picks from (the scene's TileCameraPreset, less 'free'). */
export type TileView = 'top' | 'tilted';

const VIEWS: readonly { id: TileView; label: string; title: string }[] = [
  { id: 'top', label: 'Top', title: 'Straight down, north up' },
  { id: 'tilted', label: 'Tilted', title: 'From the south, tilted: walls show their height' },
];

/** How the crawl's map is looked at: the framing, and a revision bumped to frame it again. */
export interface TileViewState {
  readonly preset: TileView;
  readonly revision: number;
}

export interface TileViewActions {
  readonly setPreset: (preset: TileView) => void;
  /** Back to the top view, the whole map in frame (after orbiting or zooming away). */
  readonly reset: () => void;
}

/** The view state of a crawl's map: one hook for the stand-alone crawl and the campaign's. */
export function useTileView(): [TileViewState, TileViewActions] {
  const [preset, setPresetState] = useState<TileView>('top');
  const [revision, setRevision] = useState(0);
  const setPreset = useCallback((next: TileView) => {
    setPresetState(next);
    // A second press on the same framing frames the map again.
    setRevision((r) => r + 1);
  }, []);
  const reset = useCallback(() => {
    setPresetState('top');
    setRevision((r) => r + 1);
  }, []);
  const view = useMemo(() => ({ preset, revision }), [preset, revision]);
  const actions = useMemo(() => ({ setPreset, reset }), [setPreset, reset]);
  return [view, actions];
}

const AUTO_HEIGHT = { height: 'auto' } as const;

/** The map's view bar, docked on the table's corner as the depth board's is: framings and a reset. */
export function TileViewControls({ view, actions }: { view: TileViewState; actions: TileViewActions }) {
  return (
    <div
      className="view-controls"
      role="toolbar"
      aria-label="View of the map"
      data-testid="view-controls"
      // The crawl's panel stretches its children to its height; this bar keeps its own.
      style={AUTO_HEIGHT}
    >
      <span className="group" role="group" aria-label="Camera">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            title={v.title}
            aria-pressed={view.preset === v.id}
            className={view.preset === v.id ? 'active' : ''}
            data-testid={`camera-${v.id}`}
            onClick={() => {
              actions.setPreset(v.id);
            }}
          >
            {v.label}
          </button>
        ))}
        <button
          type="button"
          data-testid="view-reset"
          title="Top view, the whole map in frame"
          onClick={actions.reset}
        >
          Reset view
        </button>
      </span>
    </div>
  );
}
