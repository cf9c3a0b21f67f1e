import { sessionOfMode, type ModeViewProps } from '../kit';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { SalvageEvent, SalvageMachine } from '../../../machines/salvage/mission.machine';
import { figureClick } from '../../game/salvage/figureClick';
import { boardClickDecision, missionEndWords, salvageMode, salvageStart } from './mode';
import type { Session } from '../../game/session';
import { MOVE_ACTIONS, type MoveAction } from '../../rules/salvage/mission/orders';
import { POST_GAME_STEP_NAMES, SETUP_STEP_NAMES } from '../../rules/salvage/mission/state';
import { ACTIONS } from '../../rules/salvage/tables/actions';
import { CompanyPanel } from '../../ui/salvage/CompanyPanel';
import { DowntimePanel } from '../../ui/salvage/DowntimePanel';
import { DangerTrack } from '../../ui/salvage/DangerTrack';
import { JournalPanel } from '../../ui/salvage/JournalPanel';
import { SalvageSetup } from '../../ui/salvage/SalvageSetup';
import { SitePanel } from '../../ui/salvage/SitePanel';
import { UnitCards } from '../../ui/salvage/UnitCards';
import { SIDE_COLORS, salvageScene } from '../../ui/salvage/salvageScene';
import { MovePreviewCard } from '../../ui/salvage/MovePreviewCard';
import { ViewControls, useBoardView } from '../../ui/board/ViewControls';
import { previewMove, type MovePreview } from '../../rules/salvage/mission/movePreview';
import type { BoardLabel, BoardLine } from '../../scene/board/types';
import type { BoardPoint } from '../../rules/board/types';
import { useSessionSelector } from '../../ui/useSession';
import { FigureList } from '../../ui/FigureList';
import { salvageFigureRows } from '../../ui/salvage/figureRows';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { replaceQuestion } from '../../app/shell/startGame';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { TABLE_TOP_BAR } from '../../scene/tableInset';
import { Refusal } from '../../ui/Refusal';

const BoardCanvas = lazy(() => import('../../scene/board/BoardCanvas'));

/** A second click this close (inches) to the previewed spot makes a safe move. */
const SAME_SPOT = 0.75;

/** The previewed move: the order, what it sets off, and the mission it was worked out on. */
interface Pending {
  readonly event: SalvageEvent & { type: 'unit.order' };
  readonly preview: MovePreview;
  readonly mission: unknown;
}

/** A salvage skirmish mission on the depth board: set up, play the rounds, the post-game, the next mission. */
const FRAME = { testId: 'salvage', className: 'salvage' };

