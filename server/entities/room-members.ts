import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { chatRealtimeEvents } from '#contract/chat';
import { roomMemberRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { visibleRoomIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/**
 * A deleted account is no longer member of any chat room. A member's read cursor is their own: others see it only
 * while the member sends read receipts (users.read_receipts), so switching them off hides when they read.
 */
export const roomMembersEntity = defineSyncedEntity({
  name: 'room_members',
  table: s.roomMembers,
  row: roomMemberRowSchema,
  computed: (viewer) => ({
    last_read_at:
      sql`case when ${s.roomMembers.userId} = ${viewer.userId} or exists (select 1 from ${s.users} where ${s.users.id} = ${s.roomMembers.userId} and ${s.users.readReceipts}) then ${s.roomMembers.lastReadAt} end`
        .mapWith(s.roomMembers.lastReadAt)
        .as('last_read_at'),
  }),
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
