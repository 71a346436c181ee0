import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { runCli } from '../../server/cli/run-cli.ts';
import { files, kindergartens } from '../../server/db/schema/index.ts';
import { demoPassword } from '../../server/seed/demo-accounts.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { createPost, jpeg } from './support/blackboard-helpers.ts';
import { databaseSnapshot } from './support/database-snapshot.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

type Snapshot = Map<string, string[]>;

/**
 * What a snapshot should hold once `kindergartenId` is gone: every row that names it, or names (in any column) a row
 * so removed, again and again until nothing more goes. Whatever is left must be exactly what was there before.
 */
function withoutKindergarten(before: Snapshot, kindergartenId: string): Snapshot {
  const gone = new Set([kindergartenId]);
  const tables = new Map(
    [...before].map(([table, rows]) => [
      table,
      rows.map((text) => ({ text, row: JSON.parse(text) as Record<string, unknown> })),
    ]),
  );
  // Rows without an id of their own (guardians, idempotency keys) lead nowhere further.
  for (let size = -1; size !== gone.size;) {
    size = gone.size;
    for (const rows of tables.values()) {
      for (const { row } of rows) {
        if (
          typeof row.id === 'string' &&
          Object.values(row).some((value) => typeof value === 'string' && gone.has(value))
        )
          gone.add(row.id);
      }
    }
  }
  const refersToGone = (row: Record<string, unknown>) =>
    Object.values(row).some((value) => typeof value === 'string' && gone.has(value));
  return new Map(
    [...tables].map(([table, rows]) => [table, rows.filter(({ row }) => !refersToGone(row)).map(({ text }) => text)]),
  );
}

describe.each(databaseTargets())('removing a kindergarten (%s)', (target) => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  const db = () => opened.database.db;
  const kita = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, db(), { print: (line) => out.push(line), printError: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const idOf = async (name: string) =>
    (await db().select({ id: kindergartens.id }).from(kindergartens).where(eq(kindergartens.name, name)))[0]!.id;

  beforeAll(async () => {
    opened = await openTestDatabase(target);
    await seedDemo(opened.database.db);
    app = await buildApp({
      env: testEnv(opened.dataDir),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
    });
    await app.ready();
    // What the demo seed does not write, and a live kindergarten has: sign-ins, a push device, a stored answer of a
    // repeated request, a picture uploaded through the API — in both kindergartens.
    for (const [username, kindergarten] of [
      ['eltern@sonnenblume.example', 'Kita Sonnenblume'],
      ['eltern@regenbogen.example', 'Kita Regenbogen'],
    ] as const) {
      const token = await signInAs(app, username, demoPassword);
      await app.inject({
        method: 'POST',
        url: '/api/fcm-token',
        headers: bearer(token),
        payload: { fcmToken: `fcm-${username}` },
      });
      const post = await createPost(app, token, await idOf(kindergarten), { id: randomUUID() }, [
        { name: 'garten.jpg', data: await jpeg(), type: 'image/jpeg' },
      ]);
      expect(post.statusCode).toBe(200);
      const key = { 'idempotency-key': randomUUID() };
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/blackboard/${post.json().post.id}/comment`,
            headers: { ...bearer(token), ...key },
            payload: { comment: 'Schön!' },
          })
        ).statusCode,
      ).toBe(200);
      const read = {
        id: randomUUID(),
        item_kind: 'post',
        item_id: post.json().post.id,
        read_at: new Date().toISOString(),
      };
      expect(
        (await app.inject({ method: 'POST', url: '/api/reads', headers: bearer(token), payload: read })).statusCode,
      ).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  it('refuses without the exact name, and an unknown kindergarten, changing nothing', async () => {
    const before = await databaseSnapshot(db());
    const id = await idOf('Kita Sonnenblume');
    expect(await kita('remove-kindergarten', id)).toMatchObject({
      code: 2,
      err: expect.stringContaining('Missing --confirm'),
    });
    expect(await kita('remove-kindergarten', id, '--confirm', 'Kita Sonnenblum')).toMatchObject({
      code: 1,
      err: expect.stringContaining('--confirm "Kita Sonnenblume"'),
    });
    expect(await kita('remove-kindergarten', 'Kita Sonnenblume', '--confirm', 'kita sonnenblume')).toMatchObject({
      code: 1,
    });
    expect(await kita('remove-kindergarten', 'Kita Wolke', '--confirm', 'Kita Wolke')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No kindergarten "Kita Wolke"'),
    });
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it("removes the kindergarten with everything of it and its files' bytes, and leaves the other one as it was", async () => {
    const id = await idOf('Kita Sonnenblume');
    const fileIds = (await db().select({ id: files.id }).from(files).where(eq(files.kindergartenId, id))).map(
      (row) => row.id,
    );
    expect(fileIds.length).toBeGreaterThan(0);
    const before = await databaseSnapshot(db());
    const expected = withoutKindergarten(before, id);
    // The world is rich enough to mean something: rows go from tables with and without a kindergarten_id.
    for (const table of [
      'public.tokens',
      'public.fcm_tokens',
      'public.idempotency_keys',
      'public.comments',
      'public.blackboard_images',
      'public.guardians',
      'public.messages',
      'public.files',
      'public.item_reads',
    ]) {
      expect(expected.get(table)!.length, table).toBeLessThan(before.get(table)!.length);
      expect(expected.get(table)!.length, `the other kindergarten's ${table}`).toBeGreaterThan(0);
    }

    const removed = await kita('remove-kindergarten', id, '--confirm', 'Kita Sonnenblume');
    expect(removed).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Removed kindergarten "Kita Sonnenblume" \([^)]+\) and [\d.]+ MB of its files:/),
    });
    expect(removed.out).toMatch(/users\s+5\b/);

    // Nothing of it left: exactly the rows that did not lead to it, unchanged.
    expect(await databaseSnapshot(db())).toEqual(expected);
    // Asked of the database itself, so a table added later is covered: no kindergarten_id names it, no uuid column
    // names one of its files, and no file row of it — with or without bytes — is left.
    const query = async <T>(text: string) => ((await db().execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    const withKindergarten = await query<{ table_name: string }>(
      "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'kindergarten_id'",
    );
    expect(withKindergarten.length).toBeGreaterThan(10);
    for (const { table_name } of withKindergarten) {
      expect(await query(`select 1 from "${table_name}" where kindergarten_id = '${id}'`), table_name).toEqual([]);
    }
    const uuidColumns = await query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'uuid'",
    );
    const list = fileIds.map((fileId) => `'${fileId}'`).join(',');
    for (const { table_name, column_name } of uuidColumns) {
      expect(
        await query(`select 1 from "${table_name}" where "${column_name}" in (${list})`),
        `${table_name}.${column_name}`,
      ).toEqual([]);
    }
    expect(await query(`select count(*)::int as pieces from file_chunks where file_id in (${list})`)).toEqual([
      { pieces: 0 },
    ]);
  });
});
