/**
 * Whom /broadcasting/auth signed a channel for: the user and the row id of their bearer token (never the token). The
 * built-in endpoint signs it as the subscription's `channel_data`, which pusher-js sends back with every subscribe,
 * private channels included; so whichever instance holds the socket knows whose right a subscription rests on.
 */
export type ChannelGrant = { userId: string; tokenId: string };

/** The signed `channel_data`; on presence channels with the member's info, which the other members see. */
export function grantChannelData(grant: ChannelGrant, userInfo?: unknown): string {
  const base = { user_id: grant.userId, ...(userInfo === undefined ? {} : { user_info: userInfo }) };
  return JSON.stringify({ ...base, token_id: grant.tokenId });
}

export function parseGrant(channelData: string | undefined): (ChannelGrant & { userInfo: unknown }) | undefined {
  try {
    const parsed = JSON.parse(channelData ?? '') as { user_id?: unknown; token_id?: unknown; user_info?: unknown };
    if (typeof parsed.user_id !== 'string' || typeof parsed.token_id !== 'string') return undefined;
    return { userId: parsed.user_id, tokenId: parsed.token_id, userInfo: parsed.user_info ?? {} };
  } catch {
    return undefined;
  }
}
