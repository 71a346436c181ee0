import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { ChildRecord, ChildRecordChange, ChildRecordContent, ChildRecordFieldName } from '#contract/child-records';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { childRecordsEntity } from '../entities/child-records.ts';
import { derivedColumns } from '../entities/synced-entity.ts';
import { withIsoDates } from './iso-dates.ts';
import { guardedChildIds, visibleChildIds, type Viewer } from './sync-visibility.ts';

const r = s.childRecords;
const recordColumns = derivedColumns(childRecordsEntity);

/** A child the viewer may see, and whether they may write its record. */
export type RecordedChild = { id: string; kindergartenId: string; guardian: boolean };

/** Child records and their history: the only SQL of the feature. */
export function childRecordRepository(db: Db) {
  return {
    /** The live child of the viewer's kindergarten they may see (staff: any; a parent: their own), or undefined. */
    async visibleChild(viewer: Viewer, childId: string): Promise<RecordedChild | undefined> {
      const [child] = await db
        .select({
          id: s.children.id,
          kindergartenId: s.children.kindergartenId,
          guardian: sql<boolean>`${s.children.id} in ${guardedChildIds(viewer)}`,
        })
        .from(s.children)
        .where(
          and(
            eq(s.children.id, childId),
            eq(s.children.kindergartenId, viewer.kindergartenId),
            isNull(s.children.deletedAt),
            sql`${s.children.id} in ${visibleChildIds(viewer)}`,
          ),
        );
      return child;
    },

    /** The record, locked until the transaction ends so two writes append their history one after the other. */
    async lockedRecord(childId: string): Promise<ChildRecord | undefined> {
      const [row] = await db.select(recordColumns).from(r).where(eq(r.id, childId)).for('update');
      return row ? withIsoDates<ChildRecord>(row) : undefined;
    },

    async write(
      child: RecordedChild,
      content: ChildRecordContent,
      userId: string,
      exists: boolean,
    ): Promise<ChildRecord> {
      const values = {
        allergens: content.allergens,
        dietaryNeeds: content.dietary_needs,
        medicalNotes: content.medical_notes,
        pickupPersons: content.pickup_persons,
        emergencyContacts: content.emergency_contacts,
        updatedBy: userId,
        deletedAt: null,
      };
      const [row] = exists
        ? await db
            .update(r)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(r.id, child.id))
            .returning(recordColumns)
        : await db
            .insert(r)
            .values({ id: child.id, kindergartenId: child.kindergartenId, ...values })
            .returning(recordColumns);
      return withIsoDates<ChildRecord>(row!);
    },

    async appendChange(
      childId: string,
      userId: string,
      fields: ChildRecordFieldName[],
      record: ChildRecordContent,
    ): Promise<void> {
      await db.insert(s.childRecordChanges).values({ id: uuidv7(), childId, changedBy: userId, fields, record });
    },

    /** Newest first, with the name of who changed it (blank once their account is gone). */
    async history(childId: string, limit: number): Promise<ChildRecordChange[]> {
      const c = s.childRecordChanges;
      const rows = await db
        .select({
          id: c.id,
          changed_at: c.changedAt,
          changed_by_id: c.changedBy,
          changed_by_name: s.users.name,
          fields: c.fields,
          record: c.record,
        })
        .from(c)
        .leftJoin(s.users, eq(s.users.id, c.changedBy))
        .where(eq(c.childId, childId))
        .orderBy(desc(c.changedAt), desc(c.id))
        .limit(limit);
      return rows.map(({ changed_by_id, changed_by_name, ...change }) => ({
        ...withIsoDates<Omit<ChildRecordChange, 'changed_by'>>(change),
        changed_by: changed_by_id ? { id: changed_by_id, name: changed_by_name ?? '' } : null,
      }));
    },
  };
}
