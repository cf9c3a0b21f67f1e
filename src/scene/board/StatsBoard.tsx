import { useEffect, useMemo } from 'react';
import { boardSchema } from '../../content/schemas/board';
import { levelFloorY, placementProblems, type Board, type BoardPoint, type Level } from '../../rules/board';
import { heatMap, oddsTableScorer, type HeatMap } from '../../rules/board/heatmap';
import { BoardProbe } from './BoardProbe';
import { CameraPresets } from './CameraPresets';
import { DepthBoard } from './DepthBoard';
import { getBoardProbe, type BoardProbe as Probe } from './probe';
import { sampleBoardForStats } from './sampleBoardForStats';
import type { BoardLabel, BoardLine, BoardRing, CameraPreset, LevelShow, LevelVisibility } from './types';

declare global {
  interface Window {
    /** The render-stats page's board probe, so the board bench can hover a figure and count frames. */
    __boardProbe?: () => Probe | null;
    /** What the board view's pointer callbacks reported, in order, so a script can check the wiring. */
    __boardEvents?: string[];
  }
}

function record(entry: string): void {
  (window.__boardEvents ??= []).push(entry);
}

function describe(point: BoardPoint | null): string {
  if (point === null) return 'null';
  const rise = point.elevation === undefined ? '' : ` +${point.elevation}`;
  return `L${point.level} (${point.x.toFixed(1)}, ${point.z.toFixed(1)})${rise}`;
}

// The stats view's callbacks only record: the pointer moves are counted, not stored, to stay cheap.
let moves = 0;
const callbacks = {
  onFigureClick: (id: string, point: BoardPoint) => record(`figure ${id} ${describe(point)}`),
  onSurfaceClick: (point: BoardPoint) => record(`surface ${describe(point)}`),
  onTerrainClick: (id: string, point: BoardPoint) => record(`terrain ${id} ${describe(point)}`),
  onPointerUp: (point: BoardPoint | null) => record(`up ${describe(point)}`),
  onPointerMoveBoard: (point: BoardPoint | null) => {
    moves++;
    if (point === null) record(`move-off after ${moves} moves`);
  },
};

// Every board of the sample pack's salvage folder, by id, so the stats page can draw the real ones too.
const PACK_FILES = import.meta.glob<unknown>('../../../assets/packs/sample/salvage/*.json', {
  eager: true,
  import: 'default',
});

function sampleBoard(id: string): Board | null {
  for (const file of Object.values(PACK_FILES)) {
    if (typeof file !== 'object' || file === null || !('boards' in file) || !Array.isArray(file.boards))
      continue;
    for (const entry of file.boards as unknown[]) {
      const parsed = boardSchema.safeParse(entry);
      if (parsed.success && parsed.data.id === id) return parsed.data;
    }
  }
  return null;
}

const PRESETS: readonly CameraPreset[] = ['top', 'iso', 'side', 'free'];
const SHOWS: readonly LevelShow[] = ['shown', 'faded', 'hidden'];

/** `levels=shown,faded,hidden` lists Topside, The Mids, The Sink in that order. */
function parseLevels(text: string | null): LevelVisibility {
  const parts = (text ?? '').split(',');
  const pick = (level: Level): LevelShow => {
    const part = parts[level - 1];
    return SHOWS.find((s) => s === part) ?? 'shown';
  };
  return { 1: pick(1), 2: pick(2), 3: pick(3) };
}

