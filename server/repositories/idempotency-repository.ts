import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export function idempotencyRepository(db: Db) {
  return {
    /** Claims (user, key) for a request about to run; false when the key is already known. */
    async claim(input: {
      userId: string;
      key: string;
      method: string;
      path: string;
      requestHash: string | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...input, state: 'running' })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    async complete(userId: string, key: string, statusCode: number, response: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', statusCode, response: response ?? null })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /** Tells other requests (on any instance) that the claim's request still runs. */
    async renew(userId: string, key: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ renewedAt: sql`now()` })
        .where(
          and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')),
        );
    },

    async release(userId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /**
     * Drops a claim left `running` by a request that died before answering, so a retry can run. Compared with the
     * database's clock, which every instance shares, not with this process's.
     */
    async releaseIfStale(userId: string, key: string, notRenewedForMs: number): Promise<boolean> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.state, 'running'),
            lt(idempotencyKeys.renewedAt, sql`now() - ${notRenewedForMs}::integer * interval '1 millisecond'`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async purgeOlderThan(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, cutoff))
        .returning({ key: sql<string>`1` });
      return rows.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
