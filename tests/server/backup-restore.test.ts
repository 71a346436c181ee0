import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../server/cli/backup-restore.ts';
import { CliError } from '../../server/cli/cli-commands.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { databaseSnapshot, highestVersion, writeComment } from './support/database-snapshot.ts';
import { databaseTargets, emptyStorage } from './support/test-database.ts';

/**
 * `npm run kita -- backup` and `restore` round-trip a kindergarten exactly — the demo data plus later
 * writes, every table row by row, the sync sequence continuing after the restored rows.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(databaseTargets())('backup and restore (%s)', (target) => {
  it('restores the demo kindergartens and later writes row by row, and the sync versions go on', async () => {
    const source = await emptyStorage(target, 'kita_backup', cleanups);
    const original = await openDatabase(source);
    let before: Map<string, string[]>;
    try {
      await seedDemo(original.db);
      for (let n = 0; n < 5; n++) await writeComment(original.db, `Nach dem Fest ${n}`);
      await original.db.execute(
        sql`update blackboard_posts set title = title || ' (geändert)', deleted_at = now() where id = (select id from blackboard_posts order by id desc limit 1)`,
      );
      before = await databaseSnapshot(original.db);
    } finally {
      await original.close();
    }

    const file = path.join(source.dataDir, target === 'pglite' ? 'kita.tar.gz' : 'kita.pgdump');
    const started = Date.now();
    const bytes = await backup(source, file);
    const backedUp = Date.now();
    const copy = await emptyStorage(target, 'kita_backup', cleanups);
    await restore(copy, file, { force: false });
    const restored = Date.now();

    const database = await openDatabase(copy);
    try {
      const after = await databaseSnapshot(database.db);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) expect({ table, rows: after.get(table) }).toEqual({ table, rows });
      const rowCount = [...before.values()].reduce((sum, rows) => sum + rows.length, 0);
      expect(before.get('public.comments')!.some((row) => row.includes('Nach dem Fest 4'))).toBe(true);
      const restoredVersion = await highestVersion(database.db);
      expect(await writeComment(database.db, 'Nach der Wiederherstellung')).toBeGreaterThan(restoredVersion);
      console.info(
        `backup-restore (${target}): ${before.size} tables, ${rowCount} rows compared; backup ${(bytes / 1e6).toFixed(1)} MB in ` +
          `${((backedUp - started) / 1000).toFixed(1)} s, restore ${((restored - backedUp) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }

    // Not over a database that has data, unless forced.
    await expect(restore(copy, file, { force: false })).rejects.toThrow(CliError);
    await restore(copy, file, { force: true });
    const again = await openDatabase(copy);
    try {
      expect((await databaseSnapshot(again.db)).get('public.comments')).toEqual(before.get('public.comments'));
    } finally {
      await again.close();
    }
  }, 600_000);

  it('refuses a file that is not a backup of this kind of database', async () => {
    const storage = await emptyStorage(target, 'kita_backup', cleanups);
    const file = path.join(storage.dataDir, 'not-a-backup');
    await fs.writeFile(file, 'hello');
    await expect(restore(storage, file, { force: false })).rejects.toThrow(/is not a/);
  });
});
