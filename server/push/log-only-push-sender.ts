import type { FastifyBaseLogger } from 'fastify';
import { describePush, type PushSender } from './push-sender.ts';

/**
 * The push "service" of an install without FIREBASE_SERVICE_ACCOUNT: nothing leaves the server, and the log says
 * what would have been sent, so an operator setting up Firebase can see that notifications are being produced.
 */
export function logOnlyPushSender(log: FastifyBaseLogger): PushSender {
  return {
    name: 'log-only',
    async send(tokens, notification) {
      log.info(
        { push: describePush(notification, tokens.length) },
        'push not sent: FIREBASE_SERVICE_ACCOUNT is not set',
      );
      return tokens.map((token) => ({ token, delivered: false, invalid: false, error: 'push not configured' }));
    },
  };
}
