import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionExpired } from './api/session-expiry.ts';
import { App } from './app/app.tsx';
import { refreshUserOnStart } from './app/refresh-user-on-start.ts';
import { reloadOnSchemaUpgrade } from './db/reload-on-upgrade.ts';
import { clearSession } from './db/session-store.ts';
import { activateLocale } from './i18n/activate-locale.ts';
import { startPathFor } from './i18n/browser-locale.ts';
import { readLocaleCookie } from './i18n/locale-cookie.ts';
import { localeOfPath } from './i18n/locale-path.ts';
import { createAppRouter } from './router.tsx';
import { startSync, stopSync } from './sync/sync-runtime.ts';
import './ui/styles/tokens.css';
import './ui/styles/base.css';

async function start() {
  // Before the router reads the URL: a visit to the bare root opens in the remembered or the browser's language.
  const startPath = startPathFor(window.location.pathname, readLocaleCookie(), navigator.languages);
  if (startPath) window.history.replaceState(window.history.state, '', startPath + window.location.search);

  // The first paint is already in the right language: no flash of the source texts.
  await activateLocale(localeOfPath(window.location.pathname));
  reloadOnSchemaUpgrade();

  const router = createAppRouter();
  onSessionExpired(async () => {
    // The outbox stays for this user's next sign-in; only their synced rows leave the device.
    stopSync();
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  });

  void refreshUserOnStart();
  // Push, pull and (after first paint) realtime for whoever is signed in; a no-op for a visitor.
  void startSync();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
