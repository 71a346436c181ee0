import { Workbox } from 'workbox-window';
import { checkForNewBuildHourly } from './build-check.ts';
import { setUpdateWaiting } from './update-state.ts';

/**
 * Registers `/sw.js` (scope `/`) and runs the update flow: a waiting worker → prompt → skip waiting → reload once,
 * after the outbox is flushed. Only in a production
 * build: the dev server has no precache manifest.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // iOS home-screen apps rarely check for a new worker on their own: never let the HTTP cache answer for sw.js.
  const workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
  let reloading = false;

  // Listeners before register(), or an event of the first moments is missed.
  workbox.addEventListener('waiting', () => {
    setUpdateWaiting(async () => {
      // On demand: the flush needs the sync engine and Dexie, which a visitor's first screen does not load.
      const { flushOutboxBeforeUpdate } = await import('./flush-outbox-before-update.ts');
      await flushOutboxBeforeUpdate();
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', (event) => {
    // `controlling` also fires when the first worker claims this page (clientsClaim): only an update reloads, once.
    if (!event.isUpdate || reloading) return;
    reloading = true;
    window.location.reload();
  });

  void workbox.register().then((registration) => {
    if (!registration) return;
    const update = () => void registration.update().catch(() => undefined);
    checkForNewBuildHourly(registration);
    // Coming back to the app (home-screen apps stay alive for days) is when a deploy is most likely missed.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') update();
    });
    window.addEventListener('focus', update);
  });
}
