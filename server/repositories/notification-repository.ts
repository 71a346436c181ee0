import type { SyncRow } from '#contract/sync-rows';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import type { Viewer } from './sync-visibility.ts';

export type NotificationRow = SyncRow<'notifications'>;
export type NewNotification = {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, string>;
};

const n = notifications;
const rowColumns = {
  id: n.id,
  user_id: n.userId,
  kind: n.kind,
  title: n.title,
  body: n.body,
  data: n.data,
  read_at: n.readAt,
  created_at: n.createdAt,
  updated_at: n.updatedAt,
  version: n.version,
  deleted_at: n.deletedAt,
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const toRow = (
  row: { read_at: Date | null; created_at: Date; updated_at: Date; deleted_at: Date | null } & Omit<
    NotificationRow,
    'read_at' | 'created_at' | 'updated_at' | 'deleted_at'
  >,
): NotificationRow => ({
  ...row,
  read_at: iso(row.read_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  deleted_at: iso(row.deleted_at),
});

/** The in-app notification list (synced to the client like every other table). */
export function notificationRepository(db: Db) {
  return {
    /**
     * Marks the user's unread notifications made at or before `before` as read; how many changed. Compared at the
     * millisecond the wire carries, so the device's newest notification is itself included.
     */
    async markAllRead(userId: string, before: Date): Promise<number> {
      const rows = await db
        .update(n)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(n.userId, userId),
            isNull(n.readAt),
            isNull(n.deletedAt),
            lte(sql`date_trunc('milliseconds', ${n.createdAt})`, before),
          ),
        )
        .returning({ id: n.id });
      return rows.length;
    },

    /** Inserts all in one statement; answers the rows as the sync contract and the realtime event carry them. */
    async insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(notifications).values(rows).returning(rowColumns);
      return inserted.map(toRow);
    },

    /** The viewer's live notifications of these kinds, newest first. */
    async listOfKinds(viewer: Viewer, kinds: string[], limit: number): Promise<NotificationRow[]> {
      const rows = await db
        .select(rowColumns)
        .from(notifications)
        .where(and(eq(n.userId, viewer.userId), inArray(n.kind, kinds), isNull(n.deletedAt)))
        .orderBy(desc(n.createdAt), desc(n.id))
        .limit(limit);
      return rows.map(toRow);
    },
  };
}
