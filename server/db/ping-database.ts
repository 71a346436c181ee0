import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type PingResult = { answered: true } | { answered: false; reason: string };

/**
 * A trivial query, given up after `timeoutMs`. A query given up on still runs to its end on its connection; one
 * probe every few seconds adds at most a few of them to a pool that is already too slow.
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<PingResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { answered: true };
  } catch (error) {
    return { answered: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
