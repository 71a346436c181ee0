import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';

export type BenchDatabase = {
  database: Database;
  dataDir: string;
  label: string;
  /** PostgreSQL only: the bench's own database, for a bench that opens connections of its own. */
  databaseUrl?: string;
  dispose: () => Promise<void>;
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server the benches that compare both databases use: BENCH_DATABASE_URL, else the local one. */
export const benchPostgresUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at `serverUrl` (the API bench skips it, with a note, when none does). */
export async function postgresAnswers(serverUrl: string): Promise<boolean> {
  try {
    await onServer(serverUrl, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh database for one bench run: embedded PGlite in a temp DATA_DIR by default, or a new `kita_bench_<random>`
 * database on the server `serverUrl` (default: BENCH_DATABASE_URL) names (dropped again by `dispose`).
 */
export async function openBenchDatabase(serverUrl = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-bench-'));
  const removeDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    const database = await openDatabase({ dataDir });
    return { database, dataDir, label: 'PGlite', dispose: async () => (await database.close(), await removeDir()) };
  }
  const name = `kita_bench_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    dataDir,
    label: 'PostgreSQL',
    databaseUrl: url.toString(),
    dispose: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDir();
    },
  };
}
