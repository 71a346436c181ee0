import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionExpired } from './api/session-expiry.ts';
import { App } from './app/app.tsx';
import { loadFirstRouteChunks } from './app/load-first-route.ts';
import { refreshUserOnStart } from './app/refresh-user-on-start.ts';
import { reloadOnSchemaUpgrade } from './db/reload-on-upgrade.ts';
import { clearSession } from './db/session-store.ts';
import { activateLocale } from './i18n/activate-locale.ts';
import { startPathFor } from './i18n/browser-locale.ts';
import { readLocaleCookie } from './i18n/locale-cookie.ts';
import { localeOfPath } from './i18n/locale-path.ts';
import { checkStorageEviction } from './pwa/storage-eviction.ts';
import { isPreloadPath, preloadPath, preloadTarget } from './pwa/preload-target.ts';
import { startPwa } from './pwa/start-pwa.ts';
import { createAppRouter } from './router.tsx';
import { afterFirstPaint } from './sync/after-first-paint.ts';
import { startSync, stopSync } from './sync/sync-runtime.ts';
import './ui/styles/tokens.css';
import './ui/styles/base.css';

async function start() {
  // Before the router reads the URL: a visit to the bare root opens in the remembered or the browser's language.
  // The home-screen start (`/PreLoad`) goes straight to its target, before the cookie is rewritten below.
  const { pathname } = window.location;
  const startPath = isPreloadPath(pathname)
    ? await preloadTarget(pathname, readLocaleCookie(), navigator.languages)
    : startPathFor(pathname, readLocaleCookie(), navigator.languages);
  if (startPath) window.history.replaceState(window.history.state, '', startPath + window.location.search);

  reloadOnSchemaUpgrade();
  const router = createAppRouter();
  onSessionExpired(async () => {
    // The outbox stays for this user's next sign-in; only their synced rows leave the device.
    stopSync();
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  });

  startPwa(router);
  // The first screen's code, its catalog and the storage check load side by side, not one after another.
  loadFirstRouteChunks(router);
  await Promise.all([
    // The first paint is already in the right language: no flash of the source texts.
    activateLocale(localeOfPath(window.location.pathname)),
    // Before the engine starts: after an eviction it must pull from scratch (and keep what the outbox still holds).
    // A session restored in the background (only the token had survived) opens the user's home afresh.
    checkStorageEviction(() => window.location.replace(preloadPath)),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Neither may compete with the first screen's reads: the user's rows are already on the device.
  afterFirstPaint(() => {
    void refreshUserOnStart();
    // Push, pull and (later) realtime for whoever is signed in; a no-op for a visitor.
    void startSync();
  });
}

void start();
