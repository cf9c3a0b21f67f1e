import { Suspense, lazy, useMemo } from 'react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import { runningFight } from '../../../machines/kraken/dungeon/running';
import { dungeonView } from '../../../machines/kraken/dungeon/view';
import type { GroundCombatEvent } from '../../../machines/kraken/groundCombat.types';
import { MAP_LEGEND } from '../../content/tilemap/legend';
import type { Choice } from '../../game/mode';
import type { Session } from '../../game/session';
import { graphFor, standingGraph, tileMapFor } from '../../rules/kraken/dungeon/graphs';
import { entranceHighlights, explorationOverlays } from '../../scene/tilemap/explorationOverlays';
import { fightOnMap } from '../../scene/tilemap/fightOnMap';
import { Minimap } from '../../scene/tilemap/Minimap';
import { FigureList } from '../../ui/FigureList';
import { CombatLogView } from '../../ui/kraken/CombatLogView';
import { CrawlHud, liveCrawlView } from '../../ui/kraken/CrawlHud';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { MapLegend } from '../../ui/kraken/MapLegend';
import { TileViewControls, useTileView } from '../../ui/kraken/TileViewControls';
import { useFightFigures } from '../../ui/kraken/useFightFigures';
import { useSessionSelector } from '../../ui/useSession';
import { groundCombatMode } from '../quickFight/mode';
import { dungeonMode } from './mode';
import { Refusal } from '../../ui/Refusal';

/**
 * The crawl's table, for every screen that plays a crawl: the stand-alone Quick crawl, where the crawl is the
 * root machine, and the campaign, where it is the campaign's invoked child. A screen hands each part its
 * session and how to find the crawl in the root's snapshot; each part reads its own slice (the crawl's
 * context, its fight's state, the fight's choices) with `useSessionSelector`, so it re-renders when that
 * machine moves — the fight is the crawl's child, and its state never shows in the crawl's snapshot until it
 * ends.
 */

// three.js and the tile-map scene load with the crawl, not with the first page.
const TileMapCanvas = lazy(() => import('../../scene/tilemap/TileMapCanvas'));

type DungeonSnap = SnapshotFrom<DungeonMachine>;
type FightSnap = SnapshotFrom<typeof groundCombatMode.machine>;

/** Where the crawl stands in the root's snapshot: the root itself, or a child; null when none runs. */
export type ReadCrawl<M extends AnyStateMachine> = (root: SnapshotFrom<M>) => DungeonSnap | null;

interface PartProps<M extends AnyStateMachine> {
  readonly session: Session<M>;
  readonly read: ReadCrawl<M>;
}

const ENTRANCE = MAP_LEGEND.find((entry) => entry.type === 'entrance');
const ENTRANCE_CODE = ENTRANCE?.code ?? '>';
const ENTRANCE_MEANING = ENTRANCE?.meaning ?? 'entrance of the map';

const NO_CHOICES: readonly Choice<GroundCombatEvent>[] = [];

function isFight(snapshot: unknown): snapshot is FightSnap {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'machine' in snapshot &&
    (snapshot as { machine: { id?: unknown } }).machine.id === groundCombatMode.machine.id
  );
}

/** The crawl's fight as its own machine's snapshot, or null when none runs. */
function fightSnapshot(crawl: DungeonSnap): FightSnap | null {
  const child: unknown = crawl.children.groundCombat?.getSnapshot();
  return isFight(child) && child.status === 'active' ? child : null;
}

function useCrawlContext<M extends AnyStateMachine>(session: Session<M>, read: ReadCrawl<M>) {
  return useSessionSelector(session, (s) => read(s)?.context ?? null);
}

function useCrawlFight<M extends AnyStateMachine>(session: Session<M>, read: ReadCrawl<M>) {
  return useSessionSelector(session, (s) => {
    const crawl = read(s);
    return crawl === null ? null : runningFight(crawl);
  });
}

/**
 * The crawl's fight's figures and the one function a click on one goes through — on the map or in the
 * figure list: the fight's choices on offer now (its own machine's, as the choice bar lists them), read once
 * per step.
 */
function useCrawlFightFigures<M extends AnyStateMachine>(session: Session<M>, read: ReadCrawl<M>) {
  const fight = useCrawlFight(session, read);
  const offered = useSessionSelector(session, (s) => {
    const crawl = read(s);
    const child = crawl === null ? null : fightSnapshot(crawl);
    return child === null ? NO_CHOICES : groundCombatMode.choices(child);
  });
  return { fight, ...useFightFigures(session, fight, offered) };
}

/**
 * The stage: the map the team is on (before the landing, the map it lands on with its entrances framed),
 * with the team's token, its ways on and, while a fight runs, the fight's figures on the team's tile with
 * their HP; a click on an entrance deploys, a click on a framed neighbour moves, as their choices do; and
 * the view bar (framings, a reset).
 */
