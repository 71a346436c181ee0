import { z } from 'zod';
import { syncRowSchemas, syncTables, type SyncRows, type SyncTable } from './sync-rows.ts';

/**
 * GET /api/sync?cursor=&limit= — one round trip per page, so a sync on a patchy connection is few requests.
 *
 * The client keeps `cursor` exactly as received (it is opaque) and asks again with it while `has_more` is true.
 * Without a cursor (first sync) it gets everything it may see. Apply each page in one Dexie transaction:
 * upsert `changes` (skip rows with a pending outbox entry), delete `tombstones`, drop outbox rows whose
 * Idempotency-Key is in `acknowledged_keys`, then store `cursor`.
 *
 * `reset: true` means what the user may see changed (a child added to or removed from their account, a room joined
 * or left) or the cursor belongs to another database: discard every synced row (keep rows with pending outbox
 * entries, and the outbox), then apply this page and the following ones as a first sync.
 */
export const syncCursorSchema = z.string().regex(/^\d{1,18}(\.[0-9a-f]{12})?$/, 'The sync cursor is not valid.');

export const syncPageLimit = { default: 500, max: 1000 } as const;

export const syncQuerySchema = z.object({
  cursor: syncCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(syncPageLimit.max).default(syncPageLimit.default),
});
export type SyncQuery = z.input<typeof syncQuerySchema>;

const changesShape = Object.fromEntries(
  syncTables.map((table) => [table, z.array(syncRowSchemas[table]).optional()]),
) as {
  [T in SyncTable]: z.ZodOptional<z.ZodArray<(typeof syncRowSchemas)[T]>>;
};
const tombstonesShape = Object.fromEntries(syncTables.map((table) => [table, z.array(z.uuid()).optional()])) as {
  [T in SyncTable]: z.ZodOptional<z.ZodArray<z.ZodUUID>>;
};

/**
 * Rows the server sends outside a sync page, in a page's shape: a realtime event that carries rows and a write's
 * answer that carries more than the written row. The client stores them as it stores a page's changes and tombstones.
 */
export const syncRowsShape = z.object({
  changes: z.object(changesShape),
  tombstones: z.object(tombstonesShape).optional(),
});
export type SyncRowsPayload = z.infer<typeof syncRowsShape>;

export const syncResponseSchema = z.object({
  cursor: syncCursorSchema,
  reset: z.boolean(),
  /** Only tables with changes appear; each list is in version order. */
  changes: z.object(changesShape),
  tombstones: z.object(tombstonesShape),
  /**
   * Idempotency-Keys of this user whose call succeeded (2xx) since the cursor: the write landed even if its response
   * was lost. A failed (4xx) call is not listed; the outbox's retry gets the stored failure replayed instead.
   * Stored answers are kept 24 h, so a key older than that is not listed either (the retry then runs again, which
   * creating by client-chosen id makes harmless).
   */
  acknowledged_keys: z.array(z.string()),
  has_more: z.boolean(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/**
 * The page as GET /api/sync answers it: the tables above checked by their row schemas, and the table of an entity
 * registered at runtime (server/entities) by the structure every synced row has. A client stores only the tables it
 * has a store for, and drops the rest.
 */
export const syncPageResponseSchema = syncResponseSchema.extend({
  changes: z.object(changesShape).catchall(z.array(z.looseObject({ id: z.uuid(), version: z.number().int() }))),
  tombstones: z.object(tombstonesShape).catchall(z.array(z.uuid())),
});
export type SyncChanges = { [T in SyncTable]?: SyncRows[T][] };
