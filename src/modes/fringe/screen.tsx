import { sessionOfMode, type ModeViewProps } from '../kit';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { FringeBattleMachine } from '../../../machines/fringe/battle.machine';
import type { FringeBattleEvent } from '../../../machines/fringe/battle.types';
import type { Session } from '../../game/session';
import type { BoardPoint } from '../../rules/board/types';
import { MOVE_MODES, type FringeMoveMode } from '../../rules/fringe/decisions';
import { decisionStep } from '../../rules/fringe/engine';
import { attackFromSpot, fringeHeatAsk, fringeHeatLimits } from '../../rules/fringe/heatmap';
import { ruledSide, standing } from '../../rules/fringe/lookup';
import { previewMove, previewWinnerMove, type MovePreview } from '../../rules/fringe/preview';
import type { Battle, Fighter } from '../../rules/fringe/types';
import type { BoardLabel, BoardLine } from '../../scene/board/types';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FigureList } from '../../ui/FigureList';
import { ViewControls, useBoardView } from '../../ui/board/ViewControls';
import { useHeatmap } from '../../ui/board/useHeatmap';
import { FringeHeatLegend, FringeHeatmapControls, attackWords } from '../../ui/fringe/FringeHeatmap';
import { FigureCards } from '../../ui/fringe/FigureCards';
import { FringeSetup } from './FringeSetup';
import { JournalPanel } from '../../ui/fringe/JournalPanel';
import { MovePreviewCard } from '../../ui/fringe/MovePreviewCard';
import { StoryPanel } from '../../ui/fringe/StoryPanel';
import { fringeFigureRows } from '../../ui/fringe/figureRows';
import { FRINGE_SIDE_COLORS, activeFigure, fringeScene } from '../../ui/fringe/fringeScene';
import { useSessionSelector } from '../../ui/useSession';
import { replaceQuestion } from '../../app/shell/startGame';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { TABLE_TOP_BAR } from '../../scene/tableInset';
import { figureClickDecision, figureClickWord } from './board';
import { fringeBattleMode, stageWords } from './mode';
import { fringeInput } from './setup';
import { Refusal } from '../../ui/Refusal';

const BoardCanvas = lazy(() => import('../../scene/board/BoardCanvas'));

const FRAME = { testId: 'fringe', className: 'fringe' };

/** A second click this close (inches) to the previewed spot makes a plain move. */
const SAME_SPOT = 0.75;

const MODE_WORDS: Readonly<Record<FringeMoveMode, string>> = {
  // Short, so the chosen one reads whole in the stage bar's select (the select fits its widest option).
  auto: 'whichever works',
  walk: 'walk (drop 1" at most)',
  climb: 'climb (pay rises and drops)',
  leap: 'leap (gap 2", Swift 4")',
  jump: 'jump (free drop; over 1" ends round)',
};

/** A Fringe battle on the depth board: set up, then play the rounds to the end. */
export function FringeBattleScreen() {
  const services = useServices();
  return (
    <GameScreen
      mode={fringeBattleMode}
      frame={FRAME}
      opening="Opening the Fringe battle…"
      start={{
        kind: 'form',
        title: 'Fringe battle',
        lede: 'Pick a battle and a crew, solo against the enemy’s behaviour or hot-seat against a second crew. Every round runs by the rules, one figure at a time, with the exact odds of every roll.',
        form: (start) => (
          <FringeSetup
            pack={services.packs.activeContent()}
            onStart={(options, dice) => {
              const built = fringeInput(services.packs.activeContent(), options);
              if (!built.ok) return built.reason;
              start(built.input, dice);
              return null;
            }}
          />
        ),
      }}
    >
      {(session, setUpAnother) => <Play session={session} onNew={setUpAnother} />}
    </GameScreen>
  );
}

/** The previewed move and the battle it was worked out on (any change drops it). */
interface Pending {
  readonly preview: MovePreview;
  readonly battle: Battle;
}

/** Enemies of `f` on the table, nearest first (the heat map's targets; the first is the default). */
function enemiesByDistance(b: Battle, f: Fighter | null): Fighter[] {
  const at = f?.at ?? null;
  if (f === null || at === null) return [];
  const far = (t: Fighter) => Math.hypot((t.at?.x ?? 0) - at.x, (t.at?.z ?? 0) - at.z);
  return standing(b)
    .filter((t) => t.side !== f.side && t.at !== null)
    .sort((p, q) => far(p) - far(q));
}

