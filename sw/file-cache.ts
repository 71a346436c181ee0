import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { fileCacheName, sessionBoundFileCaching } from '../src/pwa/user-file-cache.ts';
import { serviceWorker } from './service-worker-scope.ts';

/**
 * Post images, PDFs and signatures: their URLs never change content (the server sends them immutable), so the
 * cache answers first. Same origin only — cross-origin opaque responses cost ~7 MB of quota each in Chromium
 * (https://developer.chrome.com/docs/workbox/understanding-storage-quota). Bounded, and the first thing to go when
 * storage runs short: the data itself lives in IndexedDB and on the server, never only here. The cache belongs to
 * the signed-in user: the page deletes it when the session ends (src/pwa/forget-files-on-session-end.ts), and
 * nothing is written into it for a user who is no longer signed in.
 */
export function registerFileCache(): void {
  const isFile = (url: URL, request: Request) =>
    url.origin === serviceWorker.location.origin && url.pathname.startsWith('/api/files/') && request.method === 'GET';
  // First: a picture named in a screen snapshot (below).
  registerRoute(
    ({ url, request }) =>
      isFile(url, request) && request.destination === 'image' && !request.headers.has('authorization'),
    async ({ request }) =>
      (await caches.match(request, { cacheName: fileCacheName })) ?? (await pictureFromNetwork(request)),
  );
  registerRoute(
    ({ url, request }) => isFile(url, request),
    new CacheFirst({
      cacheName: fileCacheName,
      plugins: [
        sessionBoundFileCaching,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}

/**
 * The user's last snapshot of a screen names a picture by its own URL (ADR 0009), and an `<img>` sends no token. When
 * this cache has lost the file (expired, evicted), the browser's HTTP cache may still have it (the server lets it keep
 * a file a year); when nothing answers it — offline, or the server refusing a request without the token — a blank
 * picture of one pixel: the snapshot then shows the empty box the app's screen shows while a picture loads, not the
 * browser's broken image, until the app's own screen, which fetches it with the token, is there. Nothing of this is
 * stored. The app itself never puts a file's URL into an `<img>` (src/api/fetch-file.ts).
 */
async function pictureFromNetwork(request: Request): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.ok) return answer;
  } catch {
    // Offline: the blank picture below.
  }
  return new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
  });
}