export function CrawlMap<M extends AnyStateMachine>({
  session,
  read,
  testId,
}: PartProps<M> & { readonly testId?: string }) {
  const context = useCrawlContext(session, read);
  // A click on a fight's figure on the map does what its button in the figure list does.
  const { fight, clickFigure, problem } = useCrawlFightFigures(session, read);
  const [tileView, tileViewActions] = useTileView();
  const view = useMemo(() => (context === null ? null : dungeonView(context)), [context]);
  const graph = useMemo(() => (context === null ? null : standingGraph(context)), [context]);
  const exploration = context?.exploration ?? null;
  // Before the team lands: the map it lands on, once the state knows which it is (its Map-ID thrown).
  const landing = context !== null && exploration === null ? (context.deployMap ?? 1) : null;
  const landingGraph = context === null || landing === null ? null : graphFor(context, landing);
  const landingMap = context === null || landing === null ? null : tileMapFor(context, landing);
  const tileMap = view?.tileMap ?? null;
  const maps = useMemo(() => {
    if (tileMap === null) {
      if (landingMap === null || landingGraph === null) return [];
      return [{ map: landingMap, highlights: entranceHighlights(landingGraph) }];
    }
    const overlays = exploration !== null && graph !== null ? explorationOverlays(exploration, graph) : null;
    const team = overlays?.team ?? null;
    const figures = fight !== null && team !== null ? fightOnMap(fight, team) : [];
    return [{ map: tileMap, ...(overlays ?? {}), figures }];
  }, [tileMap, exploration, graph, landingMap, landingGraph, fight]);
  if (context === null || view === null) return null;

  /** The crawl's own offers now (none while its fight runs: the fight is the machine playing). */
  const crawlNow = () => {
    const crawl = read(session.getSnapshot());
    return crawl === null || fightSnapshot(crawl) !== null ? null : crawl;
  };
  /** A click on an entrance before the landing deploys the team there, as its choice does. */
  const deployAt = (x: number, y: number) => {
    const space = landingGraph?.spaceAt[y]?.[x] ?? null;
    const crawl = crawlNow();
    if (space === null || crawl === null) return;
    const offer = dungeonMode
      .choices(crawl)
      .find((c) => c.event.type === 'deploy' && c.event.entrance === space);
    if (offer === undefined || offer.event.type !== 'deploy') return;
    const event = { ...offer.event };
    if (crawl.can(event)) session.send(event);
  };
  /** A click on a neighbour moves there when the rules allow it; the choices say at what oxygen cost. */
  const moveTo = (x: number, y: number) => {
    const to = graph?.spaceAt[y]?.[x] ?? null;
    const crawl = crawlNow();
    if (to === null || crawl === null) return;
    const event = { type: 'move' as const, to };
    if (crawl.can(event)) session.send(event);
  };

  return (
    <section className="panel crawl3d" aria-label="The map" data-testid={testId}>
      {exploration === null && maps.length > 0 && (
        <p className="muted" data-testid="crawl-landing">
          {view.locationName}: map {landing} of {view.depth}. The team lands at an entrance (framed): pick one
          on the map or below.
        </p>
      )}
      {fight !== null && problem !== null && <Refusal text={problem} testId="map-refusal" />}
      {fight !== null && (
        <p className="muted" data-testid="crawl-fight-caption">
          Ground combat on the team’s tile, turn {fight.turn}: the crew in blue, the enemies in red.
        </p>
      )}
      {maps.length === 0 ? (
        <LandingCard name={view.locationName} depth={view.depth} mapNumber={landing ?? 1} />
      ) : (
        <>
          <TileViewControls view={tileView} actions={tileViewActions} />
          <Suspense fallback={<p className="muted">Laying out the map…</p>}>
            <TileMapCanvas
              maps={maps}
              preset={tileView.preset}
              presetRevision={tileView.revision}
              onTileClick={(x, y) => {
                if (exploration === null) deployAt(x, y);
                else moveTo(x, y);
              }}
              {...(fight === null ? {} : { onFigureClick: clickFigure })}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}

/**
 * The crawl's fight while it runs: its figures (a button each for what a click on it does), the crew's and
 * the enemies' cards, live, and the fight's own log.
 * @param crewCards show the crew's cards here (default true); a screen that shows them elsewhere says false.
 */
export function CrawlFightPanel<M extends AnyStateMachine>({
  session,
  read,
  testId,
  crewCards = true,
}: PartProps<M> & { readonly testId: string; readonly crewCards?: boolean }) {
  const { fight, rows, clickFigure, problem } = useCrawlFightFigures(session, read);
  if (fight === null) return null;
  return (
    <section className="panel" aria-label="The fight" data-testid={testId}>
      <h3>Ground combat — turn {fight.turn}</h3>
      {problem !== null && <Refusal text={problem} testId="board-refusal" />}
      <FigureList session={session} rows={rows} onPick={clickFigure} title="Figures in the fight" />
      <div className="unit-cards">
        {crewCards &&
          fight.crew.map((c) => <CrewCard key={c.id} crew={c} active={c.id === fight.activation?.crewId} />)}
        {fight.enemies.map((e) => (
          <EnemyCard key={e.uid} enemy={e} />
        ))}
      </div>
      <CombatLogView log={fight.log} />
    </section>
  );
}

/**
 * The side of the crawl: the team's heads-up display (HP and oxygen as the machine playing holds them: the
 * fight's while one runs), the location's maps, and the map legend.
 */
export function CrawlSidePanels<M extends AnyStateMachine>({ session, read }: PartProps<M>) {
  const context = useCrawlContext(session, read);
  const fight = useCrawlFight(session, read);
  const view = useMemo(() => (context === null ? null : dungeonView(context)), [context]);
  const live = useMemo(() => (view === null ? null : liveCrawlView(view, fight)), [view, fight]);
  if (context === null || live === null) return null;
  const exploration = context.exploration;
  return (
    <>
      <CrawlHud view={live} />
      <section className="panel" aria-label="Maps of the location">
        <h3>Maps</h3>
        <Minimap
          depth={live.depth}
          current={live.mapNumber}
          cleared={live.cleared}
          known={(exploration?.maps ?? []).flatMap((m, i) => (m.visited ? [i + 1] : []))}
        />
      </section>
      <MapLegend />
    </>
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
