import { useEffect, useState } from 'react';
import { BoardScreen } from './screens/BoardScreen';
import { DiceLabScreen } from './screens/DiceLabScreen';
import { HomeScreen } from './screens/HomeScreen';
import { LoadScreen } from './screens/LoadScreen';
import { PacksScreen } from './screens/PacksScreen';
import { RulesScreen } from './screens/RulesScreen';
import { hrefOf, parseRoute } from './routes';
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

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}

export function App() {
  const route = useRoute();
  return (
    <div className="app">
      <header className="topbar">
        <a href="#/" className="brand">
          Tabletop
        </a>
        <nav>
          <a href="#/board">Board</a>
          <a href="#/dice-lab">Dice lab</a>
          <a href="#/rules">Rules reference</a>
          <a href="#/load">Load game</a>
          <a href="#/packs">Packs</a>
        </nav>
      </header>
      <main>
        {route.screen === 'home' && <HomeScreen />}
        {route.screen === 'dice-lab' && <DiceLabScreen />}
        {route.screen === 'board' && <BoardScreen />}
        {route.screen === 'rules' && <RulesScreen entry={route.entry} />}
        {route.screen === 'load' && <LoadScreen />}
        {route.screen === 'packs' && <PacksScreen />}
      </main>
    </div>
  );
}
