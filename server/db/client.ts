import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rootDir } from '../root-dir.ts';
import { countStatements, type DatabaseStatistics } from './database-statistics.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { yieldBetweenStatements } from './fair-pglite.ts';
import { postgresListen, type Listen } from './notification-listener.ts';
import { pgliteByteaCodecs } from './pglite-bytea.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** LISTEN for NOTIFY on `channel` (the caches' invalidations, docs/decisions/0008); absent, nothing is cached. */
  listen?: Listen;
  /** For GET /metrics (server/metrics/database-metrics.ts). */
  statistics?: () => DatabaseStatistics;
};

const migrationsFolder = path.join(rootDir, 'server', 'db', 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir/db`.
 * Applies the drizzle-kit migrations before returning; on PostgreSQL one instance at a time (migrate-postgres.ts).
 * The embedded database is locked to this process until `close` (embedded-lock.ts).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migratePostgres } = await import('./migrate-postgres.ts');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that PostgreSQL ends (restart, failover, a dropped test database) is an 'error' event of the
    // pool; unhandled, it would take the whole server down. The pool discards that client and opens a new one on the
    // next query. https://node-postgres.com/apis/pool#error
    pool.on('error', (error) =>
      console.error(`[kita] an idle PostgreSQL connection failed and was replaced: ${error.message}`),
    );
    const db = drizzle(pool, { schema });
    try {
      await migratePostgres(pool, migrationsFolder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: postgresListen(options.databaseUrl),
      statistics: () => ({
        kind: 'postgres',
        totalConnections: pool.totalCount,
        idleConnections: pool.idleCount,
        waitingRequests: pool.waitingCount,
      }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(options.dataDir, 'db');
  const unlock = lockEmbeddedDatabase(options.dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, pgliteByteaCodecs);
    const statistics = countStatements(client);
    yieldBetweenStatements(client);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    // PGlite has no autovacuum: without statistics the planner picks nested loops that slow down the first sync of a
    // large kindergarten (bench/sync-first.ts). Refresh them at start — main.ts again after seeding.
    await analyzeGrownTables(client);
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    // One process, one connection: a notification is handed over with the result of the statement that commits.
    const listen: Listen = async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.notify);
      handlers.live(true);
      return async () => (handlers.live(false), await unlisten());
    };
    return { db: db as unknown as Db, kind: 'pglite', close, listen, statistics };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * ANALYZE the tables that grew by a tenth or more since their statistics were taken (the pages on disk against
 * `relpages`, which ANALYZE records and which persists, unlike PGlite's activity counters) — autovacuum's rule,
 * applied once per start. ANALYZE of every table would add seconds to each start of a kindergarten with a year of
 * data (bench/cold-start.ts), mostly for tables that did not change.
 */
async function analyzeGrownTables(client: {
  query: <T>(sql: string) => Promise<{ rows: T[] }>;
  exec: (sql: string) => Promise<unknown>;
}) {
  const { rows } = await client.query<{ name: string }>(`
    select quote_ident(c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and pg_relation_size(c.oid) / current_setting('block_size')::int > 1.1 * c.relpages`);
  if (rows.length > 0) await client.exec(`ANALYZE ${rows.map((row) => row.name).join(', ')}`);
}
