import type { FastifyBaseLogger } from 'fastify';
import type { PushRepository } from '../repositories/push-repository.ts';
import type { PushNotification, PushSender } from './push-sender.ts';

/** Several users at once, but not hundreds of parallel requests when a letter goes to the whole kindergarten. */
const parallelUsers = 8;

export type DevicePushes = Map<string, PushNotification>;
export type DevicePushOutcome = { pushedUsers: string[]; removedTokens: number };

/**
 * Pushes each user's notification to every browser they registered, if they switched push on, and deletes the
 * tokens the push service calls dead. A failing push never fails the caller: it is logged with the user id.
 */
export async function pushToDevices(
  pushes: DevicePushes,
  deps: { push: PushRepository; sender: PushSender; log: FastifyBaseLogger },
): Promise<DevicePushOutcome> {
  const tokensByUser = new Map<string, string[]>();
  for (const { userId, token } of await deps.push.pushTargets([...pushes.keys()])) {
    tokensByUser.set(userId, [...(tokensByUser.get(userId) ?? []), token]);
  }
  const queue = [...tokensByUser];
  const pushedUsers: string[] = [];
  const deadTokens: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [userId, tokens] = next;
      try {
        const results = await deps.sender.send(tokens, pushes.get(userId)!);
        pushedUsers.push(userId);
        deadTokens.push(...results.filter((result) => result.invalid).map((result) => result.token));
      } catch (error) {
        deps.log.error({ err: error, userId, sender: deps.sender.name }, 'could not send a push notification');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelUsers, queue.length) }, worker));
  if (deadTokens.length > 0) {
    await deps.push.deleteTokens(deadTokens);
    deps.log.info({ removed: deadTokens.length }, 'deleted FCM tokens the push service reported as no longer valid');
  }
  return { pushedUsers, removedTokens: deadTokens.length };
}
