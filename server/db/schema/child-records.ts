import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChildRecordContent, ChildRecordFieldName, EmergencyContact, PickupPerson } from '#contract/child-records';
import type { MenuAllergenCode } from '#contract/menu-rules';
import { id, syncColumns } from './columns.ts';
import { children, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/**
 * What guardians tell the kindergarten about a child: allergies, diet, medical notes, who may pick it up and whom to
 * call. One row per child, keyed by the child's id, so two devices writing it offline write the same row.
 */
export const childRecords = pgTable(
  'child_records',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => children.id),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    allergens: text('allergens').array().$type<MenuAllergenCode[]>().notNull().default([]),
    dietaryNeeds: text('dietary_needs').notNull().default(''),
    medicalNotes: text('medical_notes').notNull().default(''),
    pickupPersons: jsonb('pickup_persons').$type<PickupPerson[]>().notNull().default([]),
    emergencyContacts: jsonb('emergency_contacts').$type<EmergencyContact[]>().notNull().default([]),
    updatedBy: uuid('updated_by').references(() => users.id),
    ...syncColumns(),
  },
  // GET /api/sync reads a kindergarten's records by version.
  (t) => [index('child_records_kindergarten_version_idx').on(t.kindergartenId, t.version)],
);

/**
 * Every change of a child record, appended in the transaction of the change: who, when, which fields and the record
 * as they wrote it. Two writes that crossed offline both stay here although only the later one stays in the record.
 */
export const childRecordChanges = pgTable(
  'child_record_changes',
  {
    id: id(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    fields: text('fields').array().$type<ChildRecordFieldName[]>().notNull(),
    record: jsonb('record').$type<ChildRecordContent>().notNull(),
  },
  (t) => [index('child_record_changes_child_idx').on(t.childId, t.changedAt)],
);
