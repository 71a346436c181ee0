import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client.ts';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (`.ci/run` sets it when one answers). */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = { database: Database; dataDir: string; databaseUrl?: string; dispose: () => Promise<void> };

/**
 * A fresh database in a fresh temporary DATA_DIR: an embedded PGlite, or a new `kita_test_<random>` database on the
 * TEST_DATABASE_URL server, dropped again by `dispose`.
 */
export async function openTestDatabase(target: DatabaseTarget): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-test-'));
  if (target === 'pglite') {
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      dispose: async () => {
        await database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `kita_test_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export type EmptyStorage = { dataDir: string; databaseUrl?: string };

/**
 * An empty place for a database that a test opens itself (often in another process): a fresh DATA_DIR and, for
 * PostgreSQL, a new `<prefix>_<random>` database on the TEST_DATABASE_URL server. `cleanups` receives what removes
 * them again.
 */
export async function emptyStorage(target: DatabaseTarget, prefix: string, cleanups: (() => Promise<unknown>)[]): Promise<EmptyStorage> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  if (target === 'pglite') return { dataDir };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}
