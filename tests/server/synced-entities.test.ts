import { sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatRealtimeEvents } from '#contract/chat';
import { realtimeEvents } from '#contract/realtime';
import { syncTables } from '#contract/sync-rows';
import { id, syncColumns } from '../../server/db/schema/columns.ts';
import { definitionProblems } from '../../server/entities/definition-problems.ts';
import { registerSyncedEntity, syncedEntities, syncedEntity } from '../../server/entities/index.ts';
import { defineSyncedEntity, wireColumns, type SyncedEntityDefinition } from '../../server/entities/synced-entity.ts';
import { allSyncTableSpecs } from '../../server/repositories/sync-tables.ts';

const knownEvents = [...Object.values(realtimeEvents), ...Object.values(chatRealtimeEvents)];
const timestamp = z.iso.datetime({ offset: true });

const lateFeatures = pgTable('late_features', {
  id: id(),
  note: text('note').notNull(),
  done: boolean('done').notNull().default(false),
  ...syncColumns(),
});
const lateFeatureRowSchema = z.object({
  id: z.uuid(),
  note: z.string(),
  done: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
  deleted_at: timestamp.nullable(),
});
const lateFeature = (changes: Partial<SyncedEntityDefinition> = {}): SyncedEntityDefinition =>
  ({
    ...defineSyncedEntity({
      name: 'late_features',
      table: lateFeatures,
      row: lateFeatureRowSchema,
      visible: () => sql`true`,
      dexie: 'id, done',
      account: { delete: 'kept' },
    }),
    ...changes,
  }) as SyncedEntityDefinition;

describe('every synced entity is defined once and completely', () => {
  it.each(syncedEntities().map((entity) => [entity.name, entity] as const))(
    '%s: its wire fields match its table, its Dexie store starts with id, and every part is there',
    (_, entity) => {
      expect(definitionProblems(entity, knownEvents)).toEqual([]);
    },
  );

  it('defines exactly the tables the contract names in a sync page, in the same order', () => {
    expect(syncedEntities().map((entity) => entity.name)).toEqual(syncTables);
  });

  it('finds nothing wrong with a sound definition', () => {
    expect(definitionProblems(lateFeature(), knownEvents)).toEqual([]);
  });

  const withoutVersion = pgTable('late_features', { id: id(), note: text('note').notNull() });
  it.each([
    [
      'a Dexie store without id first',
      { dexie: 'done, id' },
      "dexie store does not start with the primary key id: 'done, id'",
    ],
    ['a Dexie index on no field', { dexie: 'id, colour' }, 'dexie index colour names colour, no wire field'],
    [
      'a wire field without a column',
      { row: lateFeatureRowSchema.extend({ colour: z.string() }) },
      'wire field colour has no column',
    ],
    [
      'a name other than the SQL name',
      { name: 'late_feature' },
      "name late_feature is not the table's SQL name late_features",
    ],
    ['a table without version and deleted_at', { table: withoutVersion }, 'table late_features has no version column'],
    [
      'a nullable wire field on a required column',
      { row: lateFeatureRowSchema.extend({ note: z.string().nullable() }) },
      'wire field note is nullable, column note is not',
    ],
    [
      'a wire field of another type',
      { row: lateFeatureRowSchema.extend({ done: z.number() }) },
      'wire field done is number, column done boolean',
    ],
    [
      'an unknown realtime event',
      { realtimeEvent: 'late.changed' },
      'realtime event late.changed is not a known event',
    ],
    [
      'a failed-write place reading no field',
      { failedWrites: { to: '/late/$id', params: { id: 'late_id' } } },
      'failed-write place reads late_id, no wire field',
    ],
    ['no account part', { account: undefined }, 'no account deletion step (or kept)'],
    [
      'a renamed field the wire does not have',
      { renamed: { colour: lateFeatures.note } },
      'column given for colour, no wire field',
    ],
  ] as [string, Partial<SyncedEntityDefinition>, string][])('names %s', (_, changes, problem) => {
    expect(definitionProblems(lateFeature(changes), knownEvents)).toContain(problem);
  });

  it('reads each wire field from the column of the same SQL name, in the wire order, unless renamed or computed', () => {
    const columns = wireColumns(lateFeature({ renamed: { note: lateFeatures.done } }), {
      userId: 'u',
      kindergartenId: 'k',
      role: 'parent',
    });
    expect(Object.keys(columns)).toEqual(Object.keys(lateFeatureRowSchema.shape));
    expect(columns.note).toBe(lateFeatures.done);
    expect(columns.deleted_at).toBe(lateFeatures.deletedAt);
  });

  it('takes an extra definition at runtime into the sync tables, and out again', () => {
    const unregister = registerSyncedEntity(lateFeature());
    try {
      expect(syncedEntity('late_features')?.table).toBe(lateFeatures);
      expect(allSyncTableSpecs().map((spec) => spec.name)).toContain('late_features');
      expect(() => registerSyncedEntity(lateFeature())).toThrow(/defined already/);
    } finally {
      unregister();
    }
    expect(syncedEntity('late_features')).toBeUndefined();
    expect(allSyncTableSpecs().map((spec) => spec.name)).not.toContain('late_features');
  });
});
