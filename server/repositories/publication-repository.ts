import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PublicationKind } from '#contract/publication-rules';
import type { EventRow, NewsRow } from '#contract/publications';
import type { Db } from '../db/client.ts';
import { children, events, guardians, news, users } from '../db/schema/index.ts';
import { publicationVisible, syncTableSpecs } from './sync-tables.ts';
import { letterChildIds, type Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

export type PublicationRow = NewsRow | EventRow;
export type ApplicableChild = { id: string; first_name: string; last_name: string };

const specOf = { news: syncTableSpecs.news, event: syncTableSpecs.events } as const;
const tableOf = { news, event: events } as const;
/** Stricter than the sync's rule: a parent never reads an unpublished item (the sync sends it as a tombstone). */
const readableOf = { news: publicationVisible(news), event: publicationVisible(events) } as const;

/** What a viewer may see of news and events (same rule as GET /api/sync), and who an item is for. */
export function publicationRepository(db: Db) {
  const visible = (kind: PublicationKind, viewer: Viewer) =>
    and(readableOf[kind](viewer), isNull(tableOf[kind].deletedAt));
  const select = (kind: PublicationKind, viewer: Viewer) =>
    db.select(specOf[kind].columns(viewer)).from(specOf[kind].table);

  return {
    async findVisible(kind: PublicationKind, viewer: Viewer, id: string): Promise<PublicationRow | undefined> {
      const [row] = await select(kind, viewer).where(and(eq(tableOf[kind].id, id), visible(kind, viewer)));
      return row && toWireRow<PublicationRow>(row);
    },

    async findManyVisible(kind: PublicationKind, viewer: Viewer, ids: string[]): Promise<PublicationRow[]> {
      if (ids.length === 0) return [];
      const rows = await select(kind, viewer).where(and(inArray(tableOf[kind].id, ids), visible(kind, viewer)));
      return rows.map((row) => toWireRow<PublicationRow>(row));
    },

    /** Newest first; drafts (staff only) before everything published. */
    async listNews(viewer: Viewer, limit: number): Promise<NewsRow[]> {
      const rows = await select('news', viewer)
        .where(visible('news', viewer))
        .orderBy(sql`${news.publishedAt} desc nulls first`, desc(news.createdAt))
        .limit(limit);
      return rows.map((row) => toWireRow<NewsRow>(row));
    },

    /** Events touching the days `from`…`to` (inclusive, calendar days in `timeZone`), by start. */
    async eventsOnDays(viewer: Viewer, range: { from: string; to: string }, timeZone: string): Promise<EventRow[]> {
      const start = sql`(${range.from}::date)::timestamp at time zone ${timeZone}`;
      const end = sql`(${range.to}::date + 1)::timestamp at time zone ${timeZone}`;
      const rows = await select('event', viewer)
        .where(
          and(
            visible('event', viewer),
            lt(events.startsAt, end),
            gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, start),
          ),
        )
        .orderBy(asc(events.startsAt));
      return rows.map((row) => toWireRow<EventRow>(row));
    },

    /** The next events that have not ended at `now`, by start. */
    async upcomingEvents(viewer: Viewer, now: Date, limit: number): Promise<EventRow[]> {
      const rows = await select('event', viewer)
        .where(and(visible('event', viewer), gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, now)))
        .orderBy(asc(events.startsAt))
        .limit(limit);
      return rows.map((row) => toWireRow<EventRow>(row));
    },

    /** The viewer's live children whose letters reach them and the item applies to: all, or those in its groups. */
    async applicableChildren(
      viewer: Viewer,
      item: { kindergarten_id: string; group_ids: string[] },
    ): Promise<ApplicableChild[]> {
      const inGroups = item.group_ids.length > 0 ? inArray(children.groupId, item.group_ids) : undefined;
      return db
        .select({ id: children.id, first_name: children.firstName, last_name: children.lastName })
        .from(children)
        .where(
          and(
            sql`${children.id} in ${letterChildIds(viewer)}`,
            eq(children.kindergartenId, item.kindergarten_id),
            isNull(children.deletedAt),
            inGroups,
          ),
        )
        .orderBy(asc(children.firstName), asc(children.id));
    },

    /**
     * Parents the item is for: every parent of the kindergarten, or the guardians of children in its groups, as far
     * as the letters reach them (contract/family-rules.ts).
     */
    async audienceParentIds(item: { kindergarten_id: string; group_ids: string[] }): Promise<string[]> {
      const parents = and(
        eq(users.kindergartenId, item.kindergarten_id),
        eq(users.role, 'parent'),
        isNull(users.deletedAt),
      );
      const live = sql`${guardians.userId} = ${users.id} and ${guardians.deletedAt} is null`;
      const receivesKindergartenLetters = sql`(not exists (select 1 from ${guardians} where ${live})
        or exists (select 1 from ${guardians} where ${live} and ${guardians.receivesLetters}))`;
      if (item.group_ids.length === 0)
        return (await db.select({ id: users.id }).from(users).where(and(parents, receivesKindergartenLetters))).map(
          (row) => row.id,
        );
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(
          guardians,
          and(eq(guardians.userId, users.id), isNull(guardians.deletedAt), eq(guardians.receivesLetters, true)),
        )
        .innerJoin(children, and(eq(children.id, guardians.childId), isNull(children.deletedAt)))
        .where(and(parents, inArray(children.groupId, item.group_ids)));
      return rows.map((row) => row.id);
    },

    /**
     * Sets `published_at` (now) on a live draft. Answers the item's id, kindergarten, groups, title and version, and
     * whether it was a draft until now (an already published item is left as it is), or undefined.
     */
    async markPublished(kind: PublicationKind, id: string, now: Date) {
      const table = tableOf[kind];
      const fields = {
        id: table.id,
        kindergarten_id: table.kindergartenId,
        group_ids: table.groupIds,
        title: table.title,
        version: table.version,
      };
      const [published] = await db
        .update(table)
        .set({ publishedAt: now, updatedAt: now })
        .where(and(eq(table.id, id), isNull(table.deletedAt), isNull(table.publishedAt)))
        .returning(fields);
      if (published) return { ...published, wasDraft: true };
      const [existing] = await db
        .select(fields)
        .from(table)
        .where(and(eq(table.id, id), isNull(table.deletedAt)));
      return existing && { ...existing, wasDraft: false };
    },
  };
}

export type PublicationRepository = ReturnType<typeof publicationRepository>;
