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
  | { readonly screen: 'cgm' }
  | { readonly screen: 'demos'; readonly page: DemoPage };

/**
 * The pages of the Demos screen: the list, a demo playing (`#/demos/<pack>/<demo>`, `…/present` in presenter
 * mode), the demo editor, and the presenter's remote (a second window that follows the presenting one).
 */
export type DemoPage =
  | { readonly kind: 'list' }
  | { readonly kind: 'play'; readonly pack: string; readonly demo: string; readonly present: boolean }
  | { readonly kind: 'edit' }
  | { readonly kind: 'remote' };

function demoPage(parts: readonly string[]): DemoPage {
  const [first = '', second, third] = parts.map((p) => decodeURIComponent(p));
  if (first === 'edit') return { kind: 'edit' };
  if (first === 'remote') return { kind: 'remote' };
  if (first !== '' && second !== undefined && second !== '') {
    return { kind: 'play', pack: first, demo: second, present: third === 'present' };
  }
  return { kind: 'list' };
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const [head = '', rest] = path.split('/', 2);
  switch (head) {
    case 'demos':
      return { screen: 'demos', page: demoPage(path.split('/').slice(1)) };
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
    case 'demos':
      return demoHref(route.page);
    default:
      return `#/${route.screen}`;
  }
}

function demoHref(page: DemoPage): string {
  switch (page.kind) {
    case 'list':
      return '#/demos';
    case 'edit':
      return '#/demos/edit';
    case 'remote':
      return '#/demos/remote';
    case 'play':
      return `#/demos/${encodeURIComponent(page.pack)}/${encodeURIComponent(page.demo)}${page.present ? '/present' : ''}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}
