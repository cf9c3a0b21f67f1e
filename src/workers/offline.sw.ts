/**
 * The service worker that makes the tabletop installable and playable offline. At install it caches every
 * file of the build (the list the build writes into `precache.json`: the page, its chunks, styles, the icon,
 * the manifest; the sample pack is bundled into the chunks); pages then open from the cache when the network
 * is gone. A new build has a new list and so a new cache, and the old one is dropped on activation.
 *
 * Navigations try the network first (a new version is picked up when there is one) and fall back to the
 * cached page; every other same-origin GET is served from the cache first.
 */
// In a service worker `self` is its global scope; the project's types see the page's, so it is named here.
const sw = self as unknown as ServiceWorkerGlobalScope;

interface Precache {
  readonly version: string;
  readonly files: readonly string[];
}

const PREFIX = 'tabletop-';

async function precache(): Promise<void> {
  const response = await fetch('precache.json', { cache: 'no-store' });
  const list = (await response.json()) as Precache;
  const cache = await caches.open(`${PREFIX}${list.version}`);
  await cache.addAll(list.files.map((f) => new Request(f, { cache: 'reload' })));
  // Remember which cache is current, for activation and for the page.
  await cache.put('precache.json', new Response(JSON.stringify(list)));
}

async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  const current = await currentCacheName(names);
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== current).map((n) => caches.delete(n)));
}

/** The newest cache that holds a complete precache (the one installed last). */
async function currentCacheName(names: readonly string[]): Promise<string | undefined> {
  const ours = names.filter((n) => n.startsWith(PREFIX));
  for (const name of ours.reverse()) {
    const cache = await caches.open(name);
    if ((await cache.match('precache.json')) !== undefined) return name;
  }
  return undefined;
}

async function fromCache(request: Request): Promise<Response | undefined> {
  // The build's server answers with `Vary: Origin`; a module script's request carries an Origin the cached one did
  // not, so the Vary header is not compared.
  return caches.match(request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true });
}

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await fromCache(request)) ?? (await caches.match('index.html')) ?? Response.error();
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await fromCache(request);
  if (cached !== undefined) return cached;
  return fetch(request);
}

sw.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches().then(() => sw.clients.claim()));
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(request.mode === 'navigate' ? navigate(request) : asset(request));
});

export {};
