import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rooms, tokens, users } from '../db/schema/index.ts';
import { visibleRoomIds, type Viewer } from './sync-visibility.ts';

/** What realtime channel authorisation needs to know; the same visibility rules as GET /api/sync. */
export function channelAccessRepository(db: Db) {
  return {
    async canSeeRoom(viewer: Viewer, roomId: string): Promise<boolean> {
      const rows = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.id, roomId), isNull(rooms.deletedAt), sql`${rooms.id} in ${visibleRoomIds(viewer)}`))
        .limit(1);
      return rows.length > 0;
    },

    /** The viewer behind a live token (by its row id) of a user not removed; undefined once either ended. */
    async viewerOfLiveToken(tokenId: string): Promise<Viewer | undefined> {
      const [row] = await db
        .select({ userId: users.id, kindergartenId: users.kindergartenId, role: users.role })
        .from(tokens)
        .innerJoin(users, eq(users.id, tokens.userId))
        .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },
  };
}

export type ChannelAccessRepository = ReturnType<typeof channelAccessRepository>;
