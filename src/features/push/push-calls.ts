import { apiRequest } from '../../api/api-client.ts';
import { updateSignedInUser } from '../../db/session-store.ts';
import { forgetSentFcmToken, rememberSentFcmToken } from './device-fcm-token.ts';

const push = () => import('#contract/push');

// Quiet: the switch itself shows the outcome, in the user's language.

/** POST /api/change-push-notification; the stored user follows, so every screen sees the new state. */
export async function savePushChoice(enabled: boolean): Promise<void> {
  const answer = await apiRequest('/api/change-push-notification', {
    method: 'POST',
    body: { push_notification: enabled },
    quiet: true,
    schema: () => push().then((m) => m.changePushNotificationResponseSchema),
  });
  // Off: the server deleted every token of the user, this browser's too.
  if (!answer.push_notification) forgetSentFcmToken();
  await updateSignedInUser({ push_notification: answer.push_notification });
}

/** POST api/fcm-token; the server moves the token to this user if another one registered it before. */
export async function sendFcmToken(fcmToken: string, options: { background?: boolean } = {}): Promise<void> {
  await apiRequest('/api/fcm-token', {
    method: 'POST',
    body: { fcmToken },
    quiet: true,
    ...options,
    schema: () => push().then((m) => m.fcmTokenResponseSchema),
  });
  rememberSentFcmToken(fcmToken);
}

/** DELETE /api/fcm-token before the logout: this browser stops receiving the signed-in user's notifications. */
export async function dropFcmToken(fcmToken: string): Promise<void> {
  await apiRequest('/api/fcm-token', {
    method: 'DELETE',
    body: { fcmToken },
    background: true,
    schema: () => push().then((m) => m.fcmTokenDeletedResponseSchema),
  });
}
