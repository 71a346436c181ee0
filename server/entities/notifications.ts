import { and, eq, isNull } from 'drizzle-orm';
import { realtimeEvents } from '#contract/realtime';
import { notificationRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { ownRowsOldestFirst } from './own-rows.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** Notifications were for one user alone: deleted with the account. */
export const notificationsEntity = defineSyncedEntity({
  name: 'notifications',
  table: s.notifications,
  row: notificationRowSchema,
  visible: (viewer) => eq(s.notifications.userId, viewer.userId),
  dexie: 'id, created_at',
  realtimeEvent: realtimeEvents.notificationCreated,
  account: {
    export: {
      key: 'notifications',
      rows: ownRowsOldestFirst(
        s.notifications,
        {
          id: s.notifications.id,
          kind: s.notifications.kind,
          title: s.notifications.title,
          body: s.notifications.body,
          read_at: s.notifications.readAt,
          created_at: s.notifications.createdAt,
        },
        (userId) => and(eq(s.notifications.userId, userId), isNull(s.notifications.deletedAt)),
      ),
    },
    delete: {
      remove: async (db, userId) => {
        await db.delete(s.notifications).where(eq(s.notifications.userId, userId));
      },
    },
  },
});