export function SalvageScreen() {
  const services = useServices();
  return (
    <GameScreen
      mode={salvageMode}
      frame={FRAME}
      opening="Opening the salvage mission…"
      start={{
        kind: 'form',
        title: 'Salvage mission',
        lede: 'Pick a mission and a crew. The set-up, every round’s Boiler, Enemy and End phases and the post-game then run by the rules, one prompt at a time, with the odds of every roll.',
        form: (start) => (
          <SalvageSetup
            pack={services.packs.activeContent()}
            onStart={(choice) => {
              const built = salvageStart(services.packs.activeContent(), choice.missionId, {
                attacker: choice.attacker,
                ...(choice.defender === null ? {} : { defender: choice.defender }),
              });
              if (typeof built === 'string') return built;
              start(built, choice.dice);
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

function Play({ session, onNew }: { session: Session<SalvageMachine>; onNew: () => void }) {
  const m = useSessionSelector(session, (s) => s.context.mission);
  const scene = useMemo(() => salvageScene(m), [m]);
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [moveAs, setMoveAs] = useState<MoveAction>('move');
  const [view, viewActions] = useBoardView();
  const [pendingState, setPending] = useState<Pending | null>(null);
  // A preview belongs to the mission it was worked out on: any change (a roll, an undo) drops it.
  const pending = pendingState?.mission === m ? pendingState : null;
  const active = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
  const deploying = m.stage.kind === 'setup' && m.stage.step === 'deployment';
  const send = (event: SalvageEvent) => {
    const snap = session.getSnapshot();
    if (!snap.can(event)) {
      setProblem(salvageMode.explainRefusal(snap, event));
      return;
    }
    setProblem(null);
    setPending(null);
    session.send(event);
  };
  /** A click on a spot: preview the move there; a second click on the same spot makes a safe move. */
  const clickSpot = (event: SalvageEvent) => {
    if (event.type !== 'unit.order') {
      send(event);
      return;
    }
    const preview = previewMove(m, event.order);
    if (preview === null) {
      send(event);
      return;
    }
    const again =
      pending !== null &&
      Math.hypot(pending.preview.end.x - preview.end.x, pending.preview.end.z - preview.end.z) <= SAME_SPOT &&
      pending.preview.action === preview.action;
    if (again && !preview.risky && preview.refusal === null) {
      send(event);
      return;
    }
    setProblem(null);
    setPending({ event, preview, mission: m });
  };
  /**
   * A click on a figure, on the table or by its button in the figure list (one path, so both are refused
   * alike): while deploying it picks the Boiler to place, else it is the board's decision for that figure.
   */
  const clickFigure = (id: string, point: BoardPoint) => {
    if (deploying) {
      setSelected(id);
      return;
    }
    const event = boardClickDecision(m, id, point);
    if (event !== null) send(event);
  };
  const figureRows = useMemo(
    () =>
      salvageFigureRows(
        m,
        (id) => figureClick(m, id),
        m.stage.kind === 'boilerPhase' ? m.stage.active : selected,
      ),
    [m, selected],
  );
  const overlays: BoardLine[] = [...scene.lines];
  const labels: BoardLabel[] = [...scene.labels];
  if (pending !== null) {
    const path = pending.preview.path;
    const ok = pending.preview.refusal === null;
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1];
      const b = path[i];
      if (a === undefined || b === undefined) continue;
      const drop = pending.preview.fall !== null && i === path.length - 1;
      overlays.push({
        id: `move-${i}`,
        from: { ...a, y: a.y + 0.1 },
        to: { ...b, y: b.y + 0.1 },
        tone: !ok ? 'path-bad' : drop ? 'fall' : 'path-ok',
      });
    }
    const end = path[path.length - 1];
    if (end !== undefined) {
      const fall = pending.preview.fall;
      labels.push({
        id: 'move-preview',
        position: { ...end, y: end.y + 0.4 },
        text: !ok
          ? 'not allowed'
          : fall !== null
            ? `falls ${Number(fall.drop.toFixed(1))}": ${fall.damage} damage`
            : `${Number(pending.preview.inches.toFixed(1))}" · ${pending.preview.power} Power`,
      });
    }
  }
  const ended = missionEndWords(m);
  const stageText =
    m.stage.kind === 'setup'
      ? `Set-up: ${SETUP_STEP_NAMES[m.stage.step]}`
      : m.stage.kind === 'boilerPhase'
        ? `Boiler Phase${m.stage.turn === null ? '' : ` · ${m.companies[m.stage.turn]?.name ?? m.stage.turn}'s turn`}${
            m.stage.active === null
              ? ''
              : ` · ${m.units.find((u) => u.id === (m.stage.kind === 'boilerPhase' ? m.stage.active : ''))?.name ?? ''} activating`
          }`
        : m.stage.kind === 'enemyPhase'
          ? 'Enemy Phase'
          : m.stage.kind === 'endPhase'
            ? 'End Phase'
            : m.stage.kind === 'postGame'
              ? `Post-game: ${POST_GAME_STEP_NAMES[m.stage.step]}`
              : 'over';
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={
        <>
          {m.content.mission.name} — round {m.round}
          {m.roundLimit !== null && ` of ${m.roundLimit}`}{' '}
          <span className="badge" data-testid="salvage-stage">
            {stageText}
          </span>
        </>
      }
      main={
        <>
          {problem !== null && <Refusal text={problem} testId="board-refusal" />}
          {ended !== null && (
            // The mission has ended (the post-game follows): say how, and what comes next, above the rest.
            <section className="panel game-over" aria-label="The mission is over" data-testid="mission-over">
              <h2>The mission is over</h2>
              <p data-testid="mission-over-how">{ended}.</p>
              <p className="muted small">
                {m.stage.kind === 'postGame' && m.stage.step === 'downtime'
                  ? 'Downtime now: sell and buy, hire, then set out on the next mission with the roster below.'
                  : 'The post-game comes next: injuries, finds and the Blight, each step in the prompt below; then downtime and the next mission.'}
              </p>
              <div className="game-over-next">
                <a href="#/" data-testid="mission-over-home">
                  Back to the home page
                </a>
              </div>
            </section>
          )}
          <FigureList
            session={session}
            rows={figureRows}
            onPick={(id) => {
              const at = m.units.find((u) => u.id === id)?.at;
              if (at != null) clickFigure(id, at);
            }}
          />
          <DangerTrack danger={m.danger} blight={Object.values(m.companies)[0]?.blight ?? 0} />
          {Object.values(m.companies).map((c) => (
            <div key={c.side}>
              <h2>
                {c.name} <span className="muted">({c.side})</span>
              </h2>
              <UnitCards m={m} side={c.side} />
            </div>
          ))}
          <h2>Hostiles</h2>
          <UnitCards m={m} side="site" />
          {m.stage.kind === 'postGame' && m.stage.step === 'downtime' && m.queue.length === 0 && (
            <DowntimePanel m={m} send={send} />
          )}
          <CompanyPanel m={m} />
        </>
      }
      stage={
        <section className="panel salvage3d" aria-label="The depth board" data-testid="salvage-board">
          <div className="stage-bar" {...{ [TABLE_TOP_BAR]: true }}>
            <p className="muted">
              {deploying
                ? 'Click one of your Boilers, then a spot in your zone (outlined) to place it.'
                : active !== null
                  ? 'Click an enemy to attack it, or a spot to see the move there (click it again to make it).'
                  : 'Every unit with its Health, Alert state, conditions and salvage; yellow rings are Noise.'}
            </p>
            {active !== null && (
              <label className="move-as">
                A click on the board:{' '}
                <select
                  data-testid="move-as"
                  value={moveAs}
                  onChange={(e) => {
                    const picked = MOVE_ACTIONS.find((a) => a === e.target.value);
                    if (picked !== undefined) setMoveAs(picked);
                  }}
                >
                  {MOVE_ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {ACTIONS[a].name} ({ACTIONS[a].power} Power{ACTIONS[a].noise ? ', Noise' : ''})
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <ViewControls view={view} actions={viewActions} />
          {pending !== null && (
            <MovePreviewCard
              m={m}
              preview={pending.preview}
              onConfirm={() => send(pending.event)}
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
              selectedFigureId={active ?? selected}
              labels={labels}
              rings={scene.rings}
              overlays={overlays}
              sideColors={SIDE_COLORS}
              onFigureClick={clickFigure}
              onSurfaceClick={(point) => {
                if (deploying && selected !== null) {
                  send({ type: 'unit.deploy', unit: selected, x: point.x, z: point.z });
                  return;
                }
                const event = boardClickDecision(m, null, point, moveAs);
                if (event !== null) clickSpot(event);
              }}
            />
          </Suspense>
        </section>
      }
      side={
        <>
          <SitePanel m={m} />
          <JournalPanel m={m} />
        </>
      }
      footer={
        <ConfirmButton
          testId="salvage-new"
          label="Set up another mission"
          question={`${replaceQuestion(session)} It stays until the new mission starts.`}
          confirmLabel="Set up another"
          cancelLabel="Keep playing"
          onConfirm={onNew}
        />
      }
    />
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function SalvageView({ session, onNew }: ModeViewProps) {
  return <Play session={sessionOfMode<SalvageMachine>(session)} onNew={onNew} />;
}
