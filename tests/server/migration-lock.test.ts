import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { emptyStorage } from './support/test-database.ts';

const journal = JSON.parse(fs.readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: { when: number }[];
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('instances started at once on one new PostgreSQL database', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('every one starts, and each migration is applied once', async () => {
    const { dataDir, databaseUrl } = await emptyStorage('postgres', 'kita_migrate_race', cleanups);
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: databaseUrl!, dataDir })));
    for (const result of opened) if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
    expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);

    const database = (opened[0] as PromiseFulfilledResult<Database>).value;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ created_at: string; times: number }>(
        'select created_at, count(*)::int as times from drizzle.__drizzle_migrations group by created_at order by 1',
      );
      expect(rows).toEqual(journal.entries.map((entry) => ({ created_at: String(entry.when), times: 1 })));
      // Nothing of the lock is left behind for the next start.
      const { rows: locks } = await client.query(
        "select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      expect(locks).toEqual([]);
    } finally {
      await client.end();
    }
    expect(database.kind).toBe('postgres');
  }, 120_000);
});
