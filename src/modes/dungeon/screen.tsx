import { sessionOfMode, type ModeViewProps } from '../kit';
import { Suspense, lazy, useMemo } from 'react';
import { runningFight } from '../../../machines/kraken/dungeon/running';
import { graphFor, standingGraph, tileMapFor } from '../../rules/kraken/dungeon/graphs';
import { dungeonView } from '../../../machines/kraken/dungeon/view';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import { dungeonMode } from './mode';
import { quickCrawlInput } from './quickCrawl';
import type { Session } from '../../game/session';
import { entranceHighlights, explorationOverlays } from '../../scene/tilemap/explorationOverlays';
import { Minimap } from '../../scene/tilemap/Minimap';
import { CombatLogView } from '../../ui/kraken/CombatLogView';
import { CrawlHud } from '../../ui/kraken/CrawlHud';
import { MapLegend } from '../../ui/kraken/MapLegend';
import { MAP_LEGEND } from '../../content/tilemap/legend';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { useSessionSelector } from '../../ui/useSession';
import { FigureList } from '../../ui/FigureList';
import { useFightFigures } from '../../ui/kraken/useFightFigures';
import type { Choice } from '../../game/mode';
import type { GroundCombatEvent } from '../../../machines/kraken/groundCombat.types';
import { groundCombatPresenter } from '../quickFight/mode';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { replaceQuestion, startGame } from '../../app/shell/startGame';
import { ConfirmButton } from '../../ui/ConfirmButton';

// three.js and the tile-map scene load with the crawl, not with the first page.
const TileMapCanvas = lazy(() => import('../../scene/tilemap/TileMapCanvas'));

const FRAME = { testId: 'crawl', className: 'crawl' };

const ENTRANCE = MAP_LEGEND.find((entry) => entry.type === 'entrance');
const ENTRANCE_CODE = ENTRANCE?.code ?? '>';
const ENTRANCE_MEANING = ENTRANCE?.meaning ?? 'entrance of the map';

const NO_CHOICES: readonly Choice<GroundCombatEvent>[] = [];

/** The Quick crawl: the sample location, walked tile by tile with every map element's bookkeeping done. */
export function DungeonScreen() {
  const services = useServices();
  const input = useMemo(() => {
    const built = quickCrawlInput(services.packs.activeContent());
    return built.ok ? built.input : null;
  }, [services]);
  return (
    <GameScreen
      mode={dungeonMode}
      frame={FRAME}
      opening="Opening the crawl…"
      start={{ kind: 'auto', input, missing: 'The loaded packs have no location to explore.' }}
    >
      {(session) => <Crawl session={session} />}
    </GameScreen>
  );
}

