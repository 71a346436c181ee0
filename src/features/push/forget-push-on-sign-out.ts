import { deleteFcmTokenIfLoaded } from './fcm-token.ts';
import { dropFcmToken } from './push-calls.ts';
import { forgetSentFcmToken, sentFcmToken } from './device-fcm-token.ts';

/** A sign-out waits at most this long for the push clean-up: signing out must stay quick on a bad connection. */
const pushCleanupTimeoutMs = 3_000;

/**
 * Sign-out, before the logout (the DELETE needs the still valid session): the server drops this browser's FCM token,
 * and Firebase, if this page loaded it, deletes the token on the device and at FCM. Best effort and bounded: offline
 * nothing is tried; whatever fails, the sign-out goes on. Never throws.
 */
export async function forgetPushOnSignOut(timeoutMs = pushCleanupTimeoutMs): Promise<void> {
  const token = sentFcmToken();
  forgetSentFcmToken();
  if (globalThis.navigator?.onLine === false) return;
  const cleanup = Promise.allSettled([token ? dropFcmToken(token) : Promise.resolve(), deleteFcmTokenIfLoaded()]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([cleanup, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
