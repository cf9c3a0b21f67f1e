/** The app's screens, addressed by the URL hash so a reload lands where the player was. */
export type Route =
  | { readonly screen: 'home' }
  | { readonly screen: 'dice-lab' }
  | { readonly screen: 'board' }
  | { readonly screen: 'fight' }
  | { readonly screen: 'salvage' }
  | { readonly screen: 'crawl' }
  | { readonly screen: 'rules'; readonly entry: string | null }
  | { readonly screen: 'load' }
  | { readonly screen: 'packs' }
  | { readonly screen: 'maps' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const [head = '', rest] = path.split('/', 2);
  switch (head) {
    case 'dice-lab':
      return { screen: 'dice-lab' };
    case 'board':
      return { screen: 'board' };
    case 'fight':
      return { screen: 'fight' };
    case 'salvage':
      return { screen: 'salvage' };
    case 'crawl':
      return { screen: 'crawl' };
    case 'rules':
      return { screen: 'rules', entry: rest === undefined || rest === '' ? null : decodeURIComponent(rest) };
    case 'load':
      return { screen: 'load' };
    case 'packs':
      return { screen: 'packs' };
    case 'maps':
      return { screen: 'maps' };
    default:
      return { screen: 'home' };
  }
}

export function hrefOf(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '#/';
    case 'rules':
      return route.entry === null ? '#/rules' : `#/rules/${encodeURIComponent(route.entry)}`;
    default:
      return `#/${route.screen}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}
