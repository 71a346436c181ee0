import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { fileChunkBytes } from '../../server/files/file-store.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { storedBytes } from './support/stored-bytes.ts';
import { databaseTargets, emptyStorage, type DatabaseTarget, type EmptyStorage } from './support/test-database.ts';

const migrations = path.resolve('server/db/migrations');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations as they were before files moved into pieces: every one up to 0013, in a folder of their own. */
async function migrationsBeforeChunks(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-migrations-'));
  cleanups.push(() => fs.rm(folder, { recursive: true, force: true }));
  const journal = JSON.parse(await fs.readFile(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const kept = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === '0014_file_chunks'),
  );
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const { tag } of kept) await fs.copyFile(path.join(migrations, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Opens `storage` with only the migrations in `folder` applied, the way the app of that release did. */
async function withOldSchema(
  target: DatabaseTarget,
  storage: EmptyStorage,
  folder: string,
  work: (db: Db) => Promise<void>,
) {
  if (target === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await fs.mkdir(path.join(storage.dataDir, 'db'), { recursive: true });
    const client = await PGlite.create(path.join(storage.dataDir, 'db'));
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      await work(db as unknown as Db);
    } finally {
      await client.close();
    }
    return;
  }
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: storage.databaseUrl });
  try {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: folder });
    await work(db as unknown as Db);
  } finally {
    await pool.end();
  }
}

describe.each(databaseTargets())('migration 0014 moves stored bytes into pieces (%s)', (target) => {
  it('keeps every byte of every file, empty, small and several pieces long, and drops files.data', async () => {
    const storage = await emptyStorage(target, 'kita_chunks', cleanups);
    const kindergartenId = randomUUID();
    const stored = new Map<string, Buffer>([
      [randomUUID(), Buffer.alloc(0)],
      [randomUUID(), Buffer.from('%PDF-1.4\n%%EOF\n')],
      [randomUUID(), randomBytes(fileChunkBytes)],
      [randomUUID(), randomBytes(2 * fileChunkBytes + 777)],
    ]);
    await withOldSchema(target, storage, await migrationsBeforeChunks(), async (db) => {
      await db.execute(sql`insert into kindergartens (id, name) values (${kindergartenId}, 'Kita Sonnenschein')`);
      for (const [id, data] of stored) {
        await db.execute(sql`insert into files (id, kindergarten_id, mime, name, size, sha256, data)
          values (${id}, ${kindergartenId}, 'application/pdf', 'a.pdf', ${data.length}, 'x', ${data})`);
      }
    });

    const database = await openDatabase(storage);
    try {
      const { files } = createRepositories(database.db);
      const pieces = (await database.db.execute(
        sql`select file_id, count(*)::int as n, max(octet_length(data)) as longest from file_chunks group by file_id`,
      )) as unknown as { rows: { file_id: string; n: number; longest: number }[] };
      for (const [id, data] of stored) {
        expect({ id, bytes: (await storedBytes(database.db, id)).equals(data) }).toEqual({ id, bytes: true });
        expect({ id, served: (await buffer(files.store.read(id))).equals(data) }).toEqual({ id, served: true });
        const row = pieces.rows.find((piece) => piece.file_id === id);
        expect({ id, pieces: row?.n ?? 0 }).toEqual({ id, pieces: Math.ceil(data.length / fileChunkBytes) });
        if (row) expect(Number(row.longest)).toBeLessThanOrEqual(fileChunkBytes);
      }
      const columns = (await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'files'`,
      )) as unknown as { rows: { column_name: string }[] };
      expect(columns.rows.map((column) => column.column_name)).not.toContain('data');
      const storage = (await database.db.execute(
        sql`select attstorage from pg_attribute where attrelid = 'file_chunks'::regclass and attname = 'data'`,
      )) as unknown as { rows: { attstorage: string }[] };
      expect(storage.rows[0]!.attstorage).toBe('e');
    } finally {
      await database.close();
    }
  }, 300_000);
});
