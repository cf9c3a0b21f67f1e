import { Suspense, lazy, useMemo } from 'react';
import { runningFight } from '../../../machines/kraken/dungeon/running';
import { standingGraph } from '../../rules/kraken/dungeon/graphs';
import { dungeonView } from '../../../machines/kraken/dungeon/view';
import type { DungeonMachine } from '../../../machines/kraken/dungeon/dungeon.machine';
import { MODES } from '../../game/modes';
import { dungeonMode } from '../../game/modes/dungeon';
import { quickCrawlInput } from '../../game/modes/quickCrawl';
import { Session } from '../../game/session';
import { entryById } from '../../rules/reference/search';
import { explorationOverlays } from '../../scene/tilemap/explorationOverlays';
import { Minimap } from '../../scene/tilemap/Minimap';
import { ChoiceBar } from '../../ui/ChoiceBar';
import { DiceModeToggle } from '../../ui/DiceModeToggle';
import { DiceTray } from '../../ui/DiceTray';
import { GameLog } from '../../ui/GameLog';
import { PromptPanel } from '../../ui/PromptPanel';
import { SaveBar } from '../../ui/SaveBar';
import { CombatLogView } from '../../ui/kraken/CombatLogView';
import { CrawlHud } from '../../ui/kraken/CrawlHud';
import { CrewCard } from '../../ui/kraken/CrewCard';
import { EnemyCard } from '../../ui/kraken/EnemyCard';
import { useSessionSelector } from '../../ui/useSession';
import { gameStore, newSeed } from '../gameStore';
import { navigate } from '../routes';
import { useServices } from '../services';
import { useAutosavedSession } from '../useAutosave';

// three.js and the tile-map scene load with the crawl, not with the first page.
const TileMapCanvas = lazy(() => import('../../scene/tilemap/TileMapCanvas'));

/** The Quick crawl: the sample location, walked tile by tile with every map element's bookkeeping done. */
export function DungeonScreen() {
  const services = useServices();
  const input = useMemo(() => {
    const built = quickCrawlInput(services.packs.activeContent());
    return built.ok ? built.input : null;
  }, [services]);
  const session = useAutosavedSession(dungeonMode, input);
  if (input === null) return <p className="refusal">The loaded packs have no location to explore.</p>;
  if (session === undefined) return <p className="muted">Opening the crawl…</p>;
  // The session registry holds sessions of any machine; this one is the dungeon's.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs the narrowing; the lint checker gives up on the deep machine type
  return <Crawl session={session as unknown as Session<DungeonMachine>} />;
}

function Crawl({ session }: { session: Session<DungeonMachine> }) {
  const services = useServices();
  const context = useSessionSelector(session, (s) => s.context);
  const view = useMemo(() => dungeonView(context), [context]);
  const graph = useMemo(() => standingGraph(context), [context]);
  const exploration = context.exploration;
  // During a fight the exploration shows the fight it invoked, read from the child actor.
  const fight = useSessionSelector(session, (s) => runningFight(s));
  const maps = useMemo(() => {
    if (view.tileMap === null) return [];
    const overlays = exploration !== null && graph !== null ? explorationOverlays(exploration, graph) : null;
    return [{ map: view.tileMap, ...(overlays ?? {}) }];
  }, [view.tileMap, exploration, graph]);

  const moveTo = (x: number, y: number) => {
    const to = graph?.spaceAt[y]?.[x] ?? null;
    if (to === null) return;
    // Only a move the rules allow is sent; the choices list says which and at what oxygen cost.
    const snapshot = session.getSnapshot();
    const event = { type: 'move' as const, to };
    if (snapshot.can(event)) session.send(event);
  };

  return (
    <div className="screen crawl" data-testid="crawl">
      <div className="column main-column">
        <h1>Space Kraken dungeon crawl</h1>
        <PromptPanel
          session={session}
          onRule={(id) => navigate({ screen: 'rules', entry: id })}
          ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
        />
        <DiceModeToggle session={session} />
        <ChoiceBar session={session} />
        <DiceTray session={session} />
        {fight !== null && (
          <section className="panel" aria-label="The fight" data-testid="crawl-fight">
            <h3>Ground combat — turn {fight.turn}</h3>
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
        <section className="panel crawl3d" aria-label="The map">
          {maps.length === 0 ? (
            <p className="muted">The map is not known yet: the team has not entered it.</p>
          ) : (
            <Suspense fallback={<p className="muted">Laying out the map…</p>}>
              <TileMapCanvas maps={maps} preset="top" onTileDown={(x, y) => moveTo(x, y)} />
            </Suspense>
          )}
        </section>
      </div>
      <div className="column side-column">
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
        <GameLog session={session} />
        <SaveBar
          session={session}
          pack={services.packs.active()}
          packs={services.packs}
          modes={MODES}
          store={services.store}
          onLoaded={(s) => gameStore.set(s.mode.id, s)}
        />
        <button
          type="button"
          data-testid="crawl-new"
          onClick={() => {
            const built = quickCrawlInput(services.packs.activeContent());
            if (!built.ok) return;
            const fresh = Session.start(
              dungeonMode,
              { mode: dungeonMode.id, seed: newSeed(), input: built.input },
              session.diceMode,
            );
            gameStore.set(dungeonMode.id, fresh);
          }}
        >
          Start a new crawl
        </button>
      </div>
    </div>
  );
}
