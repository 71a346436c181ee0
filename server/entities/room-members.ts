import { and, eq, inArray, isNull } from 'drizzle-orm';
import { chatRealtimeEvents } from '#contract/chat';
import { roomMemberRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { visibleRoomIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** A deleted account is no longer member of any chat room. */
export const roomMembersEntity = defineSyncedEntity({
  name: 'room_members',
  table: s.roomMembers,
  row: roomMemberRowSchema,
  visible: (viewer) => inArray(s.roomMembers.roomId, visibleRoomIds(viewer)),
  dexie: 'id, room_id, user_id',
  realtimeEvent: chatRealtimeEvents.roomRead,
  account: {
    delete: {
      remove: async (db, userId) => {
        await db
          .update(s.roomMembers)
          .set({ deletedAt: new Date() })
          .where(and(eq(s.roomMembers.userId, userId), isNull(s.roomMembers.deletedAt)));
      },
    },
  },
});
