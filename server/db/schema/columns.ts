import { bigint, pgSequence, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One sequence for every synced row: `GET /api/sync?cursor=` returns rows whose version > cursor. */
export const syncVersion = pgSequence('sync_version', { startWith: 1 });

export const id = () => uuid('id').primaryKey();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Columns of every synced table. `version` is also bumped on every update by the trigger
 * `bump_sync_version` (migration 0001), so no code path can forget it; `deleted_at` is the soft delete
 * that becomes a tombstone in the sync response. The migration that adds a synced table ends with
 * `SELECT kita_make_synced('the_table');` (migration 0017), which creates its triggers; tests/server/sync-triggers
 * fails for a table with a `version` column and without them.
 */
export const syncColumns = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // The trigger sets the real value; the default only lets inserts omit the column.
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
