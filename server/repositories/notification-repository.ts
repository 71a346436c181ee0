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

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
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

    /**
     * One `message` notification per user and conversation (`data.url`): a new row, or the live one updated in place
     * with the newest message. While it is unread it counts the messages (`data.count`, `count` more each time) and
     * takes `titleMany` with `{count}` filled; once read, the count starts again. The row moves to now, so the list shows it on
     * top and a device that read the conversation before sees it unread again.
     */
    async upsertPerConversation(
      rows: (NewNotification & { titleMany: string })[],
      count = 1,
    ): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      // In one order of users, so two sends to the same room lock their rows in the same order and never deadlock.
      const sorted = [...rows].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
      const values = sql.join(
        sorted.map(
          (row) =>
            sql`(${row.id}::uuid, ${row.userId}::uuid, ${row.title}, ${row.titleMany}, ${row.body}, ${JSON.stringify({ ...row.data, count: String(count) })}::jsonb)`,
        ),
        sql`, `,
      );
      const next = sql`(case when n.read_at is null then coalesce((n.data->>'count')::int, 1) + ${count}::int else ${count}::int end)`;
      const result = (await db.execute(sql`
        with v (id, user_id, title, title_many, body, data) as (values ${values})
        insert into notifications as n (id, user_id, kind, title, body, data)
        select id, user_id, 'message', title, body, data from v
        on conflict (user_id, (data->>'url')) where kind = 'message' and deleted_at is null
        do update set
          title = case when n.read_at is null
            then replace((select v.title_many from v where v.user_id = excluded.user_id limit 1), '{count}', ${next}::text)
            else excluded.title end,
          body = excluded.body,
          data = excluded.data || jsonb_build_object('count', ${next}::text),
          read_at = null,
          created_at = now()
        returning id, user_id, kind, title, body, data, read_at, created_at, updated_at, version, deleted_at`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows.map((row) =>
        toRow({
          ...(row as Omit<NotificationRow, 'read_at' | 'created_at' | 'updated_at' | 'deleted_at'>),
          read_at: dateOrNull(row.read_at),
          created_at: new Date(row.created_at as string),
          updated_at: new Date(row.updated_at as string),
          deleted_at: dateOrNull(row.deleted_at),
          version: Number(row.version),
        }),
      );
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
