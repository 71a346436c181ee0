import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { overlappingAbsence, type AbsenceSpan } from '#contract/absence-overlap';
import type { Absence, AbsenceReason } from '#contract/absences';
import type { Db } from '../db/client.ts';
import { absences, children, guardians } from '../db/schema/index.ts';
import { absenceColumns } from './sync-tables.ts';
import { visibleChildIds, type Viewer } from './sync-visibility.ts';

export type AbsenceFields = { childId: string; from: string; to: string; reason: AbsenceReason; note: string };

function toAbsence(row: Record<string, unknown>): Absence {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Absence;
}

const columnsOf = (fields: AbsenceFields) => ({
  childId: fields.childId,
  from: fields.from,
  to: fields.to,
  category: fields.reason,
  reason: fields.note,
});
const visibleTo = (viewer: Viewer) =>
  and(
    eq(absences.kindergartenId, viewer.kindergartenId),
    sql`${absences.childId} in ${visibleChildIds(viewer)}`,
    isNull(absences.deletedAt),
  );

export function absenceRepository(db: Db) {
  return {
    /** The child, if the viewer may report for it: a parent their own children, staff any of their kindergarten. */
    async reportableChild(
      viewer: Viewer,
      childId: string,
    ): Promise<{ id: string; kindergartenId: string } | undefined> {
      const [row] = await db
        .select({ id: children.id, kindergartenId: children.kindergartenId })
        .from(children)
        .where(
          and(
            eq(children.id, childId),
            eq(children.kindergartenId, viewer.kindergartenId),
            isNull(children.deletedAt),
            sql`${children.id} in ${visibleChildIds(viewer)}`,
          ),
        );
      return row;
    },

    /** Any absence with this id, whoever reported it (a client-chosen id may repeat). */
    async findAnyById(id: string): Promise<(Absence & { reported_by: string }) | undefined> {
      const [row] = await db.select(absenceColumns).from(absences).where(eq(absences.id, id));
      return row && toAbsence(row);
    },

    async findVisible(viewer: Viewer, id: string): Promise<Absence | undefined> {
      const [row] = await db
        .select(absenceColumns)
        .from(absences)
        .where(and(eq(absences.id, id), visibleTo(viewer)));
      return row && toAbsence(row);
    },

    /** Newest first: by start date, then by report time. */
    async listVisible(viewer: Viewer, limit: number): Promise<Absence[]> {
      const rows = await db
        .select(absenceColumns)
        .from(absences)
        .where(visibleTo(viewer))
        .orderBy(desc(absences.from), desc(absences.createdAt))
        .limit(limit);
      return rows.map(toAbsence);
    },

    /** Inserts unless the id exists; undefined then (the caller decides whether it is the same write). */
    async insert(
      input: AbsenceFields & { id: string; kindergartenId: string; reportedBy: string },
    ): Promise<Absence | undefined> {
      const [row] = await db
        .insert(absences)
        .values({
          id: input.id,
          kindergartenId: input.kindergartenId,
          reportedBy: input.reportedBy,
          ...columnsOf(input),
        })
        .onConflictDoNothing({ target: absences.id })
        .returning(absenceColumns);
      return row && toAbsence(row);
    },

    async update(id: string, fields: AbsenceFields): Promise<Absence> {
      const [row] = await db
        .update(absences)
        .set(columnsOf(fields))
        .where(eq(absences.id, id))
        .returning(absenceColumns);
      return toAbsence(row!);
    },

    /**
     * Holds the child's row until the transaction ends, so two reports for one child (two guardians, or a guardian
     * and staff at once) take turns and the second sees the first when it checks for overlaps.
     */
    async lockChild(childId: string): Promise<void> {
      await db.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update');
    },

    /** A live absence of the same child sharing a day with `span` (the contract's rule decides; SQL only narrows). */
    async overlapping(span: Omit<AbsenceSpan, 'deleted_at'>): Promise<Absence | undefined> {
      const rows = await db
        .select(absenceColumns)
        .from(absences)
        .where(
          and(
            eq(absences.childId, span.child_id),
            isNull(absences.deletedAt),
            lte(absences.from, span.to),
            gte(absences.to, span.from),
          ),
        );
      return overlappingAbsence(span, rows.map(toAbsence));
    },

    /** Withdraws (soft-deletes) the absence: sync carries the tombstone to every device that had it. */
    async withdraw(id: string): Promise<Absence> {
      const now = new Date();
      const [row] = await db
        .update(absences)
        .set({ deletedAt: now, updatedAt: now })
        .where(eq(absences.id, id))
        .returning(absenceColumns);
      return toAbsence(row!);
    },

    /** Users who are live guardians of the child: they hear about its absences. */
    async guardianUserIds(childId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: guardians.userId })
        .from(guardians)
        .where(and(eq(guardians.childId, childId), isNull(guardians.deletedAt)));
      return rows.map((row) => row.userId);
    },
  };
}

export type AbsenceRepository = ReturnType<typeof absenceRepository>;
