import { Suspense, lazy, useMemo } from 'react';
import type { CampaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import type { SnapshotFrom } from 'xstate';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import { dungeonView } from '../../../machines/kraken/dungeon/view';
import { runningFight } from '../../../machines/kraken/dungeon/running';
import { finalScore } from '../../rules/kraken/campaign/campaignState';
import { storyStep, waitingEvent } from '../../rules/kraken/campaign/storyPhase';
import { phaseOf } from '../../rules/kraken/campaign/turn';
import { standingGraph } from '../../rules/kraken/dungeon/graphs';
import type { Session } from '../../game/session';
import { explorationOverlays } from '../../scene/tilemap/explorationOverlays';
import { CrawlHud } from '../../ui/kraken/CrawlHud';
import { CampaignSetup } from '../../ui/kraken/CampaignSetup';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { useSessionSelector } from '../../ui/useSession';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { replaceQuestion } from '../../app/shell/startGame';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { campaignMode, crawlChild, journalLines, storyChild } from './mode';

const TileMapCanvas = lazy(() => import('../../scene/tilemap/TileMapCanvas'));

const FRAME = { testId: 'campaign', className: 'campaign' };

const PHASE_NAMES: Readonly<Record<number, string>> = {
  1: 'Story lines',
  2: 'Construction',
  3: 'Free action',
  4: 'Short visit',
  5: 'Quest timer',
};

const PHASES: Readonly<Record<number, string>> = {
  1: 'Phase 1 — story lines',
  2: 'Phase 2 — ship construction',
  3: 'Phase 3 — free action',
  5: 'Phase 5 — quest timer and Recovery',
};

/** The Space Kraken campaign: the set-up wizard, then turn after turn with the story lines and landings. */
export function CampaignScreen() {
  const services = useServices();
  return (
    <GameScreen
      mode={campaignMode}
      frame={FRAME}
      opening="Opening the campaign…"
      start={{
        kind: 'form',
        title: 'Space Kraken campaign',
        lede: 'Set up a crew and its story lines. Each turn then runs the book’s phases: the story lines through the Crypted Game Master, ship construction, one free action (a landing at a known location runs the dungeon crawl), the quest timer and Recovery.',
        form: (start) => (
          <CampaignSetup
            pack={services.packs.activeContent()}
            onStart={(input, dice) => {
              start(input, dice);
            }}
          />
        ),
      }}
    >
      {(session, setUpAnother) => <Campaign session={session} onNew={setUpAnother} />}
    </GameScreen>
  );
}

function Campaign({ session, onNew }: { session: Session<CampaignMachine>; onNew: () => void }) {
  const turn = useSessionSelector(session, (s) => s.context.turn);
  const story = useSessionSelector(session, (s) => storyChild(s));
  const crawl = useSessionSelector(session, (s) => crawlChild(s));
  const journal = useSessionSelector(
    session,
    (s) => journalLines(s),
    (a, b) => a.length === b.length && a[a.length - 1] === b[b.length - 1],
  );
  const c = turn.campaign;
  const phase = phaseOf(turn);
  const event = story !== null && storyStep(story.phase) === 'event' ? waitingEvent(story.phase) : null;
  const score = finalScore(c);
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={
        <>
          Space Kraken campaign — turn {c.turn}
          {phase === null ? ' (over)' : `, ${PHASES[phase] ?? `phase ${phase}`}`}
          {c.practice && ' (practice)'}
        </>
      }
      main={
        <>
          {event !== null && (
            <section className="panel cgm-event" aria-label="The event" data-testid="campaign-event">
              <h3>{event.title}</h3>
              <p>{event.text}</p>
              {event.choice !== undefined && (
                <ul>
                  <li>A: {event.choice.a.label}</li>
                  <li>B: {event.choice.b.label}</li>
                </ul>
              )}
              {event.standby && <p className="muted">STANDBY: this event may wait for a later turn.</p>}
            </section>
          )}
          {turn.step.kind === 'over' && (
            <section className="panel" data-testid="campaign-over">
              <h3>{c.victory !== null ? 'Victory' : 'The campaign is lost'}</h3>
              {c.victory !== null && <p>{c.victory}</p>}
              <p>
                {c.practice
                  ? 'A practice campaign: no score.'
                  : score === null
                    ? 'No score.'
                    : `Score: ${score} (surviving levels × the difficulty).`}
              </p>
            </section>
          )}
        </>
      }
      stage={crawl !== null ? <CrawlStage crawl={crawl} /> : <ShipStage session={session} />}
      side={
        <>
          {crawl !== null && <CrawlHud view={dungeonView(crawl.context)} />}
          <section className="panel" aria-label="The crew" data-testid="campaign-crew-panel">
            <h3>Crew</h3>
            <p className="stats" data-testid="campaign-stores">
              Credits {c.credits} · XP {c.xp} · Oxygen {c.oxygen} of {c.oxygenCapacity}
            </p>
            <div className="unit-cards">
              {c.crew.map((m) => (
                <CrewCard key={m.id} crew={m} />
              ))}
            </div>
          </section>
          <section className="panel" aria-label="Campaign journal" data-testid="campaign-journal">
            <h3>Journal</h3>
            <ol className="journal">
              {journal.slice(-14).map((line, i) => (
                <li key={`${journal.length - 14 + i}`}>{line}</li>
              ))}
            </ol>
          </section>
        </>
      }
      footer={
        <ConfirmButton
          testId="campaign-new"
          label="Set up another campaign"
          question={replaceQuestion(session)}
          confirmLabel="Set up another"
          cancelLabel="Keep playing"
          onConfirm={onNew}
        />
      }
    />
  );
}

