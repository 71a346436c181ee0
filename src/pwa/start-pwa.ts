import type { AppRouter } from '../router.tsx';
import { beforeSignOut } from './before-sign-out.ts';
import { captureInstallPrompt } from './install-prompt-capture.ts';
import { afterFirstScreen } from '../app/after-first-screen.ts';
import { refreshPushTokenAfterPaint } from './refresh-push-after-paint.ts';
import { reloadOnStaleChunks } from './chunk-reload-guard.ts';

/**
 * Everything of the installable app that runs once per page: install offer, stale-chunk reload, service worker, the
 * file cache following the session, and push's token refresh (after first paint) and sign-out clean-up.
 */
export function startPwa(router: AppRouter): void {
  captureInstallPrompt();
  reloadOnStaleChunks(() => router.latestLocation.publicHref || window.location.href);
  // After the first screen (web.dev/articles/service-workers-registration): the worker's first install precaches
  // every file and must not compete with the screen; workbox-window is not part of the first screen's code.
  afterFirstScreen(router, () => void import('./register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()));
  // After the first paint and on demand: it watches the Dexie session, and a visitor's first screen needs no Dexie.
  afterFirstScreen(router, () => void import('./forget-files-on-session-end.ts').then(({ forgetFilesOnSessionEnd }) => forgetFilesOnSessionEnd()));
  void refreshPushTokenAfterPaint();
  beforeSignOut(async () => (await import('../features/push/forget-push-on-sign-out.ts')).forgetPushOnSignOut());
}
