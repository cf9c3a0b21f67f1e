import { Suspense, lazy, useMemo, useState } from 'react';
import type { GroundCombatMachine } from '../../../machines/kraken/groundCombat.machine';
import { MODES } from '../../game/modes';
import { groundCombatMode } from '../../game/modes/groundCombat';
import { quickFightInput } from '../../game/modes/quickFight';
import { Session } from '../../game/session';
import { entryById } from '../../rules/reference/search';
import { ChoiceBar } from '../../ui/ChoiceBar';
import { DiceModeToggle } from '../../ui/DiceModeToggle';
import { DiceTray } from '../../ui/DiceTray';
import { GameLog } from '../../ui/GameLog';
import { PromptPanel } from '../../ui/PromptPanel';
import { SaveBar } from '../../ui/SaveBar';
import { CombatLogView } from '../../ui/kraken/CombatLogView';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { FightOdds } from '../../ui/kraken/FightOdds';
import { FightSetup } from '../../ui/kraken/FightSetup';
import { fightBoard } from '../../ui/kraken/fightBoard';
import { useSessionSelector } from '../../ui/useSession';
import { gameStore, newSeed, useGame } from '../gameStore';
import { navigate } from '../routes';
import { useServices } from '../services';
import { useRestoredSession } from '../useAutosave';

// The 3D table loads with the fight, not with the first page.
const BoardCanvas = lazy(() => import('../../scene/board/BoardCanvas'));

/** Space Kraken ground combat on its own: set up a fight, play it step by step, take the spoils. */
export function QuickFightScreen() {
  const services = useServices();
  const restored = useRestoredSession(groundCombatMode);
  const session = useGame(groundCombatMode.id);
  const [setup, setSetup] = useState(false);
  if (!restored) return <p className="muted">Opening the Quick fight…</p>;
  if (session === undefined || setup) {
    return (
      <div className="screen quick-fight" data-testid="quick-fight">
        <div className="column main-column">
          <h1>Quick fight</h1>
          <p className="lede">
            Pick a crew and an enemy; the fight then runs by the ground-combat rules, one step at a time, with
            the odds of every roll and of the whole fight.
          </p>
          <FightSetup
            pack={services.packs.activeContent()}
            onStart={(options, dice) => {
              const built = quickFightInput(services.packs.activeContent(), options);
              if (!built.ok) return built.reason;
              const fresh = Session.start(
                groundCombatMode,
                { mode: groundCombatMode.id, seed: newSeed(), input: built.input },
                dice,
              );
              gameStore.set(groundCombatMode.id, fresh);
              setSetup(false);
              return null;
            }}
          />
        </div>
      </div>
    );
  }
  return <Fight session={session as unknown as Session<GroundCombatMachine>} onNew={() => setSetup(true)} />;
}

function Fight({ session, onNew }: { session: Session<GroundCombatMachine>; onNew: () => void }) {
  const services = useServices();
  const fight = useSessionSelector(session, (s) => s.context.fight);
  const board = useMemo(() => fightBoard(fight), [fight]);
  const acting = fight.activation?.crewId ?? null;
  const initiative =
    fight.initiative.first === null
      ? 'not rolled yet'
      : `${fight.initiative.first === 'crew' ? 'the crew' : 'the enemies'} act first${
          fight.initiative.crewTotal !== null
            ? ` (crew ${fight.initiative.crewTotal} against ${fight.initiative.enemyTotal})`
            : ''
        }`;
  return (
    <div className="screen quick-fight" data-testid="quick-fight">
      <div className="column main-column">
        <h1>
          Quick fight — turn {fight.turn}
          {fight.outcome !== null && (
            <span className="badge" data-testid="fight-outcome">
              {fight.outcome}
            </span>
          )}
        </h1>
        <p className="muted" data-testid="fight-summary">
          {fight.encounter.species}, map {fight.encounter.map}, {fight.encounter.atmosphere} air · initiative:{' '}
          {initiative} · oxygen {fight.oxygen}
        </p>
        <PromptPanel
          session={session}
          onRule={(id) => navigate({ screen: 'rules', entry: id })}
          ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
        />
        <DiceModeToggle session={session} />
        <ChoiceBar session={session} />
        <DiceTray session={session} />
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
      </div>
      <div className="column side-column">
        <section className="panel fight3d" aria-label="The fight">
          <Suspense fallback={<p className="muted">Setting the table…</p>}>
            <BoardCanvas
              board={board}
              preset="iso"
              selectedFigureId={acting}
              labels={board.figures.map((f) => ({
                id: f.id,
                position: { x: f.x, y: 2.2, z: f.z },
                text: f.name,
              }))}
            />
          </Suspense>
        </section>
        <CombatLogView log={fight.log} />
        <GameLog session={session} />
        <SaveBar
          session={session}
          pack={services.packs.active()}
          packs={services.packs}
          modes={MODES}
          store={services.store}
          onLoaded={(s) => gameStore.set(s.mode.id, s)}
        />
        <button type="button" data-testid="fight-new" onClick={onNew}>
          Set up another fight
        </button>
      </div>
    </div>
  );
}
