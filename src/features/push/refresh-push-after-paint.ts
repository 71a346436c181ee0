import { readSignedInUser } from '../../db/session-store.ts';
import { whenContentPainted } from '../../pwa/when-content-painted.ts';

/**
 * Once per start, after the first screen is painted and only online: FCM rotates tokens now and then, so a user with
 * push on sends this browser's current one again (refreshPushToken loads Firebase only when push is on, configured
 * and allowed). Quiet: a failure here is retried at the next start.
 */
export async function refreshPushTokenAfterPaint(): Promise<void> {
  await whenContentPainted();
  if (globalThis.navigator?.onLine === false) return;
  const user = await readSignedInUser();
  if (!user?.push_notification) return;
  try {
    // On demand: the first screen does not carry the push code.
    const { refreshPushToken } = await import('./switch-push.ts');
    await refreshPushToken(user.push_notification);
  } catch (error) {
    console.warn('The push token was not refreshed', error);
  }
}
