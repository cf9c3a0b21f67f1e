import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import type { CampaignMachine } from '../../../machines/kraken/campaign/campaign.machine';
import { runningFight } from '../../../machines/kraken/dungeon/running';
import { currentSheets, deployedSheets } from '../../rules/kraken/dungeon/crewSync';
import { crewWithCrawl } from '../../rules/kraken/campaign/landing';
import { finalScore } from '../../rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import { shipSheet } from '../../rules/kraken/ship/sheet';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import { FlightPanel, LocationPanel } from '../../ui/kraken/CampaignSpacePanels';
import { ShipSheetPanel } from '../../ui/kraken/ShipSheetPanel';
import { FlightOdds } from '../../ui/kraken/FlightOdds';
import { SpaceOdds } from '../../ui/kraken/SpaceOdds';
import { BoardingPanel, ShipSystems, SpaceSheet } from '../../ui/kraken/SpacePanels';
import { stageOf } from '../../ui/kraken/spaceStage';
import { boardingChild } from '../spaceCombat/mode';
import { lineAwaitsEvent, waitingEvent } from '../../rules/kraken/campaign/storyPhase';
import { withStoryParty } from '../../rules/kraken/campaign/turn';
import { atRecovery, phaseOfState } from '../../../machines/kraken/campaign/campaign.phase';
import { spaceOutsideAir } from '../../rules/kraken/campaign/landingAir';
import type { EventLocation } from '../../content/schemas/cgm';
import type { Session } from '../../game/session';
import { CampaignSetup } from './CampaignSetup';
import { entryById } from '../../rules/reference/search';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { useSessionSelector } from '../../ui/useSession';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { replaceQuestion } from '../../app/shell/startGame';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { CrawlFightPanel, CrawlMap, CrawlSidePanels } from '../dungeon/screenParts';
import { FightFigures, FightTable, runningFightChoices } from '../quickFight/fightTable';
import {
  campaignMode,
  crawlChild,
  crawlStoryChild,
  flightChild,
  journalLines,
  spaceCombatChild,
  storyChild,
} from './mode';
import { dockedLines } from './shipWords';

// The space stage loads with the first flight, not with the campaign.
const SpaceCanvas = lazy(() => import('../../scene/space/SpaceCanvas'));

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
  4: 'Phase 4 — short visit',
  5: 'Phase 5 — quest timer and Recovery',
};

