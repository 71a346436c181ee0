import type { TokenMessage } from 'firebase-admin/messaging';
import type { PushNotification } from './push-sender.ts';

/** After a day a "new message" push is noise; FCM drops it if the device was offline that long. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * Exactly what goes to FCM for one token (HTTP v1 `messages:send` body's `message`). Data-only on purpose: the app's
 * own service worker shows it (contract/push.ts `pushMessageDataSchema`), so a browser without the Firebase SDK in
 * its worker behaves the same. FCM data values must be strings; absent fields are left out, never "undefined".
 */
export function buildFcmMessage(token: string, notification: PushNotification): TokenMessage {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(notification)) if (typeof value === 'string') data[key] = value;
  return {
    token,
    data,
    webpush: {
      // RFC 8030: chat messages may wake a sleeping phone; the rest can wait for its next window.
      headers: { TTL: String(timeToLiveSeconds), Urgency: notification.kind === 'message' ? 'high' : 'normal' },
    },
  };
}

/**
 * FCM error codes (firebase-admin's `messaging/*`) that mean the token is dead for good. `invalid-argument` is not
 * among them: it also means a malformed payload, and deleting every token for a bug of ours would be worse.
 */
const deadTokenCodes = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

export function isDeadTokenError(code: string | undefined): boolean {
  return code !== undefined && deadTokenCodes.has(code);
}
