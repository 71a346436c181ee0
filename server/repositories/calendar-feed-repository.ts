import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EventRow } from '#contract/publications';
import type { Db } from '../db/client.ts';
import { calendarFeeds, events, users } from '../db/schema/index.ts';
import { publicationVisible, syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

/** The users' calendar subscriptions (only the secret's hash) and the events a feed lists. */
export function calendarFeedRepository(db: Db) {
  return {
    /** The viewer's own feed, if they made one. */
    async findOwn(viewer: Viewer): Promise<{ createdAt: Date } | undefined> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, viewer.userId));
      return row;
    },

    /** The user's one feed now has this secret; the one before, if any, is gone. */
    async replace(userId: string, secretHash: string): Promise<{ createdAt: Date }> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, secretHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash, createdAt: sql`now()` } })
        .returning({ createdAt: calendarFeeds.createdAt });
      return row!;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** The owner of the feed with this secret hash, as long as the account is live. */
    async ownerOf(secretHash: string) {
      const [row] = await db
        .select({ user: users })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.secretHash, secretHash), isNull(users.deletedAt)));
      return row?.user;
    },

    /** Published events the viewer sees that end (or, without an end, start) at `from` or later, by start. */
    async eventsFrom(viewer: Viewer, from: Date): Promise<EventRow[]> {
      const rows = await db
        .select(syncTableSpecs.events.columns(viewer))
        .from(events)
        .where(
          and(
            publicationVisible(events)(viewer),
            isNull(events.deletedAt),
            isNotNull(events.publishedAt),
            gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, from),
          ),
        )
        .orderBy(asc(events.startsAt));
      return rows.map((row) => toWireRow<EventRow>(row));
    },
  };
}
