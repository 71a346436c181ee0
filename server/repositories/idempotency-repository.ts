import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export function idempotencyRepository(db: Db) {
  return {
    /** Claims (user, key) for a request about to run; false when the key is already known. */
    async claim(input: { userId: string; key: string; method: string; path: string }): Promise<boolean> {
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

    async release(userId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /** Drops a claim left `running` by a request that died before answering, so a retry can run. */
    async releaseIfStale(userId: string, key: string, olderThan: Date): Promise<boolean> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.state, 'running'),
            lt(idempotencyKeys.createdAt, olderThan),
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
