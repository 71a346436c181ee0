import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionExpired } from './api/session-expiry.ts';
import { afterFirstScreen } from './pwa/after-first-screen.ts';
import { App } from './app/app.tsx';
import { loadFirstRouteChunks } from './app/load-first-route.ts';
import { clearSession } from './db/session-store.ts';
import { readToken } from './db/token-storage.ts';
import { startPush } from './features/push/start-push.ts';
import { activateLocale, completeCatalog } from './i18n/activate-locale.ts';
import { startPathFor } from './i18n/browser-locale.ts';
import { readLocaleCookie } from './i18n/locale-cookie.ts';
import { localeOfPath } from './i18n/locale-path.ts';
import { checkDeviceStorage } from './pwa/device-storage-check.ts';
import { preloadOnNavigation } from './pwa/preload-navigation.ts';
import { isPreloadPath, preloadPath, preloadTarget } from './pwa/preload-target.ts';
import { removeScreenSnapshot } from './pwa/screen-snapshot-format.ts';
import { startPwa } from './pwa/start-pwa.ts';
import { createAppRouter } from './router.tsx';
import './ui/styles/tokens.css';
import './ui/styles/base.css';

// The sync engine (and with it Dexie) loads on demand: a visitor's first screen needs neither.
const syncRuntime = () => import('./sync/sync-runtime.ts');

async function start() {
  // Before the router reads the URL: a visit to the bare root opens in the remembered or the browser's language.
  // The home-screen start (`/PreLoad`) goes straight to its target, before the cookie is rewritten below.
  const { pathname } = window.location;
  const startPath = isPreloadPath(pathname)
    ? await preloadTarget(pathname, readLocaleCookie(), navigator.languages)
    : startPathFor(pathname, readLocaleCookie(), navigator.languages);
  if (startPath) window.history.replaceState(window.history.state, '', startPath + window.location.search);

  const router = createAppRouter();
  onSessionExpired(async () => {
    // The outbox stays for this user's next sign-in; only their synced rows leave the device.
    (await syncRuntime()).stopSync();
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  });

  startPwa(router);
  startPush();
  preloadOnNavigation(router);
  // Once the app's own screen is there, the user's last snapshot of it that the service worker showed goes (ADR 0009),
  // and a link the user tapped on the snapshot meanwhile opens. Registered first, before anything that could fail: a
  // snapshot never outlives a start that went wrong.
  afterFirstScreen(router, () => {
    const tapped = removeScreenSnapshot();
    if (tapped) void router.navigate({ href: tapped });
  });
  // The first screen's code, its catalog and the storage check load side by side, not one after another.
  loadFirstRouteChunks(router);
  const storageChecked = checkDeviceStorage({ signedIn: readToken() !== null, preloadPath });
  // The first paint is already in the right language: no flash of the source texts.
  await Promise.all([
    activateLocale(localeOfPath(window.location.pathname), window.location.pathname),
    storageChecked.beforeFirstPaint,
  ]);
  // Nothing of this may compete with the first screen's code and reads: the user's rows are already on the device.
  afterFirstScreen(router, () => {
    // The first screen may have come with only its part of the catalog; the next one should not wait for the rest.
    void completeCatalog().catch(() => undefined);
    storageChecked.afterFirstScreen();
    if (readToken() === null) return;
    void import('./app/refresh-user-on-start.ts').then(({ refreshUserOnStart }) => refreshUserOnStart());
    // Push, pull and (later) realtime for whoever is signed in, with what the features add to the engine, on any page.
    void import('./app/sync-features.ts').then(({ registerSyncFeatures }) => registerSyncFeatures());
    void syncRuntime().then(({ startSync }) => startSync());
  });
  // The user's screens are kept for the next start (ADR 0009) from their first signed-in screen on, also when they
  // signed in on this page; a visitor's start never loads the code.
  let keepingScreens = false;
  const keepScreens = () => {
    if (keepingScreens || readToken() === null) return;
    keepingScreens = true;
    void import('./pwa/capture-screen-snapshots.ts').then(({ captureScreenSnapshots }) =>
      captureScreenSnapshots(router),
    );
  };
  afterFirstScreen(router, () => {
    keepScreens();
    router.subscribe('onResolved', keepScreens);
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