/** Eyelines from the first figure to the next three, a ruler, range rings and labels: every overlay kind. */
function demoOverlays(board: Board): { lines: BoardLine[]; rings: BoardRing[]; labels: BoardLabel[] } {
  const [viewer, ...others] = board.figures;
  if (viewer === undefined) return { lines: [], rings: [], labels: [] };
  const eye = (f: (typeof board.figures)[number]) => ({
    x: f.x,
    y: levelFloorY(f.level, board.levelSpacing) + (f.elevation ?? 0) + f.eyeHeight,
    z: f.z,
  });
  const tones = ['clear', 'cover', 'blocked'] as const;
  const lines: BoardLine[] = others.slice(0, 3).map((target, i) => ({
    id: `eye-${target.id}`,
    from: eye(viewer),
    to: eye(target),
    tone: tones[i % tones.length] ?? 'clear',
  }));
  const floor = levelFloorY(viewer.level, board.levelSpacing);
  const base = { x: viewer.x, y: floor + 0.05, z: viewer.z };
  lines.push({ id: 'ruler', from: base, to: { x: viewer.x + 6, y: base.y, z: viewer.z }, tone: 'ruler' });
  const rings: BoardRing[] = [
    { id: 'short', center: base, radius: 6, tone: 'range-short' },
    { id: 'long', center: base, radius: 12, tone: 'range-long' },
  ];
  const labels: BoardLabel[] = [
    { id: 'ruler', position: { x: viewer.x + 3, y: base.y + 0.6, z: viewer.z }, text: '6.0"' },
  ];
  return { lines, rings, labels };
}

/**
 * A heat map for the stats view: a figure standing where the rules allow on The Sink against one on The
 * Mids, 1" squares, a 6" walk and sample odds, worked out here (no worker: only the drawing is counted).
 */
function demoHeatmap(board: Board): HeatMap | null {
  const placed = board.figures.filter((f) => placementProblems(board, f).length === 0);
  const mover = placed.find((f) => f.level === 3) ?? placed[0];
  const target = placed.find((f) => f.level === 2 && f !== mover) ?? placed.find((f) => f !== mover);
  if (mover === undefined || target === undefined) return null;
  const odds = oddsTableScorer({
    bands: [6, 12, 24],
    clear: { still: [0.83, 0.67, 0.5], moved: [0.67, 0.5, 0.33] },
    cover: { still: [0.67, 0.5, 0.33], moved: [0.5, 0.33, 0.17] },
  });
  return heatMap(board, { moverId: mover.id, targetId: target.id, move: { allowance: 6 } }, odds);
}

/**
 * The render-stats page's `board` view (see views.tsx). Query: `terrain` (default 200) and `figures` (default
 * 30) for the generated board, or `sample=<board id>` for a board of the sample pack; `preset` (top, iso,
 * side, free; default iso); `levels` (e.g. `hidden,shown,shown` hides Topside); `select=<figure id>`;
 * `overlays=1` to add eyelines, a ruler, range rings and a label; `heatmap=1` to tint every level's floor
 * with a heat map.
 * @param params the page's query string (required).
 */
export function StatsBoard({ params }: { params: URLSearchParams }) {
  const sample = params.get('sample');
  const terrain = Math.max(0, Math.min(2000, Number(params.get('terrain') ?? '200')));
  const figures = Math.max(0, Math.min(500, Number(params.get('figures') ?? '30')));
  const board = useMemo(
    () => (sample === null ? null : sampleBoard(sample)) ?? sampleBoardForStats(terrain, figures),
    [sample, terrain, figures],
  );
  const presetParam = params.get('preset');
  const preset = PRESETS.find((p) => p === presetParam) ?? 'iso';
  const levels = useMemo(() => parseLevels(params.get('levels')), [params]);
  const demo = useMemo(
    () => (params.get('overlays') === '1' ? demoOverlays(board) : { lines: [], rings: [], labels: [] }),
    [params, board],
  );
  const heatmap = useMemo(() => (params.get('heatmap') === '1' ? demoHeatmap(board) : null), [params, board]);
  const offset = [-board.width / 2, 0, -board.depth / 2] as const;
  useEffect(() => {
    window.__boardProbe = getBoardProbe;
  }, []);
  return (
    <>
      <group position={offset}>
        <DepthBoard
          board={board}
          levelVisibility={levels}
          selectedFigureId={params.get('select')}
          overlays={demo.lines}
          rings={demo.rings}
          labels={demo.labels}
          heatmap={heatmap}
          {...callbacks}
        />
      </group>
      <CameraPresets
        preset={preset}
        width={board.width}
        depth={board.depth}
        height={2 * board.levelSpacing + 3}
      />
      <BoardProbe offset={offset} />
    </>
  );
}
