import { UnknownScreen } from './screens/UnknownScreen';
import { Suspense, lazy, useEffect, useState } from 'react';
import { GAME_MODES } from '../modes/registry';
import { HomeScreen } from './screens/HomeScreen';
import { ModeErrorBoundary } from './shell/ModeErrorBoundary';
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
// One element per mode, made once here: a component looked up while rendering would be a new one each time.
const MODE_SCREENS = new Map(
  GAME_MODES.map((entry) => {
    const Screen = lazy(entry.screen);
    return [
      entry.id,
      <ModeErrorBoundary key={entry.id} title={entry.nav}>
        <Screen />
      </ModeErrorBoundary>,
    ];
  }),
);
const TableScreen = lazy(() => import('./online/TableScreen').then((m) => ({ default: m.TableScreen })));
const LoadScreen = lazy(() => import('./screens/LoadScreen').then((m) => ({ default: m.LoadScreen })));
const DemosScreen = lazy(() => import('./screens/DemosScreen').then((m) => ({ default: m.DemosScreen })));
const MapEditorScreen = lazy(() =>
  import('./screens/MapEditorScreen').then((m) => ({ default: m.MapEditorScreen })),
);
const CgmEditorScreen = lazy(() =>
  import('./screens/CgmEditorScreen').then((m) => ({ default: m.CgmEditorScreen })),
);

/** The tools beside the games, on the right of the bar, by short names (the full one is the tooltip). */
const TOOL_LINKS = [
  { screen: 'rules', label: 'Rules', title: 'Rules reference' },
  { screen: 'load', label: 'Load', title: 'Load game' },
  { screen: 'maps', label: 'Maps', title: 'Map editor' },
  { screen: 'cgm', label: 'CGM', title: 'CGM sheet editor' },
  { screen: 'packs', label: 'Packs', title: 'Content packs' },
] as const;

export function App() {
  const route = useRoute();
  return (
    <div className="app">
      <header className="topbar">
        <a href="#/" className="brand">
          Tabletop
        </a>
        <nav className="nav-modes" aria-label="Games">
          {GAME_MODES.map((entry) => (
            <a
              key={entry.id}
              href={`#/${entry.route}`}
              aria-current={route.screen === 'mode' && route.mode === entry.id ? 'page' : undefined}
            >
              {entry.nav}
            </a>
          ))}
          <a href="#/demos" aria-current={route.screen === 'demos' ? 'page' : undefined}>
            Demos
          </a>
        </nav>
        <nav className="nav-tools" aria-label="Tools">
          {TOOL_LINKS.map((tool) => (
            <a
              key={tool.screen}
              href={`#/${tool.screen}`}
              title={tool.title}
              aria-current={route.screen === tool.screen ? 'page' : undefined}
            >
              {tool.label}
            </a>
          ))}
        </nav>
      </header>
      <main
        className={
          route.screen === 'mode' ||
          (route.screen === 'demos' && (route.page.kind === 'play' || route.page.kind === 'edit'))
            ? 'main-stage'
            : undefined
        }
      >
        <Suspense fallback={<p className="muted">Opening…</p>}>
          {route.screen === 'home' && <HomeScreen />}
          {route.screen === 'unknown' && <UnknownScreen path={route.path} />}
          {route.screen === 'mode' && MODE_SCREENS.get(route.mode)}
          {route.screen === 'rules' && <RulesScreen entry={route.entry} />}
          {route.screen === 'load' && <LoadScreen />}
          {route.screen === 'table' && (
            <TableScreen roomId={route.roomId} code={route.code} watch={route.watch} />
          )}
          {route.screen === 'packs' && <PacksScreen />}
          {route.screen === 'maps' && <MapEditorScreen />}
          {route.screen === 'cgm' && <CgmEditorScreen />}
          {route.screen === 'demos' && (
            <ModeErrorBoundary title="Rules demos">
              <DemosScreen page={route.page} />
            </ModeErrorBoundary>
          )}
        </Suspense>
      </main>
    </div>
  );
}
