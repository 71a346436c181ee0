import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { databaseSnapshot, rawQuery } from './support/database-snapshot.ts';
import { withAdminClient } from './support/postgres-admin.ts';
import { databaseTargets, emptyStorage, openTestDatabase } from './support/test-database.ts';

/** Every definition in the app's schemas and where each sequence stands, as sorted text. */
async function schemaSnapshot(db: Db): Promise<Record<string, string[]>> {
  const query = rawQuery(db);
  const texts = async (text: string) => (await query<{ t: string }>(text)).rows.map((row) => row.t).sort();
  const schemas = `('public', 'drizzle')`;
  return {
    columns: await texts(`
      select concat_ws(' ', table_schema, table_name, column_name, data_type, is_nullable, column_default) as t
      from information_schema.columns where table_schema in ${schemas}`),
    constraints: await texts(`
      select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(c.oid) as t
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in ${schemas}`),
    indexes: await texts(`select indexdef as t from pg_indexes where schemaname in ${schemas}`),
    triggers: await texts(`select pg_get_triggerdef(oid) as t from pg_trigger where not tgisinternal`),
    functions: await texts(`
      select pg_get_functiondef(p.oid) as t from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ${schemas}`),
    views: await texts(`select viewname || ' ' || definition as t from pg_views where schemaname in ${schemas}`),
    sequences: await texts(`
      select concat_ws(' ', schemaname, sequencename, last_value) as t from pg_sequences where schemaname in ${schemas}`),
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("the run's database templates", () => {
  it('are there before the first test file: a PGlite data directory, and a PostgreSQL database with TEST_DATABASE_URL', async () => {
    const templates = inject('databaseTemplates');
    await expect(fs.readFile(path.join(templates.pgliteDir, 'PG_VERSION'), 'utf8')).resolves.toMatch(/^\d+/);
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return expect(templates.postgres).toBeUndefined();
    // A connection to the server's own database: one to the template would make every CREATE … TEMPLATE fail.
    let found: unknown[] = [];
    await withAdminClient(serverUrl, async (client) => {
      found = (await client.query('select datname from pg_database where datname = $1', [templates.postgres?.name]))
        .rows;
    });
    expect(found).toEqual([{ datname: templates.postgres!.name }]);
  });
});

for (const target of databaseTargets()) {
  describe(`a test file's database on ${target}`, () => {
    it('holds what migrating an empty database gives: every definition, row and sequence', async () => {
      const copy = await openTestDatabase(target);
      cleanups.push(copy.dispose);
      const fresh = await openDatabase(await emptyStorage(target, 'kita_fresh', cleanups));
      cleanups.push(fresh.close);
      const copied = await schemaSnapshot(copy.database.db);
      expect(copied.functions.length).toBeGreaterThan(0);
      expect(copied).toEqual(await schemaSnapshot(fresh.db));
      expect(await databaseSnapshot(copy.database.db)).toEqual(await databaseSnapshot(fresh.db));
    });

    it('is its own: a row written in one is in no other, not even in one opened after the write', async () => {
      const first = await openTestDatabase(target);
      cleanups.push(first.dispose);
      const second = await openTestDatabase(target);
      cleanups.push(second.dispose);
      await createRepositories(first.database.db).kindergartens.create({ name: 'Kita Pusteblume' });
      const later = await openTestDatabase(target);
      cleanups.push(later.dispose);
      const kindergartens = async (db: Db) => (await databaseSnapshot(db)).get('public.kindergartens');
      expect(await kindergartens(first.database.db)).toHaveLength(1);
      expect(await kindergartens(second.database.db)).toEqual([]);
      expect(await kindergartens(later.database.db)).toEqual([]);
    });
  });
}
