import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ConfirmationStatus, PublicationKind } from '#contract/publication-rules';
import type { ConfirmationRow } from '#contract/publications';
import type { Db } from '../db/client.ts';
import { confirmations } from '../db/schema/index.ts';
import { syncTableSpecs } from './sync-tables.ts';
import { parentSeesAnswer } from '../entities/visibility-rules.ts';
import { isStaffViewer, type Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

const c = confirmations;
const columns = syncTableSpecs.confirmations.columns;
const itemColumn = { news: c.newsId, event: c.eventId } as const;

/** One answer: to this item, for this child (shared by its guardians), or null: the viewer's own without a child. */
export type AnswerSlot = { kind: PublicationKind; itemId: string; childId: string | null };
export type AnswerFields = {
  status: ConfirmationStatus;
  feedback: string;
  answers: Record<string, string | boolean>;
  signatureFileId: string | null;
};

const slotIs = (viewer: Viewer, slot: AnswerSlot) =>
  and(
    eq(itemColumn[slot.kind], slot.itemId),
    slot.childId === null ? and(isNull(c.childId), eq(c.userId, viewer.userId)) : eq(c.childId, slot.childId),
  );
const slotKey = (viewer: Viewer, slot: AnswerSlot) =>
  slot.childId === null
    ? `confirmation:${viewer.userId}:${slot.kind}:${slot.itemId}:-`
    : `confirmation:child:${slot.kind}:${slot.itemId}:${slot.childId}`;

/** A parent sees their family's answers; staff and admins every answer of their kindergarten. */
const visibleTo = (viewer: Viewer) =>
  and(
    eq(c.kindergartenId, viewer.kindergartenId),
    isNull(c.deletedAt),
    isStaffViewer(viewer) ? undefined : parentSeesAnswer(viewer),
  );

/** Parents' answers to news and events (`confirmations`). */
export function confirmationRepository(db: Db) {
  const select = (viewer: Viewer) => db.select(columns(viewer)).from(c);
  const wire = (rows: Record<string, unknown>[]) => rows.map((row) => toWireRow<ConfirmationRow>(row));

  return {
    /**
     * Serialises writers of one answer slot (all guardians of the child) until the transaction ends. The unique
     * indexes cannot: PostgreSQL treats the NULL `child_id` of an answer without a child as distinct from every other.
     */
    async lockSlot(viewer: Viewer, slot: AnswerSlot): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${slotKey(viewer, slot)}, 0))`);
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

    /** `userId`: who gave the answer as it now stands (another guardian may change the family's answer). */
    async update(id: string, fields: AnswerFields & { userId: string }): Promise<ConfirmationRow> {
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

    /** The family's answers to one item: the viewer's own and any guardian's for the viewer's children. */
    async listFamily(viewer: Viewer, kind: PublicationKind, itemId: string): Promise<ConfirmationRow[]> {
      return wire(
        await select(viewer)
          .where(and(parentSeesAnswer(viewer), isNull(c.deletedAt), eq(itemColumn[kind], itemId)))
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
