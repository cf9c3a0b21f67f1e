import { gameModeById, gameModeByRoute } from '../modes/registry';

/**
 * The app's screens, addressed by the URL hash so a reload lands where the player was. A game mode's screen
 * is `#/<route>` of its registry entry (src/modes/registry.ts); the tools have fixed paths.
 */
export type Route =
  | { readonly screen: 'home' }
  | { readonly screen: 'mode'; readonly mode: string }
  | { readonly screen: 'rules'; readonly entry: string | null }
  | { readonly screen: 'load' }
  | { readonly screen: 'packs' }
  | { readonly screen: 'maps' }
  | { readonly screen: 'cgm' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const [head = '', rest] = path.split('/', 2);
  switch (head) {
    case 'rules':
      return { screen: 'rules', entry: rest === undefined || rest === '' ? null : decodeURIComponent(rest) };
    case 'load':
      return { screen: 'load' };
    case 'packs':
      return { screen: 'packs' };
    case 'maps':
      return { screen: 'maps' };
    case 'cgm':
      return { screen: 'cgm' };
    default: {
      const mode = gameModeByRoute(head);
      return mode === undefined ? { screen: 'home' } : { screen: 'mode', mode: mode.id };
    }
  }
}

export function hrefOf(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '#/';
    case 'mode': {
      const mode = gameModeById(route.mode);
      return mode === undefined ? '#/' : `#/${mode.route}`;
    }
    case 'rules':
      return route.entry === null ? '#/rules' : `#/rules/${encodeURIComponent(route.entry)}`;
    default:
      return `#/${route.screen}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}
