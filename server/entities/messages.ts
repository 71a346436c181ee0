import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { chatRealtimeEvents } from '#contract/chat';
import { messageRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
import { visibleRoomIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** A deleted account's chat messages are emptied and removed everywhere. */
export const messagesEntity = defineSyncedEntity({
  name: 'messages',
  table: s.messages,
  row: messageRowSchema,
  visible: (viewer) => inArray(s.messages.roomId, visibleRoomIds(viewer)),
  dexie: 'id, room_id, [room_id+created_at]',
  realtimeEvent: chatRealtimeEvents.messageSent,
  account: {
    export: {
      key: 'messages',
      rows: async (db, { user }) => {
        const m = s.messages;
        const rows = await db
          .select({ id: m.id, room_id: m.roomId, message: m.message, created_at: m.createdAt, deleted_at: m.deletedAt })
          .from(m)
          .where(eq(m.senderId, user.id))
          .orderBy(asc(m.createdAt));
        return rows.map((row) => withIsoDates(row));
      },
    },
    delete: {
      remove: async (db, userId) => {
        await db
          .update(s.messages)
          .set({ message: '', deletedAt: new Date() })
          .where(and(eq(s.messages.senderId, userId), isNull(s.messages.deletedAt)));
      },
    },
  },
});
