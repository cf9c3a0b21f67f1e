import { sessionOfMode, type ModeViewProps } from '../kit';
import { Suspense, lazy, useMemo } from 'react';
import type { GroundCombatMachine } from '../../../machines/kraken/groundCombat.machine';
import type { Session } from '../../game/session';
import { CombatLogView } from '../../ui/kraken/CombatLogView';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { FightOdds } from '../../ui/kraken/FightOdds';
import { FightSetup } from './FightSetup';
import { fightBoard } from '../../ui/kraken/fightBoard';
import { useFightFigures } from '../../ui/kraken/useFightFigures';
import { FigureList } from '../../ui/FigureList';
import { useSessionSelector } from '../../ui/useSession';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { replaceQuestion } from '../../app/shell/startGame';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { groundCombatMode } from './mode';
import { quickFightInput } from './setup';
import { Refusal } from '../../ui/Refusal';

// The 3D table loads with the fight, not with the first page.
const BoardCanvas = lazy(() => import('../../scene/board/BoardCanvas'));

const FRAME = { testId: 'quick-fight', className: 'quick-fight' };

/** Space Kraken ground combat on its own: set up a fight, play it step by step, take the spoils. */
export function QuickFightScreen() {
  const services = useServices();
  return (
    <GameScreen
      mode={groundCombatMode}
      frame={FRAME}
      opening="Opening the Quick fight…"
      start={{
        kind: 'form',
        title: 'Quick fight',
        lede: 'Pick a crew and an enemy; the fight then runs by the ground-combat rules, one step at a time, with the odds of every roll and of the whole fight.',
        form: (start) => (
          <FightSetup
            pack={services.packs.activeContent()}
            onStart={(options, dice) => {
              const built = quickFightInput(services.packs.activeContent(), options);
              if (!built.ok) return built.reason;
              start(built.input, dice);
              return null;
            }}
          />
        ),
      }}
    >
      {(session, setUpAnother) => <Fight session={session} onNew={setUpAnother} />}
    </GameScreen>
  );
}

function Fight({ session, onNew }: { session: Session<GroundCombatMachine>; onNew: () => void }) {
  const fight = useSessionSelector(session, (s) => s.context.fight);
  const board = useMemo(() => fightBoard(fight), [fight]);
  const acting = fight.activation?.crewId ?? null;
  // The choices on offer now, read once per step, for what a click on a figure does.
  const offered = useSessionSelector(session, (s) => groundCombatMode.choices(s));
  const { rows, clickFigure, problem } = useFightFigures(session, fight, offered);
  const initiative =
    fight.initiative.first === null
      ? 'not rolled yet'
      : `${fight.initiative.first === 'crew' ? 'the crew' : 'the enemies'} act first${
          fight.initiative.crewTotal !== null
            ? ` (crew ${fight.initiative.crewTotal} against ${fight.initiative.enemyTotal})`
            : ''
        }`;
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={
        <>
          Quick fight — turn {fight.turn}
          {fight.outcome !== null && (
            <span className="badge" data-testid="fight-outcome">
              {fight.outcome}
            </span>
          )}
        </>
      }
      intro={
        <p className="muted" data-testid="fight-summary">
          {fight.encounter.species}, map {fight.encounter.map}, {fight.encounter.atmosphere} air · initiative:{' '}
          {initiative} · oxygen {fight.oxygen}
        </p>
      }
      main={
        <>
          {problem !== null && <Refusal text={problem} testId="board-refusal" />}
          <FigureList session={session} rows={rows} onPick={clickFigure} />
          <FightOdds fight={fight} seed={session.setup.seed} />
          <h2>Crew</h2>
          <div className="unit-cards">
            {fight.crew.map((c) => (
              <CrewCard key={c.id} crew={c} active={c.id === acting} />
            ))}
          </div>
          <h2>Enemies</h2>
          {fight.enemies.length === 0 ? (
            <p className="muted">Nothing has shown itself yet.</p>
          ) : (
            <div className="unit-cards">
              {fight.enemies.map((e) => (
                <EnemyCard key={e.uid} enemy={e} />
              ))}
            </div>
          )}
        </>
      }
      stage={
        <section className="panel fight3d" aria-label="The fight">
          <Suspense fallback={<p className="muted">Setting the table…</p>}>
            <BoardCanvas
              board={board}
              preset="iso"
              selectedFigureId={acting}
              onFigureClick={(id) => {
                clickFigure(id);
              }}
              labels={board.figures.map((f) => ({
                id: f.id,
                position: { x: f.x, y: 2.2, z: f.z },
                text: f.name,
              }))}
            />
          </Suspense>
        </section>
      }
      side={<CombatLogView log={fight.log} />}
      footer={
        <ConfirmButton
          testId="fight-new"
          label="Set up another fight"
          question={`${replaceQuestion(session)} It stays until the new fight starts.`}
          confirmLabel="Set up another"
          cancelLabel="Keep playing"
          onConfirm={onNew}
        />
      }
    />
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function QuickFightView({ session, onNew }: ModeViewProps) {
  return <Fight session={sessionOfMode<GroundCombatMachine>(session)} onNew={onNew} />;
}
