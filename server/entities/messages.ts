import { and, eq, inArray, isNull } from 'drizzle-orm';
import { chatRealtimeEvents } from '#contract/chat';
import { messageRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { visibleRoomIds } from '../repositories/sync-visibility.ts';
import { ownRowsOldestFirst } from './own-rows.ts';
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
      rows: ownRowsOldestFirst(
        s.messages,
        {
          id: s.messages.id,
          room_id: s.messages.roomId,
          message: s.messages.message,
          created_at: s.messages.createdAt,
          deleted_at: s.messages.deletedAt,
        },
        (userId) => eq(s.messages.senderId, userId),
      ),
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
