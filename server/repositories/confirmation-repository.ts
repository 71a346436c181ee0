import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ConfirmationStatus, PublicationKind } from '#contract/publication-rules';
import type { ConfirmationRow } from '#contract/publications';
import type { Db } from '../db/client.ts';
import { confirmations } from '../db/schema/index.ts';
import { syncTableSpecs } from './sync-tables.ts';
import { isStaffViewer, type Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

const c = confirmations;
const columns = syncTableSpecs.confirmations.columns;
const itemColumn = { news: c.newsId, event: c.eventId } as const;

/** One answer of the viewer: to this item, for this child (null: for the whole family). */
export type AnswerSlot = { kind: PublicationKind; itemId: string; childId: string | null };
export type AnswerFields = {
  status: ConfirmationStatus;
  feedback: string;
  answers: Record<string, string | boolean>;
  signatureFileId: string | null;
};

const slotIs = (viewer: Viewer, slot: AnswerSlot) =>
  and(
    eq(c.userId, viewer.userId),
    eq(itemColumn[slot.kind], slot.itemId),
    slot.childId === null ? isNull(c.childId) : eq(c.childId, slot.childId),
  );
/** A parent sees their own answers; staff and admins every answer of their kindergarten. */
const visibleTo = (viewer: Viewer) =>
  and(
    eq(c.kindergartenId, viewer.kindergartenId),
    isNull(c.deletedAt),
    isStaffViewer(viewer) ? undefined : eq(c.userId, viewer.userId),
  );

/** Parents' answers to news and events (`confirmations`). */
export function confirmationRepository(db: Db) {
  const select = (viewer: Viewer) => db.select(columns(viewer)).from(c);
  const wire = (rows: Record<string, unknown>[]) => rows.map((row) => toWireRow<ConfirmationRow>(row));

  return {
    /**
     * Serialises writers of one answer slot until the transaction ends. The unique indexes cannot: PostgreSQL
     * treats the NULL `child_id` of a whole-family answer as distinct from every other.
     */
    async lockSlot(viewer: Viewer, slot: AnswerSlot): Promise<void> {
      const key = `confirmation:${viewer.userId}:${slot.kind}:${slot.itemId}:${slot.childId ?? '-'}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    async findBySlot(viewer: Viewer, slot: AnswerSlot): Promise<ConfirmationRow | undefined> {
      const [row] = await db
        .select(columns(viewer))
        .from(c)
        .where(and(slotIs(viewer, slot), isNull(c.deletedAt)));
      return row && toWireRow<ConfirmationRow>(row);
    },

    /** Any answer with this id, whoever gave it (a client-chosen id may repeat). */
    async findAnyById(id: string): Promise<ConfirmationRow | undefined> {
      const [row] = await db
        .select(columns({} as Viewer))
        .from(c)
        .where(eq(c.id, id));
      return row && toWireRow<ConfirmationRow>(row);
    },

    /** Inserts unless the id exists; undefined then (a concurrent request took the client's id). */
    async insert(
      input: AnswerSlot & AnswerFields & { id: string; kindergartenId: string; userId: string },
    ): Promise<ConfirmationRow | undefined> {
      const [row] = await db
        .insert(c)
        .values({
          id: input.id,
          kindergartenId: input.kindergartenId,
          userId: input.userId,
          childId: input.childId,
          newsId: input.kind === 'news' ? input.itemId : null,
          eventId: input.kind === 'event' ? input.itemId : null,
          status: input.status,
          feedback: input.feedback,
          answers: input.answers,
          signatureFileId: input.signatureFileId,
        })
        .onConflictDoNothing({ target: c.id })
        .returning(columns({} as Viewer));
      return row && toWireRow<ConfirmationRow>(row);
    },

    async update(id: string, fields: AnswerFields): Promise<ConfirmationRow> {
      const [row] = await db
        .update(c)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(c.id, id))
        .returning(columns({} as Viewer));
      return toWireRow<ConfirmationRow>(row!);
    },

    /** The answers to one item the viewer may see, oldest first. */
    async listForItem(viewer: Viewer, kind: PublicationKind, itemId: string): Promise<ConfirmationRow[]> {
      return wire(
        await select(viewer)
          .where(and(visibleTo(viewer), eq(itemColumn[kind], itemId)))
          .orderBy(c.createdAt, c.id),
      );
    },

    /** The viewer's own answers to one item. */
    async listOwn(viewer: Viewer, kind: PublicationKind, itemId: string): Promise<ConfirmationRow[]> {
      return wire(
        await select(viewer)
          .where(and(eq(c.userId, viewer.userId), isNull(c.deletedAt), eq(itemColumn[kind], itemId)))
          .orderBy(c.createdAt, c.id),
      );
    },

    /** Every answer of this kind the viewer may see, newest change first. */
    async listAnswered(viewer: Viewer, kind: PublicationKind, limit: number): Promise<ConfirmationRow[]> {
      return wire(
        await select(viewer)
          .where(and(visibleTo(viewer), isNotNull(itemColumn[kind])))
          .orderBy(desc(c.updatedAt), desc(c.id))
          .limit(limit),
      );
    },
  };
}

export type ConfirmationRepository = ReturnType<typeof confirmationRepository>;
