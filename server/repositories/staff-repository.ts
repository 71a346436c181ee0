import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TrackedGuardianship } from '#contract/answer-tracking';
import type { PublicationKind } from '#contract/publication-rules';
import type { Absence } from '#contract/absences';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import {
  absences,
  children,
  events,
  files,
  groups,
  guardians,
  news,
  users,
  type PublicationQuestion,
} from '../db/schema/index.ts';
import { absenceColumns, syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

const tableOf = { news, event: events } as const;
const staffView = (viewer: Viewer): Viewer => ({ ...viewer, role: 'staff' });

export type ItemState = {
  kind: PublicationKind;
  id: string;
  kindergartenId: string;
  groupIds: string[];
  publishedAt: Date | null;
  unpublishedAt: Date | null;
  deletedAt: Date | null;
};
export type PublicationValues = {
  title: string;
  body: string;
  groupIds: string[];
  attachmentFileId: string | null;
  requiresConfirmation: boolean;
  requiresSignature: boolean;
  deadline: Date | null;
  questions: PublicationQuestion[];
  event?: { startsAt: Date; endsAt: Date | null; allDay: boolean; location: string };
};
export type ChildRef = {
  id: string;
  first_name: string;
  last_name: string;
  group_id: string | null;
  group_name: string | null;
};

const childRefColumns = {
  id: children.id,
  first_name: children.firstName,
  last_name: children.lastName,
  group_id: children.groupId,
  group_name: groups.name,
};

/** What the staff workspace reads and writes beyond the parents' calls (contract/staff.ts). */
export function staffRepository(db: Db) {
  const itemState = async (kind: PublicationKind, id: string): Promise<ItemState | undefined> => {
    const t = tableOf[kind];
    const [row] = await db
      .select({
        id: t.id,
        kindergartenId: t.kindergartenId,
        groupIds: t.groupIds,
        publishedAt: t.publishedAt,
        unpublishedAt: t.unpublishedAt,
        deletedAt: t.deletedAt,
      })
      .from(t)
      .where(eq(t.id, id));
    return row && { kind, ...row };
  };

  return {
    /** The item with this id in either table, whoever's it is (a client-chosen id may repeat). */
    async findAnyItem(id: string): Promise<ItemState | undefined> {
      return (await itemState('news', id)) ?? (await itemState('event', id));
    },

    itemState,

    /** The row as staff receive it in the sync. */
    async itemRow(kind: PublicationKind, viewer: Viewer, id: string) {
      const spec = kind === 'news' ? syncTableSpecs.news : syncTableSpecs.events;
      const [row] = await db
        .select(spec.columns(staffView(viewer)))
        .from(spec.table)
        .where(eq(tableOf[kind].id, id));
      return row && toWireRow<SyncRow<'news'> | SyncRow<'events'>>(row);
    },

    /** Of these group ids, the live groups of the kindergarten. */
    async liveGroupIds(kindergartenId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(inArray(groups.id, ids), eq(groups.kindergartenId, kindergartenId), isNull(groups.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /** Whether the file is a live PDF of the kindergarten. */
    async isPdfOf(kindergartenId: string, fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            eq(files.id, fileId),
            eq(files.kindergartenId, kindergartenId),
            eq(files.mime, 'application/pdf'),
            isNull(files.deletedAt),
          ),
        );
      return row !== undefined;
    },

    async insertItem(
      kind: PublicationKind,
      input: { id: string; kindergartenId: string; authorId: string } & PublicationValues,
    ): Promise<void> {
      const { event, ...values } = input;
      if (kind === 'news') await db.insert(news).values(values);
      else await db.insert(events).values({ ...values, ...event! });
    },

    async updateItem(kind: PublicationKind, id: string, input: PublicationValues): Promise<void> {
      const { event, ...values } = input;
      const t = tableOf[kind];
      await db
        .update(t)
        .set({ ...values, ...(kind === 'event' ? event : {}), updatedAt: new Date() })
        .where(eq(t.id, id));
    },

    /** Back to a draft; the time is kept so parents receive a tombstone. False when it was a draft already. */
    async unpublish(kind: PublicationKind, id: string, now: Date): Promise<boolean> {
      const t = tableOf[kind];
      const rows = await db
        .update(t)
        .set({ publishedAt: null, unpublishedAt: now, updatedAt: now })
        .where(and(eq(t.id, id), isNull(t.deletedAt), isNotNull(t.publishedAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    async softDelete(kind: PublicationKind, id: string, now: Date): Promise<number | undefined> {
      const t = tableOf[kind];
      const [row] = await db
        .update(t)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(t.id, id), isNull(t.deletedAt)))
        .returning({ version: t.version });
      return row?.version;
    },

    /** The live children an item is for (all of the kindergarten, or those in its groups), by name. */
    async audienceChildren(item: { kindergarten_id: string; group_ids: string[] }): Promise<ChildRef[]> {
      return db
        .select(childRefColumns)
        .from(children)
        .leftJoin(groups, eq(groups.id, children.groupId))
        .where(
          and(
            eq(children.kindergartenId, item.kindergarten_id),
            isNull(children.deletedAt),
            item.group_ids.length > 0 ? inArray(children.groupId, item.group_ids) : undefined,
          ),
        )
        .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
    },

    /** Children by id (deleted ones too: an answer may outlive the child's record). */
    async childrenByIds(ids: string[]): Promise<ChildRef[]> {
      if (ids.length === 0) return [];
      return db
        .select(childRefColumns)
        .from(children)
        .leftJoin(groups, eq(groups.id, children.groupId))
        .where(inArray(children.id, ids));
    },

    /**
     * Every guardianship of these children with its account, ended ones and removed accounts too, by the account's
     * name: contract/answer-tracking.ts decides who answers for a child.
     */
    async guardianshipsOf(childIds: string[]): Promise<(TrackedGuardianship & { name: string })[]> {
      if (childIds.length === 0) return [];
      const rows = await db
        .select({
          childId: guardians.childId,
          userId: users.id,
          name: users.name,
          ended: guardians.deletedAt,
          role: users.role,
          removed: users.deletedAt,
        })
        .from(guardians)
        .innerJoin(users, eq(users.id, guardians.userId))
        .where(inArray(guardians.childId, childIds))
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((row) => ({
        child_id: row.childId,
        user_id: row.userId,
        name: row.name,
        deleted_at: row.ended?.toISOString() ?? null,
        account: { role: row.role, deleted_at: row.removed?.toISOString() ?? null },
      }));
    },

    async userRefs(ids: string[]): Promise<Map<string, { id: string; name: string; role: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async kindergartenName(id: string): Promise<string> {
      const rows = await db.execute(sql`select name from kindergartens where id = ${id}`);
      return (rows as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    },

    /** The kindergarten's live child, if it is one. */
    async childOf(kindergartenId: string, childId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.kindergartenId, kindergartenId), isNull(children.deletedAt)));
      return row !== undefined;
    },

    /** Live absences of the kindergarten touching `from`…`to` (ISO dates), with their child, by first day. */
    async absencesTouching(
      kindergartenId: string,
      range: { from: string; to: string },
    ): Promise<{ absence: Absence; child: ChildRef }[]> {
      const rows = await db
        .select({ absence: absenceColumns, child: childRefColumns })
        .from(absences)
        .innerJoin(children, eq(children.id, absences.childId))
        .leftJoin(groups, eq(groups.id, children.groupId))
        .where(
          and(
            eq(absences.kindergartenId, kindergartenId),
            isNull(absences.deletedAt),
            lte(absences.from, range.to),
            gte(absences.to, range.from),
          ),
        )
        .orderBy(asc(children.firstName), asc(absences.from));
      return rows.map((row) => ({ absence: toWireRow<Absence>(row.absence), child: row.child }));
    },

    async groupsOf(kindergartenId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(and(eq(groups.kindergartenId, kindergartenId), isNull(groups.deletedAt)))
        .orderBy(asc(groups.name));
    },

    // ——— Quiet hours ———

    async quietHours(userId: string) {
      const [row] = await db
        .select({ enabled: users.quietHoursEnabled, from: users.quietHoursFrom, until: users.quietHoursUntil })
        .from(users)
        .where(eq(users.id, userId));
      return row!;
    },

    async setQuietHours(userId: string, value: { enabled: boolean; from: string; until: string }): Promise<void> {
      await db
        .update(users)
        .set({
          quietHoursEnabled: value.enabled,
          quietHoursFrom: value.from,
          quietHoursUntil: value.until,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