function Play({ session, onNew }: { session: Session<FringeBattleMachine>; onNew: () => void }) {
  const b = useSessionSelector(session, (s) => s.context.battle);
  const scene = useMemo(() => fringeScene(b), [b]);
  const [view, viewActions] = useBoardView();
  const [moveAs, setMoveAs] = useState<FringeMoveMode>('auto');
  const [dash, setDash] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pendingState, setPending] = useState<Pending | null>(null);
  const pending = pendingState?.battle === b ? pendingState : null;
  const step = decisionStep(b);
  const actor = activeFigure(b);
  // Fringe, Story points: after a roll that went against a side that could change it, the game asks. A player
  // who would rather not be asked every time lets every such roll stand at once; each is still logged as
  // "Let the roll stand" (the same decision as a click). A roll taken back is asked about again.
  const [askReview, setAskReview] = useState(true);
  const acceptedAt = useRef<number | null>(null);
  const logLength = useSessionSelector(session, (_, game) => game.log.length);
  useEffect(() => {
    if (askReview || step !== 'review' || acceptedAt.current === logLength) return;
    acceptedAt.current = logLength;
    session.send({ type: 'roll.accept' });
  }, [askReview, step, logLength, session]);
  // "Where could I stand?": the acting figure of a player's side against a target (default the nearest
  // enemy), kept on by its button, and shown by itself while a move is being previewed. Worked out in the
  // worker by the battle's own rules; a new battle, figure, target, move mode or Dash asks again (and drops
  // the map in flight).
  const [heatPinned, setHeatPinned] = useState(false);
  const [heatTarget, setHeatTarget] = useState('');
  const heatActor =
    step === 'activation' && actor !== null && actor.at !== null && !ruledSide(b, actor.side) ? actor : null;
  const heatEnemies = useMemo(() => enemiesByDistance(b, heatActor), [b, heatActor]);
  const heatTargetId = heatEnemies.some((t) => t.id === heatTarget) ? heatTarget : (heatEnemies[0]?.id ?? '');
  const send = (event: FringeBattleEvent) => {
    const snap = session.getSnapshot();
    if (!snap.can(event)) {
      setProblem(fringeBattleMode.explainRefusal(snap, event));
      return;
    }
    setProblem(null);
    setPending(null);
    session.send(event);
  };
  const clickFigure = (id: string) => {
    const d = figureClickDecision(b, id);
    if (d !== null) send(d);
  };
  const clickSpot = (point: BoardPoint) => {
    const preview =
      step === 'winner'
        ? previewWinnerMove(b, point, moveAs)
        : step === 'activation' && actor !== null
          ? previewMove(b, actor.id, point, moveAs, dash)
          : null;
    if (preview === null) return;
    const end = preview.path[preview.path.length - 1];
    const before = pending?.preview.path[pending.preview.path.length - 1];
    const again =
      end !== undefined &&
      before !== undefined &&
      Math.hypot(end.x - before.x, end.z - before.z) <= SAME_SPOT;
    if (again && !preview.risky && preview.refusal === null) {
      send(preview.decision);
      return;
    }
    setProblem(null);
    setPending({ preview, battle: b });
  };
  const heatAsk = useMemo(
    () =>
      heatActor === null || heatTargetId === ''
        ? null
        : fringeHeatAsk(b, heatActor.id, heatTargetId, moveAs, dash),
    [b, heatActor, heatTargetId, moveAs, dash],
  );
  const heatOn = heatAsk !== null && (heatPinned || pending !== null);
  const heat = useHeatmap(
    heatOn
      ? {
          board: scene.board,
          moverId: heatAsk.request.moverId,
          targetId: heatAsk.request.targetId,
          move: heatAsk.request.move ?? null,
          resolution: heatAsk.request.resolution ?? 1,
          scorer: { name: 'fringe', params: heatAsk.params },
        }
      : null,
  );
  // What the previewed spot gives against the map's target, by the same reading as the map.
  const previewTo =
    pending?.preview.decision.type === 'figure.move' ? pending.preview.decision.to[0] : undefined;
  const fromThere =
    heatAsk === null || pending === null || previewTo === undefined
      ? null
      : attackWords(
          b,
          heatAsk.params.targetId,
          attackFromSpot(
            heatAsk.params,
            previewTo,
            pending.preview.check?.result.legal === true ? pending.preview.check.result : null,
          ),
        );
  const rows = useMemo(() => fringeFigureRows(b, (id) => figureClickWord(b, id)), [b]);
  const overlays: BoardLine[] = [];
  const labels: BoardLabel[] = [...scene.labels];
  if (pending !== null) {
    const [from, to] = pending.preview.path;
    const ok = pending.preview.refusal === null;
    if (from !== undefined && to !== undefined) {
      overlays.push({
        id: 'move',
        from: { ...from, y: from.y + 0.1 },
        to: { ...to, y: to.y + 0.1 },
        tone: !ok ? 'path-bad' : pending.preview.drop > 1 ? 'fall' : 'path-ok',
      });
      labels.push({
        id: 'move-preview',
        position: { ...to, y: to.y + 0.4 },
        text: !ok
          ? 'not allowed'
          : `${Number(pending.preview.inches.toFixed(1))}"${pending.preview.drop > 1 ? ` · jump ${Number(pending.preview.drop.toFixed(1))}"` : ''}${pending.preview.brawls.length > 0 ? ' · brawl' : ''}`,
      });
    }
  }
  const hint =
    step === 'activation' && actor !== null
      ? `${actor.name} acts: click a spot to see the move there (again to make it), an enemy to charge or shoot it.`
      : step === 'winner'
        ? 'The brawl’s winner may move up to 2": click a spot, or stay.'
        : step === 'enemy'
          ? 'The enemy acts by its behaviour: let it act from the choices.'
          : step === 'review'
            ? 'A roll went against you: keep it, or change it from the choices.'
            : b.stage.kind === 'over'
              ? 'The battle is over: how it ended, and what comes next, are in the panel below.'
              : step === null
                ? 'A roll is waiting: its purpose and exact odds are on the dice tray below.'
                : 'Follow the prompt below.';
  const stage = stageWords(b);
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={
        <>
          {b.setup.battle.name} — round {Math.max(1, b.round)} of {b.setup.battle.rounds}{' '}
          {stage !== null && (
            <span className="badge" data-testid="fringe-stage">
              {stage}
            </span>
          )}
        </>
      }
      main={
        <>
          {problem !== null && <Refusal text={problem} testId="fringe-refusal" />}
          <FigureList session={session} rows={rows} onPick={clickFigure} />
          <StoryPanel b={b} />
          <label className="small" data-testid="fringe-ask-review">
            <input type="checkbox" checked={askReview} onChange={(e) => setAskReview(e.target.checked)} /> Ask
            after each roll that went against you whether to spend a story point (or Lucky shot!); unticked,
            the roll stands
          </label>
          <h2>{b.sides.a.name}</h2>
          <FigureCards b={b} side="a" />
          <h2>{b.sides.b.name}</h2>
          <FigureCards b={b} side="b" />
        </>
      }
      stage={
        <section className="panel fringe3d" aria-label="The depth board" data-testid="fringe-board">
          <div className="stage-bar" {...{ [TABLE_TOP_BAR]: true }}>
            <p className="muted">{hint}</p>
            {(step === 'activation' || step === 'winner') && (
              <>
                <label className="move-as">
                  Move as{' '}
                  <select
                    data-testid="fringe-move-as"
                    value={moveAs}
                    onChange={(e) => {
                      const picked = MOVE_MODES.find((m) => m === e.target.value);
                      if (picked !== undefined) setMoveAs(picked);
                    }}
                  >
                    {MOVE_MODES.map((m) => (
                      <option key={m} value={m}>
                        {MODE_WORDS[m]}
                      </option>
                    ))}
                  </select>
                </label>
                {step === 'activation' && (
                  <label>
                    <input
                      type="checkbox"
                      data-testid="fringe-dash"
                      checked={dash}
                      onChange={(e) => setDash(e.target.checked)}
                    />{' '}
                    Dash (+2", no Combat Action)
                  </label>
                )}
                {heatActor !== null && (
                  <FringeHeatmapControls
                    enemies={heatEnemies}
                    targetId={heatTargetId}
                    onTarget={setHeatTarget}
                    pinned={heatPinned}
                    onPinned={setHeatPinned}
                  />
                )}
              </>
            )}
          </div>
          <ViewControls view={view} actions={viewActions} />
          {heatOn && (
            <FringeHeatLegend
              b={b}
              moverId={heatAsk.request.moverId}
              targetId={heatAsk.request.targetId}
              view={heat}
              allowance={heatAsk.request.move?.allowance ?? null}
              limits={fringeHeatLimits(b, heatAsk.request.moverId)}
            />
          )}
          {pending !== null && (
            <MovePreviewCard
              b={b}
              preview={pending.preview}
              fromThere={fromThere}
              onConfirm={() => send(pending.preview.decision)}
              onCancel={() => setPending(null)}
            />
          )}
          <Suspense fallback={<p className="muted">Setting the table…</p>}>
            <BoardCanvas
              board={scene.board}
              preset={view.preset}
              presetRevision={view.revision}
              levelVisibility={view.levels}
              showGrid={view.grid}
              selectedFigureId={actor?.id ?? null}
              labels={labels}
              rings={scene.rings}
              overlays={overlays}
              sideColors={FRINGE_SIDE_COLORS}
              heatmap={heat.map}
              onFigureClick={clickFigure}
              onSurfaceClick={clickSpot}
            />
          </Suspense>
        </section>
      }
      side={<JournalPanel b={b} />}
      footer={
        <ConfirmButton
          testId="fringe-new"
          label="Set up another battle"
          question={`${replaceQuestion(session)} It stays until the new battle starts.`}
          confirmLabel="Set up another"
          cancelLabel="Keep playing"
          onConfirm={onNew}
        />
      }
    />
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function FringeBattleView({ session, onNew }: ModeViewProps) {
  return <Play session={sessionOfMode<FringeBattleMachine>(session)} onNew={onNew} />;
}
