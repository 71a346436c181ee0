import type { Messaging } from 'firebase/messaging';
import type { FirebaseWebConfig } from './firebase-config.ts';

/** Firebase Messaging once this page loaded it; null otherwise, so a sign-out never loads Firebase just to clean up. */
let loadedMessaging: Messaging | null = null;

/**
 * This browser's FCM registration token, obtained through the app's own service worker (`/sw.js`, scope `/`), so
 * no second Firebase worker is installed. Firebase is imported here and only here, on demand: it is large and the
 * first screen must not carry it. Resolves null when this browser cannot receive web push.
 */
export async function obtainFcmToken(config: FirebaseWebConfig): Promise<string | null> {
  const [{ getApp, getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) return null;
  const { vapidKey, ...appConfig } = config;
  const app = getApps().some((existing) => existing.name === 'kita')
    ? getApp('kita')
    : initializeApp(appConfig, 'kita');
  const serviceWorkerRegistration = await serviceWorkerReady();
  loadedMessaging = getMessaging(app);
  const token = await getToken(loadedMessaging, { vapidKey, serviceWorkerRegistration });
  return token || null;
}

/**
 * Sign-out: invalidates this browser's token at FCM and drops its push subscription, so nothing sent to the previous
 * user's token can arrive here, even if the server missed the DELETE. Only when Firebase is already loaded; the next
 * `getToken` makes a fresh token.
 */
export async function deleteFcmTokenIfLoaded(): Promise<void> {
  const messaging = loadedMessaging;
  if (!messaging) return;
  loadedMessaging = null;
  const { deleteToken } = await import('firebase/messaging');
  await deleteToken(messaging);
}

/** `ready` never settles without a registered worker (e.g. the dev server): give up instead of spinning for ever. */
function serviceWorkerReady(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No active service worker at /sw.js')), timeoutMs);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}
