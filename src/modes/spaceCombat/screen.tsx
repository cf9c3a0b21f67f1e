import { sessionOfMode, type ModeViewProps } from '../kit';
import { Suspense, lazy, useMemo } from 'react';
import type { SpaceCombatMachine } from '../../../machines/kraken/space/spaceCombat.machine';
import type { Session } from '../../game/session';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SpaceCombatSetup } from './SpaceCombatSetup';
import { SpaceOdds } from '../../ui/kraken/SpaceOdds';
import { useSessionSelector } from '../../ui/useSession';
import { replaceQuestion } from '../../app/shell/startGame';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { BoardingPanel, ShipSystems, SpaceSheet } from '../../ui/kraken/SpacePanels';
import { stageOf } from '../../ui/kraken/spaceStage';
import { boardingChild, spaceCombatMode } from './mode';
import { spaceJournal } from './narrate';
import { spaceCombatInput } from './setup';

// The 3D stage loads with the combat, not with the first page.
const SpaceCanvas = lazy(() => import('../../scene/space/SpaceCanvas'));

const FRAME = { testId: 'space-combat', className: 'space-combat' };

/** Space Kraken space combat on its own: pick a ship and a flight, fight the seven sub-phases. */
export function SpaceCombatScreen() {
  const services = useServices();
  return (
    <GameScreen
      mode={spaceCombatMode}
      frame={FRAME}
      opening="Opening the space combat…"
      start={{
        kind: 'form',
        title: 'Space combat',
        lede: 'Pick a hull, a fit and a row of the flight table; the combat then runs the book’s seven sub-phases, one step at a time, with the odds of every roll.',
        form: (start) => (
          <SpaceCombatSetup
            pack={services.packs.activeContent()}
            onStart={(options, dice) => {
              const built = spaceCombatInput(services.packs.activeContent(), options);
              if (!built.ok) return built.reason;
              start(built.input, dice);
              return null;
            }}
          />
        ),
      }}
    >
      {(session, setUpAnother) => <SpaceFight session={session} onNew={setUpAnother} />}
    </GameScreen>
  );
}

function SpaceFight({
  session,
  onNew,
}: {
  readonly session: Session<SpaceCombatMachine>;
  readonly onNew: () => void;
}) {
  const c = useSessionSelector(session, (s) => s.context.combat);
  const boarding = useSessionSelector(session, (s) => boardingChild(s));
  const view = useMemo(() => stageOf(c), [c]);
  const journal = useMemo(() => spaceJournal(c), [c]);
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={
        <>
          Space combat — flight {c.row.number} {c.row.name}, turn {c.turn}
          {c.outcome !== null && (
            <span className="badge" data-testid="space-outcome">
              {c.outcome}
            </span>
          )}
        </>
      }
      intro={<SpaceSheet c={c} />}
      main={
        <>
          <SpaceOdds combat={c} seed={session.setup.seed} />
          <BoardingPanel boarding={boarding} />
          <ShipSystems c={c} />
        </>
      }
      stage={
        <section className="panel space3d" aria-label="Space">
          <Suspense fallback={<p className="muted">Charting the space…</p>}>
            <SpaceCanvas view={view} />
          </Suspense>
        </section>
      }
      side={
        <section className="panel" aria-label="Combat journal" data-testid="space-journal">
          <h3>Combat journal</h3>
          <ol className="journal">
            {journal.slice(-40).map((line, i) => (
              <li key={`${journal.length}-${i}`}>{line}</li>
            ))}
          </ol>
        </section>
      }
      footer={
        <ConfirmButton
          testId="space-new"
          label="Set up another space combat"
          question={`${replaceQuestion(session)} It stays until the new combat starts.`}
          confirmLabel="Set up another"
          cancelLabel="Keep playing"
          onConfirm={onNew}
        />
      }
    />
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function SpaceCombatView({ session, onNew }: ModeViewProps) {
  return <SpaceFight session={sessionOfMode<SpaceCombatMachine>(session)} onNew={onNew} />;
}
