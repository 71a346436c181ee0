import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import {
  broadcastingAuthRequestSchema,
  broadcastingAuthResponseSchema,
  realtimeConfigSchema,
  type PresenceMemberInfo,
} from '#contract/realtime';
import { authenticatedUser, requireAuthentication } from '../auth/authentication.ts';
import type { TokenLookup } from '../cache/request-caches.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';
import { mayJoinChannel } from './channel-access.ts';
import { grantChannelData } from './channel-grant.ts';
import { channelAuthSignature } from './pusher-signature.ts';
import type { RealtimeSettings } from './realtime-settings.ts';

export type BroadcastingRoutesOptions = { database: Database; settings: RealtimeSettings; tokens: TokenLookup };

/**
 * POST /broadcasting/auth, where pusher-js (through Echo) asks to join a private or presence channel: form-encoded
 * as pusher-js sends it, or JSON. Signs `socket_id:channel[:channel_data]` for channels the user may join, 403 otherwise.
 * The built-in endpoint gets `channel_data` on every channel, naming the user and token it was signed for
 * (channel-grant.ts); an external Pusher server expects it on presence channels only, as Pusher defines.
 */
export const broadcastingAuthRoutes: FastifyPluginAsyncZod<BroadcastingRoutesOptions> = async (
  app,
  { database, settings, tokens },
) => {
  const repositories = createRepositories(database.db);
  requireAuthentication(app, tokens);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/broadcasting/auth',
    {
      schema: {
        body: broadcastingAuthRequestSchema,
        response: { 200: broadcastingAuthResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = authenticatedUser(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (!(await mayJoinChannel(repositories.channelAccess, viewerOf(user), channel))) {
        request.log.info({ userId: user.id, channel }, 'refused a realtime channel');
        return reply.code(403).send({ message: 'This action is unauthorized.' });
      }
      const isPresence = channel.startsWith('presence-');
      const userInfo: PresenceMemberInfo | undefined = isPresence ? { name: user.name, role: user.role } : undefined;
      let channelData: string | undefined;
      if (settings.mode === 'built-in')
        channelData = grantChannelData({ userId: user.id, tokenId: user.tokenId }, userInfo);
      else if (isPresence) channelData = JSON.stringify({ user_id: user.id, user_info: userInfo });
      const auth = channelAuthSignature(settings, socketId, channel, channelData);
      return channelData === undefined ? { auth } : { auth, channel_data: channelData };
    },
  );
};

/** GET /api/realtime: where the client's Echo connects (contract/realtime.ts says how to use it). */
export const realtimeConfigRoutes: FastifyPluginAsyncZod<{ settings: RealtimeSettings }> = async (
  app,
  { settings },
) => {
  app.get('/realtime', { schema: { response: { 200: realtimeConfigSchema } } }, async () => {
    const external = settings.mode === 'external';
    return {
      key: settings.key,
      host: external ? settings.host : null,
      port: external ? settings.port : null,
      scheme: external ? settings.scheme : null,
      auth_endpoint: '/broadcasting/auth',
    };
  });
};
