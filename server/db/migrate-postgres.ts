import type { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const migrationLock = `select hashtextextended('kita:migrations', 0) as key`;

/**
 * Applies the migrations while holding a session-level advisory lock on one connection of `pool`. Instances started
 * at once on a new database (or after an upgrade) would otherwise each create the same tables and all but one fail;
 * with the lock the others wait, then find nothing left to apply. The lock is the session's, so a process that dies
 * while migrating frees it with its connection, and the migration's own transaction rolls back.
 */
export async function migratePostgres(
  pool: Pool,
  migrationsFolder: string,
  // stderr: the CLI opens the database too, and its stdout is what a command prints.
  log: (line: string) => void = (line) => console.warn(`[kita] ${line}`),
): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ key: string }>(migrationLock);
    const key = rows[0]!.key;
    const { rows: tried } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!tried[0]!.locked) {
      log('Another instance is applying the database migrations: waiting for it …');
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    await migrate(drizzle(client), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [key]);
  } catch (error) {
    // Closing the connection, rather than returning it to the pool, also drops the lock if unlocking failed.
    client.release(error as Error);
    throw error;
  }
  client.release();
}
