/**
 * Registers the offline service worker (`offline.sw.ts`, built as /sw.js). Production builds register it;
 * the test build only when the page is opened with `?sw` (the offline e2e test), so the other browser tests
 * run without a worker caching behind them. The dev server never does (its modules are not a build).
 */
export function registerOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (import.meta.env.MODE === 'test' && !new URLSearchParams(location.search).has('sw')) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    // Offline play is a convenience: the app works without it, so a refusal is only reported.
    console.warn('The offline cache could not be set up:', error);
  });
}
