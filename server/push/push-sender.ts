import type { PushMessageData } from '#contract/push';

/** One push as it leaves the server: the same payload to each of one user's browsers. */
export type PushNotification = PushMessageData;

/**
 * What became of one token. `invalid` means the push service says the token will never work again (the browser
 * unsubscribed, the app was uninstalled): the caller deletes it. Other failures are transient and keep the token.
 */
export type PushResult = { token: string; delivered: boolean; invalid: boolean; error?: string };

/**
 * The seam between "who gets which notification" (notify-users.ts) and the push service. Implementations never
 * throw for a token the service rejected; they answer a result per token, in the order given.
 */
export interface PushSender {
  /** For operators' logs: `firebase` or `log-only`. */
  readonly name: string;
  send(tokens: string[], notification: PushNotification): Promise<PushResult[]>;
}

/** A log line's worth of the push, without token contents (they are credentials for the device). */
export function describePush(notification: PushNotification, tokenCount: number) {
  return {
    kind: notification.kind,
    title: notification.title,
    url: notification.url,
    tag: notification.tag,
    devices: tokenCount,
  };
}
