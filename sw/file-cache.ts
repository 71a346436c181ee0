import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { serviceWorker } from './service-worker-scope.ts';

export const fileCacheName = 'kita-files';

/**
 * Post images, PDFs and signatures: their URLs never change content (the server sends them immutable), so the
 * cache answers first. Same origin only — cross-origin opaque responses cost ~7 MB of quota each in Chromium
 * (https://developer.chrome.com/docs/workbox/understanding-storage-quota). Bounded, and the first thing to go when
 * storage runs short: the data itself lives in IndexedDB and on the server, never only here.
 */
export function registerFileCache(): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === serviceWorker.location.origin && url.pathname.startsWith('/api/files/') && request.method === 'GET',
    new CacheFirst({
      cacheName: fileCacheName,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );
}
