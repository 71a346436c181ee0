import { firebaseWebConfig } from './firebase-config.ts';
import { obtainFcmToken } from './fcm-token.ts';
import { savePushChoice, sendFcmToken } from './push-calls.ts';
import { browserSupportsPush, currentPushPermission } from './push-support.ts';

/** How switching on ended: stored with this browser registered, stored without delivery here, or not stored. */
export type SwitchOnOutcome = 'registered' | 'not-configured' | 'no-push-here' | 'denied' | 'dismissed';

/**
 * In this order: permission, then (only with the operator's Firebase settings) the token, then the choice. The
 * token goes first so that the moment the server sees "on" it can already reach this browser.
 */
export async function switchPushOn(): Promise<SwitchOnOutcome> {
  if (!browserSupportsPush()) return 'no-push-here';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const config = firebaseWebConfig();
  let outcome: SwitchOnOutcome = 'not-configured';
  if (config) {
    const token = await obtainFcmToken(config);
    if (token) await sendFcmToken(token);
    outcome = token ? 'registered' : 'no-push-here';
  }
  await savePushChoice(true);
  return outcome;
}

/** The server forgets every browser token of the user when push goes off (server/routes/push-routes.ts). */
export async function switchPushOff(): Promise<void> {
  await savePushChoice(false);
}

/**
 * FCM rotates tokens now and then; call after start (after first paint, online) for a user who has push on, so the
 * server holds this browser's current token. Does nothing, and loads nothing, otherwise. Never shows a toast.
 */
export async function refreshPushToken(pushEnabled: boolean): Promise<void> {
  const config = firebaseWebConfig();
  if (!pushEnabled || !config || currentPushPermission() !== 'granted') return;
  const token = await obtainFcmToken(config);
  if (token) await sendFcmToken(token, { background: true });
}
