import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import { firebasePushSender } from './firebase-push-sender.ts';
import { logOnlyPushSender } from './log-only-push-sender.ts';
import type { PushSender } from './push-sender.ts';
import { readServiceAccount } from './service-account.ts';

/** Firebase when FIREBASE_SERVICE_ACCOUNT is set; otherwise pushes are only logged. */
export function createPushSender(env: Env, log: FastifyBaseLogger): PushSender {
  if (!env.FIREBASE_SERVICE_ACCOUNT) {
    log.info('push notifications: FIREBASE_SERVICE_ACCOUNT is not set, pushes are logged instead of sent');
    return logOnlyPushSender(log);
  }
  const account = readServiceAccount(env.FIREBASE_SERVICE_ACCOUNT);
  log.info(
    { project: account.projectId, account: account.clientEmail },
    'push notifications: sending through Firebase Cloud Messaging',
  );
  return firebasePushSender(account, log);
}
