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
  registerRoute(
    ({ url, request }) =>
      url.origin === serviceWorker.location.origin && url.pathname.startsWith('/api/files/') && request.method === 'GET',
    new CacheFirst({
      cacheName: fileCacheName,
      plugins: [
        sessionBoundFileCaching,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
