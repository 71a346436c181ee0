import { and, asc, eq, isNull } from 'drizzle-orm';
import { realtimeEvents } from '#contract/realtime';
import { notificationRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
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
      rows: async (db, { user }) => {
        const n = s.notifications;
        const rows = await db
          .select({ id: n.id, kind: n.kind, title: n.title, body: n.body, read_at: n.readAt, created_at: n.createdAt })
          .from(n)
          .where(and(eq(n.userId, user.id), isNull(n.deletedAt)))
          .orderBy(asc(n.createdAt));
        return rows.map((row) => withIsoDates(row));
      },
    },
    delete: {
      remove: async (db, userId) => {
        await db.delete(s.notifications).where(eq(s.notifications.userId, userId));
      },
    },
  },
});
