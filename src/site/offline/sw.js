/* Koi-Koi Dojo service worker: the whole site offline, one consistent version at a time.
 *
 * scripts/build-sw.mjs copies this file to dist/sw.js and fills in VERSION and FILES
 * (every page, asset, card picture and search-index file of that build). Each version
 * lives in its own cache. A new worker installs its whole cache first and then WAITS:
 * it takes over only when the reader accepts the update (the page posts "activate") or
 * when every tab of the old version is closed. So a page of one build is never served
 * scripts or styles of another, online or off.
 */
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `koikoi-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      // Small batches: a failed file fails the install, and the old version stays in charge.
      for (let i = 0; i < FILES.length; i += 40) await cache.addAll(FILES.slice(i, i + 40));
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('koikoi-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') self.skipWaiting();
});

/** The cached copy of a URL: pages are stored under their directory URL ("/deck/"). */
async function cached(url) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(url.pathname, { ignoreSearch: true });
  if (hit) return hit;
  if (!url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname)) {
    return cache.match(`${url.pathname}/`, { ignoreSearch: true });
  }
  return undefined;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // The room server's routes (its probe, short codes) are live answers, never from the cache.
  if (url.pathname.startsWith('/rooms/')) return;
  event.respondWith(
    (async () => {
      const hit = await cached(url);
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (error) {
        // Offline and not cached: show the site's own "not found" page for navigations.
        if (request.mode === 'navigate') {
          const notFound = await (await caches.open(CACHE)).match('/404.html');
          if (notFound) return notFound;
        }
        throw error;
      }
    })(),
  );
});
