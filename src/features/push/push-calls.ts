import type { ChangePushNotificationResponse, FcmTokenResponse } from '#contract/push';
import { apiRequest } from '../../api/api-client.ts';
import { updateSignedInUser } from '../../db/session-store.ts';

// Quiet: the switch itself shows the outcome, in the user's language.

/** Spec §7: POST /api/change-push-notification; the stored user follows, so every screen sees the new state. */
export async function savePushChoice(enabled: boolean): Promise<void> {
  const answer = await apiRequest<ChangePushNotificationResponse>('/api/change-push-notification', {
    method: 'POST',
    body: { push_notification: enabled },
    quiet: true,
  });
  await updateSignedInUser({ push_notification: answer.push_notification });
}

/** Spec §7: POST api/fcm-token; the server moves the token to this user if another one registered it before. */
export async function sendFcmToken(fcmToken: string, options: { background?: boolean } = {}): Promise<void> {
  await apiRequest<FcmTokenResponse>('/api/fcm-token', { method: 'POST', body: { fcmToken }, quiet: true, ...options });
}