const pieceName = (p: { kind: string; weapon?: { name: string }; item?: { name: string } }) =>
  p.weapon?.name ?? p.item?.name ?? 'magazines';

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
        lede: 'Set up a crew, its ship and its story lines. Each turn then runs the book’s phases: the story lines through the Crypted Game Master, ship construction, one free action (a flight into space, a landing that runs the dungeon crawl, a story line again, the grade-5 shop), the short visit, the quest timer and Recovery.',
        form: (start) => (
          <CampaignSetup
            pack={services.packs.activeContent()}
            ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
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
  // Which phase the turn is in, and whether the campaign is over, is the chart's state (issue 27).
  const phase = useSessionSelector(session, (s) => phaseOfState(s.value));
  const over = useSessionSelector(session, (s) => s.status === 'done');
  const story = useSessionSelector(session, (s) => storyChild(s));
  // The crawl and its fight, each read where it runs: the fight is the crawl's child, so its HP and oxygen
  // are read from the fight itself while it lasts, never from the crawl's copy from before it.
  const crawl = useSessionSelector(session, (s) => crawlChild(s)?.context ?? null);
  const crawlFight = useSessionSelector(session, (s) => {
    const child = crawlChild(s);
    return child === null ? null : runningFight(child);
  });
  // §13 LT: a line an LT started runs inside the crawl; its event is read here too.
  const crawlStory = useSessionSelector(session, (s) => crawlStoryChild(s));
  const flight = useSessionSelector(session, (s) => flightChild(s));
  const combat = useSessionSelector(session, (s) => spaceCombatChild(s)?.context.combat ?? null);
  const boarding = useSessionSelector(session, (s) => {
    const c = spaceCombatChild(s);
    return c === null ? null : boardingChild(c);
  });
  const fight = useSessionSelector(session, (s) => runningFight(s));
  // A story event's fight (no crawl around it): its own choices, for what a click on one of its figures does.
  const fightOffers = useSessionSelector(session, (s) =>
    runningFightChoices(s.children.groundCombat?.getSnapshot()),
  );
  const content = useSessionSelector(session, (s) => s.context.content);
  const journal = useSessionSelector(
    session,
    (s) => journalLines(s),
    (a, b) => a.length === b.length && a[a.length - 1] === b[b.length - 1],
  );
  // The crew's credits, XP and oxygen as they stand now: a story event's credits count at once (§6 Event).
  const c = useMemo(
    () => (story === null ? turn.campaign : withStoryParty(turn.campaign, story.phase.party)),
    [turn, story],
  );
  const reading = story ?? crawlStory;
  const event = reading !== null && lineAwaitsEvent(reading.phase) ? waitingEvent(reading.phase) : null;
  // The crew and its stores as the machine playing holds them: the fight's, else the crawl's, else the
  // campaign's (the campaign takes them back from the crawl's output when the crew is aboard again).
  const inPlay = useMemo(() => {
    if (crawl === null) return null;
    const live = crawlFight?.crew ?? deployedSheets(crawl);
    // §13 Shops: a hire made down there shows at once, a member sold there is gone (as the campaign will keep).
    const sheets = currentSheets(crawl).map((m) => live.find((l) => l.id === m.id) ?? m);
    return {
      crew: crewWithCrawl({ ...turn, campaign: c }, sheets, crawl.lost).crew,
      oxygen: crawlFight?.oxygen ?? crawl.exploration?.oxygen ?? c.oxygen,
      capacity: crawl.exploration?.oxygenCapacity ?? c.oxygenCapacity,
      credits: crawl.credits,
      xp: crawl.xp,
    };
  }, [turn, c, crawl, crawlFight]);
  const score = finalScore(c);
  // §13 Shops: a shop down there deals in the crew's ships at once (§7 "immediately delivered"), so while the
  // crew is down the ship sheet shows the fleet as the crawl holds it.
  const flying = crawl?.ships?.fleet[0] ?? c.ship;
  const docked = crawl?.ships?.fleet.slice(1) ?? c.hangar ?? [];
  const sheet = useMemo(
    () => shipSheet(shipCatalogueOf(content.ship), flying, { destroyed: c.destroyedSystems }),
    [content, flying, c.destroyedSystems],
  );
  const step = turn.underway;
  const typeName = (id: string) => content.locationTypes.find((t) => t.id === id)?.name ?? id;
  // No table on the stage (the story and construction phases, the traders, the free action): the crew's cards
  // lie in the middle of the screen beside the story lines, so the side column keeps only the ship and the
  // journal and nothing the player needs is scrolled away (issue 28, at 1280 × 720).
  const onShip = crawl === null && combat === null && fight === null;
  const shipPanel = (
    <ShipSheetPanel
      sheet={sheet}
      storage={c.storage.map(pieceName)}
      docked={dockedLines(shipCatalogueOf(content.ship), docked)}
      building={
        c.construction === null
          ? null
          : `${c.construction.what}, ${c.construction.turnsLeft} turn${c.construction.turnsLeft === 1 ? '' : 's'} to go, ${Math.max(0, c.construction.price - c.construction.discount)}¢ due`
      }
    />
  );
  const crewPanel = (
    <section className="panel crew-panel" aria-label="The crew" data-testid="campaign-crew-panel">
      <h3>
        Crew{' '}
        <span className="stats" data-testid="campaign-stores">
          Credits {inPlay?.credits ?? c.credits} · XP {inPlay?.xp ?? c.xp} · Oxygen{' '}
          {inPlay?.oxygen ?? c.oxygen} of {inPlay?.capacity ?? c.oxygenCapacity}
        </span>
      </h3>
      <div className="unit-cards">
        {(inPlay?.crew ?? c.crew).map((m) => (
          <CrewCard key={m.id} crew={m} active={m.id === crawlFight?.activation?.crewId} />
        ))}
      </div>
    </section>
  );
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
      intro={combat !== null ? <SpaceSheet c={combat} /> : undefined}
      main={
        <>
          {crawl !== null && (
            <CrawlFightPanel session={session} read={crawlChild} testId="campaign-fight" crewCards={false} />
          )}
          {crawl === null && fight !== null && (
            <FightFigures session={session} fight={fight} offered={fightOffers} testId="campaign-fight" />
          )}
          {flight !== null && combat === null && <FlightOdds flight={flight} seed={session.setup.seed} />}
          {flight !== null && <FlightPanel flight={flight} />}
          {combat !== null && <SpaceOdds combat={combat} seed={session.setup.seed} />}
          {combat !== null && (
            <>
              <BoardingPanel boarding={boarding} />
              <ShipSystems c={combat} />
            </>
          )}
          {step?.kind === 'location' && <LocationPanel draft={step.draft} typeName={typeName} />}
          {step?.kind === 'market' && (
            <section className="panel" aria-label="The trader" data-testid="campaign-market">
              <h3>{step.market.name}</h3>
              <p className="stats">Credits {c.credits}</p>
            </section>
          )}
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
          {over && (
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
      stage={
        crawl !== null ? (
          <CrawlMap session={session} read={crawlChild} testId="campaign-crawl" />
        ) : combat !== null ? (
          <SpaceStage combat={combat} />
        ) : fight !== null ? (
          <FightTable session={session} fight={fight} offered={fightOffers} testId="campaign-fight-table" />
        ) : (
          <ShipStage session={session} crew={crewPanel} ship={shipPanel} />
        )
      }
      side={
        <>
          {crawl !== null && <CrawlSidePanels session={session} read={crawlChild} />}
          {!onShip && shipPanel}
          {!onShip && crewPanel}
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

/**
 * On the ship: the turn's phases, the crew's cards, the line tracker (names only: never a sheet), the Starmap
 * log and the quests, and the ship sheet.
 */
function ShipStage({
  session,
  crew,
  ship,
}: {
  readonly session: Session<CampaignMachine>;
  readonly crew: ReactNode;
  readonly ship: ReactNode;
}) {
  const turn = useSessionSelector(session, (s) => s.context.turn);
  const content = useSessionSelector(session, (s) => s.context.content);
  const c = turn.campaign;
  const now = useSessionSelector(session, (s) => phaseOfState(s.value));
  const recovering = useSessionSelector(session, (s) => atRecovery(s.value));
  // kraken.space-location-air: the log's breathable AO does not hold at a space station or in space.
  const spaceAirWords = (location: EventLocation): string => {
    const air = spaceOutsideAir(location, content, c.difficulty);
    return air === null ? '' : ` (counts as ${air}: no air outside in space)`;
  };
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
      {crew}
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
                  {l.name} — difficulty {l.location.difficulty}, {l.location.depth} maps, AO {l.location.ao}
                  {spaceAirWords(l.location)} / AI {l.location.ai}
                  {turn.visits[l.key]?.record.cleared.length
                    ? `, cleared: ${turn.visits[l.key]?.record.cleared.join(', ')}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3>Quests</h3>
          {c.quests.length === 0 ? (
            <p className="muted">No quests noted.</p>
          ) : (
            <ul data-testid="campaign-quests">
              {c.quests.map((q) => (
                <li key={q.id} title={q.quest.objective.detail}>
                  {q.quest.quest}
                  {(q.quest.objective.target?.count ?? 1) > 1 &&
                    ` — ${q.progress ?? 0} of ${q.quest.objective.target?.count ?? 1} done`}
                  {q.quest.objective.target === undefined && ' — you judge when it is done'}
                  {q.urgent && ` — urgent, ${q.ticks} of 4 ticks`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {ship}
    </section>
  );
}

/** In space combat: the player's ship and the enemies, with their bars and this turn's shots. */
function SpaceStage({ combat }: { readonly combat: SpaceCombat }) {
  const view = useMemo(() => stageOf(combat), [combat]);
  return (
    <section className="panel space3d" aria-label="Space" data-testid="campaign-space">
      <Suspense fallback={<p className="muted">Charting the space…</p>}>
        <SpaceCanvas view={view} />
      </Suspense>
    </section>
  );
}
