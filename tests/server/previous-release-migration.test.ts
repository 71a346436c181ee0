import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { menuAllergenCodes } from '#contract/menu-rules';
import { databaseSnapshot, highestVersion, writeComment, type RawQuery } from './support/database-snapshot.ts';
import { storedBytes } from './support/stored-bytes.ts';
import { databaseTargets, type DatabaseTarget } from './support/test-database.ts';

/**
 * Migrations run forward on a database made by the previous release. The fixture is the demo data
 * migrated to 0000–0005 (scripts/make-previous-release-fixture.ts); today's migrations must keep every row of it,
 * add what is new, and the sync sequence must go on above every old version.
 */
const fixture = path.join(import.meta.dirname, 'fixtures/previous-release.sql.gz');
const journal = JSON.parse(await fs.readFile(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Loads the fixture into a new database of the target kind; returns where it is and its snapshot as loaded, before
 * any of today's migrations ran.
 */
async function loadPreviousRelease(
  target: DatabaseTarget,
): Promise<{ storage: { dataDir: string; databaseUrl?: string }; before: Map<string, string[]> }> {
  const dump = gunzipSync(await fs.readFile(fixture)).toString('utf8');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-test-previous-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  if (target === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(path.join(dataDir, 'db'));
    try {
      await client.exec(dump);
      await client.exec('RESET search_path'); // the dump empties it for its own session
      return { storage: { dataDir }, before: await databaseSnapshot(client.query.bind(client) as RawQuery) };
    } finally {
      await client.close();
    }
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `kita_previous_${Math.random().toString(36).slice(2, 10)}`;
  await withPg(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withPg(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await withPg(url.toString(), (client) => client.query(dump));
  const before = await withPg(url.toString(), (client) =>
    databaseSnapshot(client.query.bind(client) as unknown as RawQuery),
  );
  return { storage: { dataDir, databaseUrl: url.toString() }, before };
}

/**
 * Columns a later migration adds or rewrites on purpose, by table: free-text allergens became the contract's codes
 * (the rest kept as the note), which took the rows a new sync version; board images gained an empty description;
 * kindergartens got their own time zone (null: the server's); a file's bytes moved from the row into file_chunks
 * (checked there); files a thumbnail link (null: none yet); guardians whether letters reach them and they may answer
 * (both yes, as before); messages an attachment (none); users whether they send read receipts (yes). Every other
 * column of every row must stay as it was.
 */
const rewritten: Record<string, string[]> = {
  'public.kindergartens': ['time_zone'],
  'public.files': ['data', 'thumbnail_id'],
  'public.menu_days': ['allergens', 'allergen_note', 'draft', 'version', 'updated_at'],
  'public.blackboard_images': ['alt'],
  'public.guardians': ['receives_letters', 'may_answer'],
  'public.messages': ['attachment_file_id'],
  'public.users': ['read_receipts'],
};

function without(rows: string[] | undefined, columns: string[]): Record<string, unknown>[] | undefined {
  return rows?.map((row) =>
    Object.fromEntries(
      Object.entries(JSON.parse(row) as Record<string, unknown>).filter(([column]) => !columns.includes(column)),
    ),
  );
}

describe.each(databaseTargets())('migrating a database of the previous release (%s)', (target) => {
  it('keeps every row, adds the new tables and journal entries, and new writes get higher versions', async () => {
    const { storage, before } = await loadPreviousRelease(target);
    const journalBefore = before.get('drizzle.__drizzle_migrations')!;
    expect(journalBefore.length).toBeLessThan(journal.entries.length);
    expect(before.get('public.kindergartens')!.length).toBeGreaterThan(0);

    const database = await openDatabase(storage);
    try {
      const after = await databaseSnapshot(database.db);
      let rows = 0;
      for (const [table, rowsBefore] of before) {
        if (table === 'drizzle.__drizzle_migrations') continue;
        const columns = rewritten[table];
        if (columns)
          expect({ table, rows: without(after.get(table), columns) }).toEqual({
            table,
            rows: without(rowsBefore, [...columns]),
          });
        else expect({ table, rows: after.get(table) }).toEqual({ table, rows: rowsBefore });
        rows += rowsBefore.length;
      }
      const filesBefore = before.get('public.files')!.map((row) => JSON.parse(row) as { id: string; data: string });
      expect(filesBefore.length).toBeGreaterThan(0);
      for (const file of filesBefore)
        expect({ id: file.id, data: `\\x${(await storedBytes(database.db, file.id)).toString('hex')}` }).toEqual({
          id: file.id,
          data: file.data,
        });
      const menuDays = after.get('public.menu_days')!.map((row) => JSON.parse(row) as { allergens: string[] });
      expect(menuDays.length).toBeGreaterThan(0);
      for (const day of menuDays) expect(menuAllergenCodes).toEqual(expect.arrayContaining(day.allergens));
      const journalAfter = after.get('drizzle.__drizzle_migrations')!;
      expect(journalAfter).toHaveLength(journal.entries.length);
      expect(journalAfter).toEqual(expect.arrayContaining(journalBefore));
      const added = [...after.keys()].filter((table) => !before.has(table));
      expect(added).toEqual(
        expect.arrayContaining(['public.content_translations', 'public.translation_cache', 'public.translation_usage']),
      );

      const oldVersion = await highestVersion(database.db);
      expect(await writeComment(database.db, 'Nach dem Update')).toBeGreaterThan(oldVersion);
      console.info(
        `previous-release migration (${target}): ${journalAfter.length - journalBefore.length} migration(s) applied, ` +
          `${before.size - 1} tables and ${rows} rows intact, ${added.length} tables added`,
      );
    } finally {
      await database.close();
    }
  }, 300_000);
});
