import { cacheNotifyChannel } from '../cache/request-caches.ts';
import type { Database } from '../db/client.ts';
import { isRoomChannel } from './channel-access.ts';
import type { PusherConnection } from './pusher-connection.ts';

/**
 * Ends subscriptions whose right ended, on every instance: each LISTENs to the notifications the caches hear
 * (migrations 0007 and 0010, fired by triggers, so no write path can forget them) and checks its own sockets again:
 * `user:<id>` (sign-out, token revoked, role or kindergarten changed, account removed) → that user's subscriptions;
 * `room:<id>` (membership ended, room deleted) → that room's. After a gap in the notifications every subscription
 * is checked, since one may have been lost.
 */
export async function watchChannelRights(
  database: Database,
  connections: ReadonlySet<PusherConnection>,
  log: { error: (context: object, text: string) => void },
): Promise<(() => Promise<void>) | undefined> {
  const recheck = (affected: Parameters<PusherConnection['recheck']>[0]) => {
    for (const connection of connections) {
      connection
        .recheck(affected)
        .catch((error: unknown) => log.error({ err: error }, 'could not check realtime subscriptions again'));
    }
  };
  let missedSome = false;
  return database.listen?.(cacheNotifyChannel, {
    notify(payload) {
      if (payload.startsWith('user:')) {
        const userId = payload.slice('user:'.length);
        recheck((grant) => grant.userId === userId);
      } else if (payload.startsWith('room:')) {
        const roomId = payload.slice('room:'.length);
        recheck((_grant, channel) => isRoomChannel(channel, roomId));
      }
    },
    live(isLive) {
      if (isLive && missedSome) recheck(() => true);
      missedSome = !isLive;
    },
  });
}