/** On the ship: the line tracker (names only: never a sheet), the Starmap log, the quests, the storage. */
function ShipStage({ session }: { session: Session<CampaignMachine> }) {
  const turn = useSessionSelector(session, (s) => s.context.turn);
  const c = turn.campaign;
  const now = phaseOf(turn);
  const recovering = turn.step.kind === 'recovery';
  return (
    <section className="panel ship-stage" aria-label="The ship" data-testid="campaign-ship">
      <ol className="phase-strip" aria-label="The turn's phases" data-testid="campaign-phases">
        {[1, 2, 3, 4, 5].map((p) => (
          <li
            key={p}
            className={p === now && !recovering ? 'current' : ''}
            aria-current={p === now && !recovering ? 'step' : undefined}
          >
            {p}. {PHASE_NAMES[p]}
          </li>
        ))}
        <li className={recovering ? 'current' : ''} aria-current={recovering ? 'step' : undefined}>
          R. Recovery
        </li>
      </ol>
      <div className="ship-columns">
        <div>
          <h3>Story lines</h3>
          <ol className="tracker" data-testid="campaign-tracker">
            {c.cgm.lines.map((line, slot) => (
              <li key={slot} className={line === null ? 'muted' : ''}>
                {line === null ? 'free slot' : line.line}
                {c.skips.thisTurn === slot && ' (skipped this turn)'}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3>Starmap log</h3>
          {c.starmap.length === 0 ? (
            <p className="muted">No location noted yet.</p>
          ) : (
            <ul data-testid="campaign-starmap">
              {c.starmap.map((l) => (
                <li key={l.key}>
                  {l.name} — difficulty {l.location.difficulty}, {l.location.depth} maps, AO {l.location.ao} /
                  AI {l.location.ai}
                  {turn.visits[l.key]?.record.cleared.length
                    ? `, cleared: ${turn.visits[l.key]?.record.cleared.join(', ')}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
          <h3>Quests</h3>
          {c.quests.length === 0 ? (
            <p className="muted">No quests noted.</p>
          ) : (
            <ul data-testid="campaign-quests">
              {c.quests.map((q) => (
                <li key={q.id}>
                  {q.quest.quest}
                  {q.urgent && ` — urgent, ${q.ticks} of 4 ticks`}
                </li>
              ))}
            </ul>
          )}
          <h3>Ship storage</h3>
          <p className={turn.storage.length === 0 ? 'muted' : ''} data-testid="campaign-storage">
            {turn.storage.length === 0 ? 'Empty.' : turn.storage.join(', ')}
          </p>
        </div>
      </div>
    </section>
  );
}

/** Down at a location: the crawl's map, and its fight while one runs (the crawl's own invoked child). */
function CrawlStage({ crawl }: { crawl: SnapshotFrom<DungeonMachine> }) {
  const context = crawl.context;
  const view = useMemo(() => dungeonView(context), [context]);
  const graph = useMemo(() => standingGraph(context), [context]);
  const exploration = context.exploration;
  const maps = useMemo(() => {
    if (view.tileMap === null) return [];
    const overlays = exploration !== null && graph !== null ? explorationOverlays(exploration, graph) : null;
    return [{ map: view.tileMap, ...(overlays ?? {}) }];
  }, [view.tileMap, exploration, graph]);
  const fight = runningFight(crawl);
  return (
    <section className="panel crawl3d" aria-label="The map" data-testid="campaign-crawl">
      {fight !== null && (
        <div className="unit-cards" data-testid="campaign-fight">
          {fight.enemies.map((e) => (
            <EnemyCard key={e.uid} enemy={e} />
          ))}
        </div>
      )}
      {maps.length === 0 ? (
        <p className="muted">The map is not known yet: the team has not entered it.</p>
      ) : (
        <Suspense fallback={<p className="muted">Laying out the map…</p>}>
          <TileMapCanvas maps={maps} preset="top" />
        </Suspense>
      )}
    </section>
  );
}
