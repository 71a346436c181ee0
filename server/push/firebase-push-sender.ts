import type { FastifyBaseLogger } from 'fastify';
import type { BatchResponse, TokenMessage } from 'firebase-admin/messaging';
import { buildFcmMessage, isDeadTokenError } from './fcm-message.ts';
import { describePush, type PushResult, type PushSender } from './push-sender.ts';
import type { ServiceAccount } from './service-account.ts';

/** The one call this module needs from firebase-admin's Messaging; a test hands in its own. */
export type SendEach = (messages: TokenMessage[]) => Promise<BatchResponse>;

/** FCM's limit per `sendEach` call. */
const batchSize = 500;

/**
 * firebase-admin is loaded on the first push, not at start: an install without push never pays for it, and the
 * server starts as fast with it configured. A named app, so it never collides with a default app of anyone else.
 */
async function loadSendEach(account: ServiceAccount): Promise<SendEach> {
  const { cert, getApps, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app =
    getApps().find((existing) => existing.name === 'kita') ??
    initializeApp({ credential: cert(account), projectId: account.projectId }, 'kita');
  const messaging = getMessaging(app);
  return (messages) => messaging.sendEach(messages);
}

/** Sends through Firebase Cloud Messaging (HTTP v1) with the service account of FIREBASE_SERVICE_ACCOUNT. */
export function firebasePushSender(
  account: ServiceAccount,
  log: FastifyBaseLogger,
  load: () => Promise<SendEach> = () => loadSendEach(account),
): PushSender {
  let sendEach: Promise<SendEach> | undefined;
  return {
    name: 'firebase',
    async send(tokens, notification) {
      if (tokens.length === 0) return [];
      sendEach ??= load().catch((error: unknown) => {
        sendEach = undefined; // try loading again at the next push
        throw error;
      });
      const results: PushResult[] = [];
      for (let start = 0; start < tokens.length; start += batchSize) {
        const batch = tokens.slice(start, start + batchSize);
        const response = await (await sendEach)(batch.map((token) => buildFcmMessage(token, notification)));
        response.responses.forEach((answer, index) => {
          const code = answer.error?.code;
          results.push({
            token: batch[index]!,
            delivered: answer.success,
            invalid: isDeadTokenError(code),
            ...(code ? { error: code } : {}),
          });
        });
      }
      const failures = results.filter((result) => !result.delivered).map((result) => result.error);
      log.info(
        {
          push: describePush(notification, tokens.length),
          delivered: results.length - failures.length,
          failures,
          project: account.projectId,
        },
        'push sent through Firebase Cloud Messaging',
      );
      return results;
    },
  };
}
