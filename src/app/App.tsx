import { Suspense, lazy, useEffect, useState } from 'react';
import { HomeScreen } from './screens/HomeScreen';
import { PacksScreen } from './screens/PacksScreen';
import { RulesScreen } from './screens/RulesScreen';
import { parseRoute } from './routes';
import type { Route } from './routes';

function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onHash = () => {
      setRoute(parseRoute(window.location.hash));
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
    };
  }, []);
  return route;
}

// Game screens are lazy chunks: their machines and rules load when a game is opened, not with the home page.
const BoardScreen = lazy(() => import('./screens/BoardScreen').then((m) => ({ default: m.BoardScreen })));
const DiceLabScreen = lazy(() =>
  import('./screens/DiceLabScreen').then((m) => ({ default: m.DiceLabScreen })),
);
const QuickFightScreen = lazy(() =>
  import('./screens/QuickFightScreen').then((m) => ({ default: m.QuickFightScreen })),
);
const SalvageScreen = lazy(() =>
  import('./screens/SalvageScreen').then((m) => ({ default: m.SalvageScreen })),
);
const DungeonScreen = lazy(() =>
  import('./screens/DungeonScreen').then((m) => ({ default: m.DungeonScreen })),
);
const LoadScreen = lazy(() => import('./screens/LoadScreen').then((m) => ({ default: m.LoadScreen })));
const MapEditorScreen = lazy(() =>
  import('./screens/MapEditorScreen').then((m) => ({ default: m.MapEditorScreen })),
);

export function App() {
  const route = useRoute();
  return (
    <div className="app">
      <header className="topbar">
        <a href="#/" className="brand">
          Tabletop
        </a>
        <nav>
          <a href="#/crawl">Crawl</a>
          <a href="#/salvage">Salvage mission</a>
          <a href="#/board">Board</a>
          <a href="#/fight">Quick fight</a>
          <a href="#/dice-lab">Dice lab</a>
          <a href="#/rules">Rules reference</a>
          <a href="#/load">Load game</a>
          <a href="#/maps">Map editor</a>
          <a href="#/packs">Packs</a>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p className="muted">Opening…</p>}>
          {route.screen === 'home' && <HomeScreen />}
          {route.screen === 'dice-lab' && <DiceLabScreen />}
          {route.screen === 'board' && <BoardScreen />}
          {route.screen === 'fight' && <QuickFightScreen />}
          {route.screen === 'salvage' && <SalvageScreen />}
          {route.screen === 'crawl' && <DungeonScreen />}
          {route.screen === 'rules' && <RulesScreen entry={route.entry} />}
          {route.screen === 'load' && <LoadScreen />}
          {route.screen === 'packs' && <PacksScreen />}
          {route.screen === 'maps' && <MapEditorScreen />}
        </Suspense>
      </main>
    </div>
  );
}
