import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../server/db/client.ts';
import type { DatabaseTarget, EmptyStorage } from './test-database.ts';

const migrations = path.resolve('server/db/migrations');

/** The migrations an older release had: every one before `tag`, in a folder of their own. */
export async function migrationsBefore(tag: string, cleanups: (() => Promise<unknown>)[]): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-migrations-'));
  cleanups.push(() => fs.rm(folder, { recursive: true, force: true }));
  const journal = JSON.parse(await fs.readFile(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const kept = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const { tag: kept_ } of kept)
    await fs.copyFile(path.join(migrations, `${kept_}.sql`), path.join(folder, `${kept_}.sql`));
  return folder;
}

/** Opens `storage` with only the migrations in `folder` applied, the way the app of that release did. */
export async function withOldSchema(
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
