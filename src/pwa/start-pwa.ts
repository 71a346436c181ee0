import type { AppRouter } from '../router.tsx';
import { captureInstallPrompt } from './install-prompt-state.ts';
import { registerServiceWorker } from './register-service-worker.ts';
import { reloadOnStaleChunks } from './chunk-reload-guard.ts';

/** Everything of the installable app that runs once per page: install offer, stale-chunk reload, service worker. */
export function startPwa(router: AppRouter): void {
  captureInstallPrompt();
  reloadOnStaleChunks(() => router.latestLocation.publicHref || window.location.href);
  registerServiceWorker();
}