function Crawl({ session }: { session: Session<DungeonMachine> }) {
  const services = useServices();
  const context = useSessionSelector(session, (s) => s.context);
  const view = useMemo(() => dungeonView(context), [context]);
  const graph = useMemo(() => standingGraph(context), [context]);
  const exploration = context.exploration;
  // During a fight the exploration shows the fight it invoked, read from the child actor.
  const fight = useSessionSelector(session, (s) => runningFight(s));
  // The fight's choices on offer now (the deepest machine's, as the choice bar lists them), once per step.
  const fightChoices = useSessionSelector(session, (s, ses) =>
    runningFight(s) === null ? NO_CHOICES : (ses.choicesOf(groundCombatPresenter) ?? NO_CHOICES),
  );
  const { rows: figureRows, clickFigure, problem } = useFightFigures(session, fight, fightChoices);
  // Before the team lands: the map it lands on, once the state knows which it is (its Map-ID thrown).
  const landing = exploration === null ? (context.deployMap ?? 1) : null;
  const landingGraph = landing === null ? null : graphFor(context, landing);
  const landingMap = landing === null ? null : tileMapFor(context, landing);
  const maps = useMemo(() => {
    if (view.tileMap === null) {
      if (landingMap === null || landingGraph === null) return [];
      return [{ map: landingMap, highlights: entranceHighlights(landingGraph) }];
    }
    const overlays = exploration !== null && graph !== null ? explorationOverlays(exploration, graph) : null;
    return [{ map: view.tileMap, ...(overlays ?? {}) }];
  }, [view.tileMap, exploration, graph, landingMap, landingGraph]);

  /** A click on an entrance before the landing deploys the team there, as its choice does. */
  const deployAt = (x: number, y: number) => {
    const space = landingGraph?.spaceAt[y]?.[x] ?? null;
    if (space === null) return;
    const snapshot = session.getSnapshot();
    const offer = session.mode
      .choices(snapshot)
      .find((c) => c.event.type === 'deploy' && c.event.entrance === space);
    if (offer !== undefined && snapshot.can(offer.event)) session.send(offer.event);
  };

  const moveTo = (x: number, y: number) => {
    const to = graph?.spaceAt[y]?.[x] ?? null;
    if (to === null) return;
    // Only a move the rules allow is sent; the choices list says which and at what oxygen cost.
    const snapshot = session.getSnapshot();
    const event = { type: 'move' as const, to };
    if (snapshot.can(event)) session.send(event);
  };

  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title="Space Kraken dungeon crawl"
      main={
        <>
          {fight !== null && (
            <section className="panel" aria-label="The fight" data-testid="crawl-fight">
              <h3>Ground combat — turn {fight.turn}</h3>
              {problem !== null && (
                <p className="refusal" role="alert" data-testid="board-refusal">
                  {problem}
                </p>
              )}
              <FigureList
                session={session}
                rows={figureRows}
                onPick={clickFigure}
                title="Figures in the fight"
              />
              <div className="unit-cards">
                {fight.crew.map((c) => (
                  <CrewCard key={c.id} crew={c} active={c.id === fight.activation?.crewId} />
                ))}
                {fight.enemies.map((e) => (
                  <EnemyCard key={e.uid} enemy={e} />
                ))}
              </div>
              <CombatLogView log={fight.log} />
            </section>
          )}
        </>
      }
      stage={
        <section className="panel crawl3d" aria-label="The map">
          {exploration === null && maps.length > 0 && (
            <p className="muted" data-testid="crawl-landing">
              {view.locationName}: map {landing} of {view.depth}. The team lands at an entrance (framed): pick
              one on the map or below.
            </p>
          )}
          {maps.length === 0 ? (
            <LandingCard name={view.locationName} depth={view.depth} mapNumber={landing ?? 1} />
          ) : (
            <Suspense fallback={<p className="muted">Laying out the map…</p>}>
              <TileMapCanvas
                maps={maps}
                preset="top"
                onTileClick={(x, y) => {
                  if (exploration === null) deployAt(x, y);
                  else moveTo(x, y);
                }}
              />
            </Suspense>
          )}
        </section>
      }
      side={
        <>
          <CrawlHud view={view} />
          <section className="panel" aria-label="Maps of the location">
            <h3>Maps</h3>
            <Minimap
              depth={view.depth}
              current={view.mapNumber}
              cleared={view.cleared}
              known={(exploration?.maps ?? []).flatMap((m, i) => (m.visited ? [i + 1] : []))}
            />
          </section>
          <MapLegend />
        </>
      }
      footer={
        <ConfirmButton
          testId="crawl-new"
          label="Start a new crawl"
          question={replaceQuestion(session)}
          confirmLabel="Start a new crawl"
          cancelLabel="Keep playing"
          onConfirm={() => {
            const built = quickCrawlInput(services.packs.activeContent());
            if (!built.ok) return;
            startGame(dungeonMode, built.input, session.diceMode);
          }}
        />
      }
    />
  );
}

/**
 * The stage before the map the team lands on is known (its Map-ID not thrown yet): the location, how deep it
 * goes and what comes next, instead of an empty table.
 */
function LandingCard({ name, depth, mapNumber }: { name: string; depth: number; mapNumber: number }) {
  return (
    <div className="landing-card" data-testid="crawl-landing">
      <h2>{name}</h2>
      <p>
        {depth} maps deep. Which map is number {mapNumber} is decided by its Map-ID: once it is thrown, the
        map is laid out here with its entrances framed, and the team lands at the one you pick.
      </p>
      <p className="muted">
        An entrance is drawn {ENTRANCE_CODE} on a map ({ENTRANCE_MEANING}); the Map legend in the Panels
        drawer reads the other marks.
      </p>
    </div>
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function CrawlView({ session }: ModeViewProps) {
  return <Crawl session={sessionOfMode<DungeonMachine>(session)} />;
}
