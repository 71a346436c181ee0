import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { copyPgliteTemplate } from './database-template.ts';
import { createDatabase, dropDatabase, randomDatabaseName } from './postgres-admin.ts';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (`.ci/run` sets it when one answers). */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = { database: Database; dataDir: string; databaseUrl?: string; dispose: () => Promise<void> };

/**
 * A database of its own in a fresh temporary DATA_DIR, copied from the run's migrated template
 * (database-template.ts): an embedded PGlite, or a new `kita_test_<random>` database on the TEST_DATABASE_URL server,
 * dropped again by `dispose`. `openDatabase` still runs its migration check and finds nothing to do.
 */
export async function openTestDatabase(target: DatabaseTarget): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (!templates)
    throw new Error(
      'No database template: the vitest config must run tests/server/support/database-template.ts as globalSetup',
    );
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-test-'));
  if (target === 'pglite') {
    await copyPgliteTemplate(templates, dataDir);
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
  if (!templates.postgres)
    throw new Error('No PostgreSQL template: TEST_DATABASE_URL was not set when the run started');
  const { serverUrl } = templates.postgres;
  const name = randomDatabaseName('kita_test');
  const databaseUrl = await createDatabase(serverUrl, name, templates.postgres.name);
  const database = await openDatabase({ databaseUrl, dataDir });
  return {
    database,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type EmptyStorage = { dataDir: string; databaseUrl?: string };

/**
 * An empty place for a database that a test opens itself (often in another process): a fresh DATA_DIR and, for
 * PostgreSQL, a new `<prefix>_<random>` database on the TEST_DATABASE_URL server. `cleanups` receives what removes
 * them again.
 */
export async function emptyStorage(
  target: DatabaseTarget,
  prefix: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<EmptyStorage> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  if (target === 'pglite') return { dataDir };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = randomDatabaseName(prefix);
  const databaseUrl = await createDatabase(serverUrl, name);
  cleanups.push(() => dropDatabase(serverUrl, name));
  return { dataDir, databaseUrl };
}
