import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { allSyncTableSpecs, syncTableSpec } from './sync-tables.ts';
import { scopeVersionQuery, type Viewer } from './sync-visibility.ts';

/** Must match the advisory lock key every writer takes in `bump_sync_version` (migration 0003). */
const syncWriteLock = 7_104_101;

export type VersionedRow = Record<string, unknown> & { id: string; version: number; deleted_at: Date | string | null };

/** Dates as ISO strings, the way the contract and the client store them. */
function toWire(row: Record<string, unknown>): VersionedRow {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as VersionedRow;
}

/** Raw results: node-postgres and PGlite both answer `{rows}`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function syncRepository(db: Db) {
  return {
    /** The synced tables, in the order a pull asks them. */
    tables(): string[] {
      return allSyncTableSpecs().map((spec) => spec.name);
    },

    /**
     * The highest version whose transaction is finished: takes the writers' lock exclusively for a moment, so no
     * write holding a smaller version is still open, and reads the sequence. Rows up to it can be served safely.
     */
    async watermark(): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '10s'`);
        await tx.execute(sql`select pg_advisory_xact_lock(${syncWriteLock})`);
        const [row] = rowsOf<{ last_value: string | number; is_called: boolean }>(
          await tx.execute(sql`select last_value, is_called from sync_version`),
        );
        return row!.is_called ? Number(row!.last_value) : Number(row!.last_value) - 1;
      });
    },

    /**
     * Rows of `table` the viewer may see with after < version ≤ upTo, oldest first, at most `limit`. From version 0
     * the client holds nothing, so deleted rows (tombstones) are left out.
     */
    async changedRows(
      table: string,
      viewer: Viewer,
      range: { after: number; upTo: number },
      limit: number,
    ): Promise<VersionedRow[]> {
      const spec = syncTableSpec(table);
      const live = range.after === 0 ? isNull(spec.table.deletedAt) : undefined;
      const rows = await db
        .select(spec.columns(viewer))
        .from(spec.table)
        .where(
          and(gt(spec.table.version, range.after), lte(spec.table.version, range.upTo), spec.visible(viewer), live),
        )
        .orderBy(asc(spec.table.version))
        .limit(limit);
      return rows.map(toWire);
    },

    /** The user's Idempotency-Keys whose call succeeded with after < version ≤ upTo. */
    async acknowledgedKeys(userId: string, range: { after: number; upTo: number }): Promise<string[]> {
      const rows = await db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            gt(idempotencyKeys.version, range.after),
            lte(idempotencyKeys.version, range.upTo),
            sql`${idempotencyKeys.statusCode} between 200 and 299`,
          ),
        )
        .orderBy(asc(idempotencyKeys.version));
      return rows.map((row) => row.key);
    },

    /**
     * In one round trip: the viewer's scope version (see `scopeVersionQuery`), and the head — the highest version
     * handed out so far, committed or not, read without the lock. The scope is read from the statement's snapshot,
     * the sequence after it, so scope still comes first (pull-changes.ts). Every later write gets a version above the
     * head, so a cursor standing exactly there has nothing to fetch: `pullChanges` answers that, the most frequent
     * pull, without the exclusive lock, which would make every empty sync of the server wait in one line
     * (bench/api-server.ts).
     */
    // `cursorVersion`: what the pull stands at; unused here, a cache answers from memory when it is the head (sync-routes.ts).
    async scopeAndHead(viewer: Viewer, _cursorVersion?: number): Promise<{ scopeVersion: string; head: number }> {
      const [row] = rowsOf<{ version: string | number; last_value: string | number; is_called: boolean }>(
        await db.execute(
          sql`select (${scopeVersionQuery(viewer)}) as version, s.last_value, s.is_called from sync_version s`,
        ),
      );
      return {
        scopeVersion: String(row?.version ?? '0'),
        head: row!.is_called ? Number(row!.last_value) : Number(row!.last_value) - 1,
      };
    },
  };
}

export type SyncRepository = ReturnType<typeof syncRepository>;
