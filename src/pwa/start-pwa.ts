import type { AppRouter } from '../router.tsx';
import { captureInstallPrompt } from './install-prompt-capture.ts';
import { afterFirstScreen } from './after-first-screen.ts';
import { reloadOnStaleChunks } from './chunk-reload-guard.ts';

/**
 * Everything of the installable app that runs once per page: install offer, stale-chunk reload, service worker and the
 * file cache following the session.
 */
export function startPwa(router: AppRouter): void {
  captureInstallPrompt();
  reloadOnStaleChunks(() => router.latestLocation.publicHref || window.location.href);
  // After the first screen (web.dev/articles/service-workers-registration): the worker's first install precaches
  // every file and must not compete with the screen; workbox-window is not part of the first screen's code.
  afterFirstScreen(
    router,
    () => void import('./register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
  // After the first paint and on demand: it watches the Dexie session, and a visitor's first screen needs no Dexie.
  afterFirstScreen(
    router,
    () =>
      void import('./forget-files-on-session-end.ts').then(({ forgetFilesOnSessionEnd }) => forgetFilesOnSessionEnd()),
  );
}
