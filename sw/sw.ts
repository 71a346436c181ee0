import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import { registerFileCache } from './file-cache.ts';
import { registerNavigationFallback } from './navigation-fallback.ts';
import { listenForOutboxSync } from './outbox-sync.ts';
import { listenForPush } from './push-notifications.ts';
import { serviceWorker, type WorkboxManifestScope } from './service-worker-scope.ts';

/**
 * Kita's service worker, built by sw/build/service-worker-plugin.ts: bundled, then workbox-build
 * `injectManifest` replaces `self.__WB_MANIFEST` with every file of the build (shell, route chunks, catalogs, icons).
 */
// Literally `self.__WB_MANIFEST`: injectManifest searches the bundle for that text.
precache((self as unknown as WorkboxManifestScope).__WB_MANIFEST);
// Navigations first: the precache route would answer `/` with index.html itself (its directory index), without the
// user's last screen in it (ADR 0009). Files, `/index.html` included, still come from the precache route.
registerNavigationFallback();
addRoute();
cleanupOutdatedCaches();
registerFileCache();
listenForOutboxSync();
listenForPush();

// A new version waits until the page says the outbox is flushed (src/pwa/update-flow.ts): never skipWaiting on our own.
serviceWorker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void serviceWorker.skipWaiting();
});

// The first install takes over the open page, so it works offline from the first visit on. Safe for the update flow:
// workbox-window's `controlling` then has `isUpdate` false, and only an update reloads.
clientsClaim();
