import { sessionOfMode, type ModeViewProps } from '../kit';
import { downloadJson } from '../../ui/downloadJson';
import { Suspense, lazy, useContext, useMemo, useRef, useState } from 'react';
import type { BoardEvent, BoardMachine } from '../../../machines/board/board.machine';
import { judgeMove } from '../../../machines/board/board.machine';
import type { Board as BoardDoc } from '../../content/schemas/board';
import type { Session } from '../../game/session';
import type { BoardPoint, Level } from '../../rules/board/types';
import { moveConsequences } from '../../rules/board/consequences';
import { SALVAGE_SMALL_OBSTACLE } from '../../rules/board/movement';
import type { BoardLabel, BoardLine, BoardRing } from '../../scene/board/types';
import { EditPanel } from '../../ui/board/EditPanel';
import { HeatmapPanel } from '../../ui/board/HeatmapPanel';
import type { EditSelection } from '../../ui/board/EditPanel';
import { LosPanel } from '../../ui/board/LosPanel';
import { MovePanel, fallText } from '../../ui/board/MovePanel';
import type { MoveDraft } from '../../ui/board/MovePanel';
import { RulerPanel } from '../../ui/board/RulerPanel';
import { ViewControls, useBoardView } from '../../ui/board/ViewControls';
import type { Mark } from '../../ui/board/boardViews';
import { markPoint, nearestTarget, rulerReading, sighting, standingPoint } from '../../ui/board/boardViews';
import { useHeatmap } from '../../ui/board/useHeatmap';
import { useSessionSelector } from '../../ui/useSession';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { StageExtrasContext } from '../../app/shell/stageExtras';
import { startGame } from '../../app/shell/startGame';
import { depthBoardMode } from './mode';

// three.js and the board scene load only when the board is opened.
const BoardCanvas = lazy(() => import('../../scene/board/BoardCanvas'));

const FIRST_BOARD = 'sample-open-salvage-yard';

/** An empty table to build on: only The Sink has a floor until decks are added. */
const BLANK_BOARD: BoardDoc = {
  id: 'blank-table',
  name: 'Blank table',
  width: 36,
  depth: 36,
  levelSpacing: 3,
  terrain: [],
  figures: [],
};

const FRAME = { testId: 'board-screen', className: 'board' };

export function BoardScreen() {
  const services = useServices();
  const input = useMemo(() => {
    const boards = services.packs.boards();
    const board = (boards.find((b) => b.board.id === FIRST_BOARD) ?? boards[0])?.board;
    return board === undefined ? null : { board };
  }, [services]);
  return (
    <GameScreen
      mode={depthBoardMode}
      frame={FRAME}
      opening="Setting up the board…"
      start={{ kind: 'auto', input, missing: 'No board in the loaded packs.' }}
    >
      {(session) => <BoardTable session={session} />}
    </GameScreen>
  );
}

const round = (n: number) => Math.round(n * 4) / 4;

