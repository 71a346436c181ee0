import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import type { FailureStore } from './failure-store.ts';

export type DatabaseFailureStore = FailureStore & { purgeExpired(now: Date): Promise<number> };

/** Failure counts in the `auth_failures` table: one upsert per call, expired rows purged hourly. */
export function databaseFailureStore(db: Db): DatabaseFailureStore {
  return {
    async read(keys, now) {
      const rows = await db
        .select()
        .from(authFailures)
        .where(and(inArray(authFailures.key, [...keys]), gt(authFailures.expiresAt, now)));
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key) => byKey.get(key) ?? null);
    },

    async add(keys, now, ttlMs) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      await db
        .insert(authFailures)
        .values(keys.map((key) => ({ key, failures: 1, lastFailureAt: now, expiresAt })))
        .onConflictDoUpdate({
          target: authFailures.key,
          set: {
            // A count that expired but was not purged yet starts again.
            failures: sql`case when "auth_failures"."expires_at" <= excluded.last_failure_at then 1 else "auth_failures"."failures" + 1 end`,
            lastFailureAt: sql`excluded.last_failure_at`,
            expiresAt: sql`excluded.expires_at`,
          },
        });
    },

    async forgive(key, total, now) {
      await db.execute(sql`
        with gone as (
          delete from auth_failures where key = ${key}
          returning case when expires_at > ${now.toISOString()}::timestamptz then failures else 0 end as failures
        )
        update auth_failures set failures = greatest(auth_failures.failures - gone.failures, 0)
        from gone where auth_failures.key = ${total}`);
    },

    async purgeExpired(now) {
      const removed = await db
        .delete(authFailures)
        .where(lte(authFailures.expiresAt, now))
        .returning({ key: authFailures.key });
      return removed.length;
    },
  };
}
