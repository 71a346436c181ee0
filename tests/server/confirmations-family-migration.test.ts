import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { migrationsBefore, withOldSchema } from './support/old-schema.ts';
import { databaseTargets, emptyStorage } from './support/test-database.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(databaseTargets())('migration 0023 keeps one answer per item and child (%s)', (target) => {
  it('keeps the newest of two guardians’ answers for a child, tombstones the other, and then allows no second', async () => {
    const storage = await emptyStorage(target, 'kita_family', cleanups);
    const [kita, mother, father, mia, paul, newsId] = Array.from({ length: 6 }, () => randomUUID());
    const answers = {
      motherMia: randomUUID(),
      fatherMia: randomUUID(),
      motherPaul: randomUUID(),
      fatherOwn: randomUUID(),
      motherOwn: randomUUID(),
    };
    await withOldSchema(target, storage, await migrationsBefore('0023_family_invites', cleanups), async (db) => {
      await db.execute(sql`insert into kindergartens (id, name) values (${kita}, 'Kita Sonnenschein')`);
      for (const [id, name] of [
        [mother, 'mama'],
        [father, 'papa'],
      ] as const) {
        await db.execute(sql`insert into users (id, kindergarten_id, username, password_hash, role)
          values (${id}, ${kita}, ${name + '@example.org'}, '!', 'parent')`);
      }
      for (const id of [mia, paul])
        await db.execute(sql`insert into children (id, kindergarten_id, first_name, last_name)
          values (${id}, ${kita}, 'Kind', 'Berg')`);
      await db.execute(
        sql`insert into news (id, kindergarten_id, title, body) values (${newsId}, ${kita}, 'Ausflug', '')`,
      );
      const insert = (id: string, user: string, child: string | null, feedback: string, minutesAgo: number) =>
        db.execute(sql`insert into confirmations (id, kindergarten_id, user_id, news_id, child_id, status, feedback, updated_at)
          values (${id}, ${kita}, ${user}, ${newsId}, ${child}, 'confirmed', ${feedback},
            now() - make_interval(mins => ${minutesAgo}))`);
      await insert(answers.motherMia, mother, mia, 'Mama: ja', 30);
      await insert(answers.fatherMia, father, mia, 'Papa: nein', 10);
      await insert(answers.motherPaul, mother, paul, 'Paul: ja', 20);
      await insert(answers.fatherOwn, father, null, 'ohne Kind', 5);
      await insert(answers.motherOwn, mother, null, 'ohne Kind', 5);
    });

    const database = await openDatabase(storage);
    try {
      const rows = (await database.db.execute(
        sql`select id, deleted_at, version from confirmations order by id`,
      )) as unknown as { rows: { id: string; deleted_at: Date | null; version: number }[] };
      const live = rows.rows.filter((row) => row.deleted_at === null).map((row) => row.id);
      expect(live.sort()).toEqual([answers.fatherMia, answers.motherPaul, answers.fatherOwn, answers.motherOwn].sort());
      const tombstone = rows.rows.find((row) => row.id === answers.motherMia)!;
      expect(tombstone.deleted_at).not.toBeNull();
      expect(Number(tombstone.version)).toBeGreaterThan(
        Math.max(...rows.rows.filter((row) => row.id !== answers.motherMia).map((row) => Number(row.version))),
      );
      await expect(
        database.db.execute(sql`insert into confirmations (id, kindergarten_id, user_id, news_id, child_id, status)
          values (${randomUUID()}, ${kita}, ${mother}, ${newsId}, ${mia}, 'confirmed')`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  }, 300_000);
});
