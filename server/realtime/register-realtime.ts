import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { TokenLookup } from '../cache/request-caches.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { broadcastingAuthRoutes } from './broadcasting-routes.ts';
import { ChannelHub } from './channel-hub.ts';
import { startPostgresFanout } from './postgres-fanout.ts';
import { publishSafely, type RealtimeMessage, type RealtimePublisher } from './publisher.ts';
import { pusherHttpPublisher } from './pusher-http-publisher.ts';
import { redisPresenceRoster } from './redis-presence.ts';
import { realtimeSettings, type RealtimeSettings } from './realtime-settings.ts';
import { attachWebsocketEndpoint } from './websocket-endpoint.ts';
import type { RealtimeMeter } from './pusher-connection.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { channelRights } from './channel-rights.ts';
import { watchChannelRights } from './channel-rights-watch.ts';

export type Realtime = { publisher: RealtimePublisher; settings: RealtimeSettings };

/**
 * Realtime in the mode the configuration picks: PUSHER_HOST set → publish to that server's HTTP API
 * and let clients connect there; otherwise the built-in endpoint on this server, fanned out to the other instances
 * through PostgreSQL when DATABASE_URL is set. POST /broadcasting/auth signs channels in every mode.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: {
    env: Env;
    database: Database;
    tokens: TokenLookup;
    beforeDeliver?: (message: RealtimeMessage) => void;
    meter?: RealtimeMeter;
  },
): Promise<Realtime> {
  const settings = await realtimeSettings(deps.env, deps.database);
  await app.register(broadcastingAuthRoutes, { database: deps.database, settings, tokens: deps.tokens });
  if (settings.mode === 'external') return { publisher: pusherHttpPublisher(settings), settings };

  // Presence announcements go through the publisher, which is built on the hub: hence the late binding.
  let publisher: RealtimePublisher;
  const announce = (message: RealtimeMessage) => void publishSafely(publisher, message, app.log);
  const roster = deps.env.REDIS_URL ? sharedPresenceRoster(app, deps.env.REDIS_URL, announce) : undefined;
  // Without a shared roster each instance knows only its own members, so it tells only its own sockets, as before.
  const hub = new ChannelHub({
    beforeDeliver: deps.beforeDeliver,
    ...(roster ? { roster, announce } : {}),
    log: app.log,
  });
  publisher = { publish: async (message) => hub.deliver(message) };
  if (deps.env.DATABASE_URL) {
    const fanout = await startPostgresFanout(deps.env.DATABASE_URL, hub, app.log);
    app.addHook('onClose', () => fanout.close());
    publisher = fanout;
  }
  const connections = attachWebsocketEndpoint(app, {
    app: settings,
    hub,
    rights: channelRights(createRepositories(deps.database.db).channelAccess),
    activityTimeoutSeconds: deps.env.REALTIME_ACTIVITY_TIMEOUT,
    forwardWhisper: (message) => void publishSafely(publisher, message, app.log),
    log: app.log,
    meter: deps.meter,
  });
  const stopWatching = await watchChannelRights(deps.database, connections, app.log);
  if (stopWatching) app.addHook('onClose', () => stopWatching());
  return { publisher, settings };
}

/** Presence members in Redis, so a presence channel lists the members connected to every instance. */
function sharedPresenceRoster(app: FastifyInstance, redisUrl: string, announce: (message: RealtimeMessage) => void) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  // Once per outage: ioredis reports every reconnection attempt.
  let down = false;
  redis.on('error', (error) => {
    if (!down) app.log.error({ err: error }, 'presence unavailable: Redis does not answer');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('presence: Redis answers again');
    down = false;
  });
  const roster = redisPresenceRoster(redis, {
    log: app.log,
    onExpired: (channel, userId) =>
      announce({ channels: [channel], event: 'pusher_internal:member_removed', data: { user_id: userId } }),
  });
  app.addHook('onClose', async () => {
    await roster.close();
    await redis.quit();
  });
  return roster;
}
