import type { ChannelAccessRepository } from '../repositories/channel-access-repository.ts';
import type { ChannelGrant } from './channel-grant.ts';
import { mayJoinChannel } from './channel-access.ts';

export type ChannelRights = { holds: (grant: ChannelGrant, channel: string) => Promise<boolean> };

/**
 * Whether a signed subscription still rests on a right, read from the database now: the token is live, its user not
 * removed, and that user may still join the channel (role, kindergarten, room membership).
 */
export function channelRights(access: ChannelAccessRepository): ChannelRights {
  return {
    async holds(grant, channel) {
      const viewer = await access.viewerOfLiveToken(grant.tokenId);
      return viewer !== undefined && viewer.userId === grant.userId && (await mayJoinChannel(access, viewer, channel));
    },
  };
}
