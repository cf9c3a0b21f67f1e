import { GAME_MODES, gameModeById, gameModeByRoute } from '../modes/registry';

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
  | { readonly screen: 'demos'; readonly page: DemoPage }
  /** An online table's link (`#/table/<id>/<code>/<player|watch>`): who opens it joins the table. */
  | { readonly screen: 'table'; readonly roomId: string; readonly code: string; readonly watch: boolean }
  /** An address that names no screen (a typo, an old bookmark): said so, with the nearest screen offered. */
  | { readonly screen: 'unknown'; readonly path: string };

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
    case 'table': {
      const [roomId = '', code = '', as = ''] = path
        .split('/')
        .slice(1)
        .map((p) => decodeURIComponent(p));
      return roomId === '' || code === ''
        ? { screen: 'unknown', path }
        : { screen: 'table', roomId, code, watch: as === 'watch' };
    }
    case 'load':
      return { screen: 'load' };
    case 'packs':
      return { screen: 'packs' };
    case 'maps':
      return { screen: 'maps' };
    case 'cgm':
      return { screen: 'cgm' };
    case '':
      return { screen: 'home' };
    default: {
      const mode = gameModeByRoute(head);
      return mode === undefined ? { screen: 'unknown', path } : { screen: 'mode', mode: mode.id };
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
    case 'unknown':
      return `#/${route.path}`;
    case 'table':
      return `#/table/${encodeURIComponent(route.roomId)}/${encodeURIComponent(route.code)}/${route.watch ? 'watch' : 'player'}`;
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

/** The screens a mistyped address most likely meant: game modes and tools whose path or name share its start. */
export function nearestRoutes(path: string): readonly { readonly href: string; readonly name: string }[] {
  const head = (path.split('/')[0] ?? '').toLowerCase();
  if (head === '') return [];
  const screens = [
    ...GAME_MODES.map((m) => ({ key: m.route, name: m.nav, href: `#/${m.route}` })),
    { key: 'rules', name: 'Rules', href: '#/rules' },
    { key: 'load', name: 'Load game', href: '#/load' },
    { key: 'packs', name: 'Packs', href: '#/packs' },
    { key: 'maps', name: 'Map editor', href: '#/maps' },
    { key: 'cgm', name: 'CGM editor', href: '#/cgm' },
    { key: 'demos', name: 'Demos', href: '#/demos' },
  ];
  const stem = head.slice(0, 4);
  return screens
    .filter((s) => s.key.startsWith(stem) || s.name.toLowerCase().startsWith(stem) || head.startsWith(s.key))
    .map(({ name, href }) => ({ name, href }));
}