function BoardTable({ session }: { session: Session<BoardMachine> }) {
  const services = useServices();
  const board = useSessionSelector(session, (s) => s.context.board);
  const tool = useSessionSelector(session, (s) => s.value);
  // A spectator of someone else's board (a shared demo): it measures and looks, but changes nothing.
  const watching = useContext(StageExtrasContext)?.watching !== undefined;
  const weapons = useMemo(
    () => [...services.packs.activeContent().gear.values()].filter((g) => g.kind === 'weapon'),
    [services],
  );

  const [view, viewActions] = useBoardView();
  const [rulerFrom, setRulerFrom] = useState<Mark | null>(null);
  const [rulerTo, setRulerTo] = useState<Mark | null>(null);
  const [weaponId, setWeaponId] = useState('');
  const [hovered, setHovered] = useState<string | null>(null);
  const [viewer, setViewer] = useState<Mark | null>(null);
  const [target, setTarget] = useState<Mark | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [visibility, setVisibility] = useState<number | null>(null);
  const [draft, setDraft] = useState<MoveDraft>({ figureId: '', to: null, allowance: 6, mode: 'walk' });
  const [moveRefusal, setMoveRefusal] = useState<string | null>(null);
  const [selection, setSelection] = useState<EditSelection>(null);
  const [picked, setPicked] = useState<{ x: number; z: number; level: Level } | null>(null);
  const [boardChoice, setBoardChoice] = useState('');
  const dragging = useRef<string | null>(null);
  // The heat map: shown while a figure is dragged in the move tool (`dragged`), or kept on by its button.
  const [dragged, setDragged] = useState<string | null>(null);
  const [heatPinned, setHeatPinned] = useState(false);
  const [heatTarget, setHeatTarget] = useState('');

  const send = (event: BoardEvent): string | null => {
    const outcome = session.send(event);
    return outcome.ok ? null : outcome.reason;
  };

  // What the current tool shows, computed by the board rules.
  const ruler =
    tool === 'ruler' && rulerFrom !== null && rulerTo !== null
      ? rulerReading(board, rulerFrom, rulerTo)
      : null;
  const viewerFigure = viewer?.kind === 'figure' ? board.figures.find((f) => f.id === viewer.id) : undefined;
  const sightings =
    tool !== 'los' || viewerFigure === undefined
      ? []
      : board.figures
          .filter(
            (f) => f.id !== viewerFigure.id && (showAll || (target?.kind === 'figure' && target.id === f.id)),
          )
          .map((f) => sighting(board, viewerFigure, f, visibility ?? undefined));
  const moveEvent: BoardEvent | null =
    draft.figureId !== '' && draft.to !== null
      ? {
          type: 'figure.move',
          figureId: draft.figureId,
          path: [draft.to],
          allowance: draft.allowance,
          mode: draft.mode,
        }
      : null;
  const preview = tool === 'move' && moveEvent?.type === 'figure.move' ? judgeMove(board, moveEvent) : null;

  const overlays: BoardLine[] = [];
  const labels: BoardLabel[] = [];
  const rings: BoardRing[] = [];
  if (ruler !== null) {
    overlays.push(ruler.line);
    labels.push(ruler.label);
  }
  const weapon = weapons.find((w) => w.id === weaponId);
  // Range bands of the chosen weapon around the figure under the pointer, else around the ruler's first mark.
  const hoverFigure = board.figures.find((f) => f.id === hovered);
  const ringAt =
    hoverFigure !== undefined
      ? { x: hoverFigure.x, z: hoverFigure.z, level: hoverFigure.level }
      : rulerFrom === null
        ? null
        : markPoint(board, rulerFrom);
  if (tool === 'ruler' && weapon?.range !== undefined && ringAt !== null) {
    const center = standingPoint(board, ringAt);
    rings.push({ id: 'half', center, radius: weapon.range / 2, tone: 'range-short' });
    rings.push({ id: 'full', center, radius: weapon.range, tone: 'range-long' });
    labels.push({
      id: 'range',
      position: { ...center, y: center.y + 2.4 },
      text: `${weapon.name}: half range ${weapon.range / 2}", range ${weapon.range}"`,
    });
  }
  for (const s of sightings) overlays.push(s.line);
  const moving = board.figures.find((f) => f.id === draft.figureId);
  // What the move sets off (a fall, engagements left), from the board rules, for the path and the panel.
  const consequences =
    moving !== undefined && preview !== null && typeof preview !== 'string'
      ? moveConsequences(board, moving, preview)
      : null;
  if (tool === 'move' && draft.to !== null && preview !== null) {
    const ok = typeof preview !== 'string' && preview.legal;
    const path = consequences?.path ?? [];
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1];
      const b = path[i];
      if (a === undefined || b === undefined) continue;
      overlays.push({
        id: `path-${i}`,
        from: { ...a, y: a.y + 0.1 },
        to: { ...b, y: b.y + 0.1 },
        tone: !ok ? 'path-bad' : consequences?.fall != null && i === path.length - 1 ? 'blocked' : 'path-ok',
      });
    }
    if (typeof preview !== 'string') {
      const end = path[path.length - 1] ?? standingPoint(board, draft.to);
      labels.push({
        id: 'path',
        position: { ...end, y: end.y + 1.8 },
        text: `${preview.cost.toFixed(1)}" of ${draft.allowance}"${preview.legal ? '' : ' — not allowed'}${consequences?.fall != null ? ` — ${fallText(consequences.fall)}` : ''}`,
      });
    }
  }
  const highlightTerrain = sightings.flatMap((s) => [...s.result.blockers, ...s.result.coverBy]);

  // Where the figure being moved could stand against the target, worked out in the worker; the ask keeps
  // its key through a drag, so a drag's pointer moves ask nothing new and draw the map once.
  const heatMover = tool !== 'move' ? '' : (dragged ?? draft.figureId);
  const heatTargetId =
    heatTarget !== '' && heatTarget !== heatMover && board.figures.some((f) => f.id === heatTarget)
      ? heatTarget
      : nearestTarget(board, heatMover);
  const heatOn =
    tool === 'move' && heatMover !== '' && heatTargetId !== '' && (dragged !== null || heatPinned);
  const heat = useHeatmap(
    heatOn
      ? {
          board,
          moverId: heatMover,
          targetId: heatTargetId,
          move: { allowance: draft.allowance, mode: draft.mode, smallObstacle: SALVAGE_SMALL_OBSTACLE },
        }
      : null,
  );

  const pick = (mark: Mark) => {
    if (tool === 'ruler') {
      if (rulerFrom === null || rulerTo !== null) {
        setRulerFrom(mark);
        setRulerTo(null);
      } else setRulerTo(mark);
    } else if (tool === 'los' && mark.kind === 'figure') {
      if (viewer === null || (target !== null && !showAll)) {
        setViewer(mark);
        setTarget(null);
      } else setTarget(mark);
    }
  };

  const commitMove = (to: BoardPoint | null) => {
    if (draft.figureId === '' || to === null) return;
    setMoveRefusal(
      send({
        type: 'figure.move',
        figureId: draft.figureId,
        path: [to],
        allowance: draft.allowance,
        mode: draft.mode,
      }),
    );
  };

  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={`Salvage skirmish board: ${board.name}`}
      dice={false}
      stage={
        <section className="panel board3d" aria-label="The board">
          <ViewControls view={view} actions={viewActions} />
          <Suspense fallback={<p className="muted">Setting up the table…</p>}>
            <BoardCanvas
              board={board}
              preset={view.preset}
              presetRevision={view.revision}
              levelVisibility={view.levels}
              showGrid={view.grid}
              selectedFigureId={tool === 'move' ? draft.figureId || null : (viewerFigure?.id ?? null)}
              highlightTerrainIds={highlightTerrain}
              highlightFigureIds={sightings.flatMap((s) => s.result.figuresCrossing)}
              overlays={overlays}
              rings={rings}
              labels={labels}
              heatmap={heat.map}
              lockCameraOnFigureDown={tool === 'move'}
              onFigurePress={(id, point) => {
                // The move tool drags a figure: the drag starts at the press, the camera holds still.
                if (tool !== 'move') return;
                dragging.current = id;
                setDragged(id);
                setDraft({ ...draft, figureId: id, to: null });
                setMoveRefusal(null);
                setPicked({ x: point.x, z: point.z, level: point.level });
              }}
              onFigureClick={(id, point) => {
                if (tool === 'move') return;
                if (tool === 'edit') setSelection({ kind: 'figure', id });
                else pick({ kind: 'figure', id });
                setPicked({ x: point.x, z: point.z, level: point.level });
              }}
              onSurfaceClick={(point) => {
                setPicked({ x: round(point.x), z: round(point.z), level: point.level });
                if (tool === 'ruler') pick({ kind: 'point', point });
                if (tool === 'move' && draft.figureId !== '')
                  setDraft({ ...draft, to: { x: round(point.x), z: round(point.z), level: point.level } });
              }}
              onTerrainClick={(id) => {
                if (tool === 'edit') setSelection({ kind: 'piece', id });
              }}
              onPointerMoveBoard={(point) => {
                if (tool === 'ruler' && weapon !== undefined) {
                  // Only a change of figure under the pointer re-renders (one frame), not every move.
                  const under =
                    point === null
                      ? undefined
                      : board.figures.find(
                          (f) =>
                            f.level === point.level &&
                            Math.hypot(f.x - point.x, f.z - point.z) <= f.baseDiameter / 2 + 0.1,
                        );
                  const id = under?.id ?? null;
                  if (id !== hovered) setHovered(id);
                }
                if (dragging.current === null || point === null) return;
                const to = { x: round(point.x), z: round(point.z), level: point.level };
                if (
                  draft.to === null ||
                  to.x !== draft.to.x ||
                  to.z !== draft.to.z ||
                  to.level !== draft.to.level
                ) {
                  setDraft({ ...draft, figureId: dragging.current, to });
                }
              }}
              onPointerUp={(point) => {
                // A drag only sets where the move goes; "Make this move" commits it (as the panel says).
                if (dragged !== null) setDragged(null);
                if (dragging.current === null) return;
                const id = dragging.current;
                dragging.current = null;
                if (point !== null)
                  setDraft({
                    ...draft,
                    figureId: id,
                    to: { x: round(point.x), z: round(point.z), level: point.level },
                  });
              }}
            />
          </Suspense>
        </section>
      }
      side={
        <>
          {tool === 'ruler' && (
            <RulerPanel
              board={board}
              from={rulerFrom}
              to={rulerTo}
              onFrom={setRulerFrom}
              onTo={setRulerTo}
              weapons={weapons}
              weaponId={weaponId}
              onWeapon={setWeaponId}
            />
          )}
          {tool === 'los' && (
            <LosPanel
              board={board}
              viewer={viewer}
              target={target}
              onViewer={setViewer}
              onTarget={setTarget}
              showAll={showAll}
              onShowAll={setShowAll}
              sightings={sightings}
              visibility={visibility}
              onVisibility={setVisibility}
            />
          )}
          {tool === 'move' && (
            <MovePanel
              board={board}
              draft={draft}
              onDraft={(d) => {
                setDraft(d);
                setMoveRefusal(null);
              }}
              preview={preview}
              consequences={consequences}
              onCommit={watching ? null : () => commitMove(draft.to)}
              refusal={moveRefusal}
            />
          )}
          {tool === 'move' && (
            <HeatmapPanel
              board={board}
              moverId={heatMover}
              targetId={heatTargetId}
              onTarget={setHeatTarget}
              pinned={heatPinned}
              onPinned={setHeatPinned}
              view={heat}
              dragging={dragged !== null}
            />
          )}
          {tool === 'edit' && !watching && (
            <EditPanel
              board={board}
              selection={selection}
              onSelect={setSelection}
              pickedPoint={picked}
              send={(event) => send(event as BoardEvent)}
              onSaveToPack={async () => {
                const outcome = await services.packs.saveBoard(board);
                return outcome.ok
                  ? `Saved "${board.name}" into the My boards pack.`
                  : outcome.errors.join(' ');
              }}
              onExport={() => exportBoard(board)}
            />
          )}
          {!watching && (
            <section className="panel" aria-label="Boards">
              <label>
                Board{' '}
                <select
                  data-testid="board-choice"
                  value={boardChoice}
                  onChange={(e) => setBoardChoice(e.target.value)}
                >
                  <option value="">Pick a board…</option>
                  <option value="blank/blank-table">Blank table (36" × 36")</option>
                  {services.packs.boards().map(({ packId, board: b }) => (
                    <option key={`${packId}/${b.id}`} value={`${packId}/${b.id}`}>
                      {b.name} ({packId})
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                data-testid="board-setup"
                disabled={boardChoice === ''}
                onClick={() => {
                  const chosen =
                    boardChoice === 'blank/blank-table'
                      ? { board: BLANK_BOARD }
                      : services.packs
                          .boards()
                          .find(({ packId, board: b }) => `${packId}/${b.id}` === boardChoice);
                  if (chosen === undefined) return;
                  startGame(depthBoardMode, { board: chosen.board }, 'digital');
                }}
              >
                Set up this board
              </button>
            </section>
          )}
        </>
      }
    />
  );
}

function exportBoard(board: BoardDoc): void {
  downloadJson(`${board.id}.boards.json`, JSON.stringify({ schemaVersion: 1, boards: [board] }, null, 2));
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function DepthBoardView({ session }: ModeViewProps) {
  return <BoardTable session={sessionOfMode<BoardMachine>(session)} />;
}
