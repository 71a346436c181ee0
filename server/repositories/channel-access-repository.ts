import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rooms } from '../db/schema/index.ts';
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
  };
}

export type ChannelAccessRepository = ReturnType<typeof channelAccessRepository>;
