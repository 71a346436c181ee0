import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { syncedEntities } from '../../server/entities/index.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

type Trigger = 'sync_version' | 'cache_delete';
type TableTriggers = { table: string; missing: Trigger[] };

/** Where a table takes its version somewhere else than bump_sync_version: an idempotency key once its answer is recorded. */
const versionFunction: Record<string, string> = { idempotency_keys: 'version_recorded_answer' };

// pg_trigger.tgtype bits (PostgreSQL's include/catalog/pg_trigger.h).
const row = 1,
  before = 2,
  insert = 4,
  del = 8,
  update = 16,
  truncate = 32,
  instead = 64;
const has = (type: number, ...bits: number[]) => bits.every((bit) => (type & bit) === bit);

/**
 * Every base table with a `version` column and the triggers a synced table cannot do without (docs/decisions/0003,
 * 0008): one before each insert and update, for each row, that takes the version; one after a delete or truncate, per
 * statement, that tells the servers' caches. A disabled trigger counts as missing.
 */
async function syncedTableTriggers(db: Db): Promise<TableTriggers[]> {
  const result = await db.execute(sql`
    select c.table_name as "table", t.tgtype as "type", p.proname as "function"
    from information_schema.columns c
    join information_schema.tables tb
      on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
    left join pg_trigger t
      on t.tgrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and not t.tgisinternal and t.tgenabled <> 'D'
    left join pg_proc p on p.oid = t.tgfoid
    where c.table_schema = 'public' and c.column_name = 'version'
    order by c.table_name`);
  const triggers = new Map<string, { type: number; function: string }[]>();
  for (const found of (result as unknown as { rows: { table: string; type: number | null; function: string | null }[] })
    .rows) {
    const list = triggers.get(found.table) ?? [];
    if (found.type !== null && found.function !== null)
      list.push({ type: Number(found.type), function: found.function });
    triggers.set(found.table, list);
  }
  return [...triggers].map(([table, list]) => {
    const takesVersion = list.some(
      (t) => has(t.type, row, before, insert, update) && t.function === (versionFunction[table] ?? 'bump_sync_version'),
    );
    const tellsCaches = list.some(
      (t) =>
        !has(t.type, row) &&
        !has(t.type, before) &&
        !has(t.type, instead) &&
        has(t.type, del, truncate) &&
        t.function === 'notify_versioned_delete',
    );
    return {
      table,
      missing: [...(takesVersion ? [] : ['sync_version' as const]), ...(tellsCaches ? [] : ['cache_delete' as const])],
    };
  });
}

const incomplete = (tables: TableTriggers[]) => tables.filter((table) => table.missing.length > 0);

describe.each(databaseTargets())('every synced table has its triggers (%s)', (target) => {
  let opened: TestDatabase;
  const db = () => opened.database.db;

  beforeAll(async () => {
    opened = await openTestDatabase(target);
  }, 60_000);
  afterAll(async () => {
    await opened?.dispose();
  });

  it('finds the sync-version and cache-delete triggers on every table with a version column', async () => {
    const tables = await syncedTableTriggers(db());
    expect(tables.map((table) => table.table)).toEqual(
      expect.arrayContaining([
        'absences',
        'children',
        'confirmations',
        'content_translations',
        'idempotency_keys',
        'messages',
        'news',
        'users',
      ]),
    );
    expect(incomplete(tables)).toEqual([]);
  });

  it("finds both triggers on every synced entity's table", async () => {
    const tables = await syncedTableTriggers(db());
    const ofEntities = syncedEntities().map(
      (entity) => tables.find((table) => table.table === entity.name) ?? { table: entity.name, missing: ['no table'] },
    );
    expect(ofEntities.filter((table) => table.missing.length > 0)).toEqual([]);
    expect(ofEntities).toHaveLength(syncedEntities().length);
  });

  it.each([
    ['no triggers at all', '', ['sync_version', 'cache_delete']],
    [
      'only the version trigger',
      'create trigger late_feature_sync_version before insert or update on late_feature for each row execute function bump_sync_version()',
      ['cache_delete'],
    ],
    [
      'a version trigger that misses updates',
      'create trigger late_feature_sync_version before insert on late_feature for each row execute function bump_sync_version(); create trigger late_feature_cache_delete after delete or truncate on late_feature for each statement execute function notify_versioned_delete()',
      ['sync_version'],
    ],
  ] as const)('names a new table with a version column and %s', async (_, triggers, missing) => {
    await db().execute(
      sql.raw(
        'create table late_feature (id uuid primary key, version bigint not null default 0, updated_at timestamptz not null default now())',
      ),
    );
    try {
      for (const statement of triggers.split('; ').filter(Boolean)) await db().execute(sql.raw(statement));
      expect(incomplete(await syncedTableTriggers(db()))).toEqual([{ table: 'late_feature', missing }]);
    } finally {
      await db().execute(sql.raw('drop table late_feature'));
    }
  });

  it('kita_make_synced gives a new table both: writes take versions from the one sequence, deletes reach the caches', async () => {
    await db().execute(
      sql.raw(
        'create table late_feature (id integer primary key, note text not null, version bigint not null default 0, updated_at timestamptz not null default now())',
      ),
    );
    const heard: string[] = [];
    const unlisten = await opened.database.listen!('kita_cache', {
      notify: (payload) => heard.push(payload),
      live: () => undefined,
    });
    try {
      await db().execute(sql`select kita_make_synced('late_feature')`);
      await db().execute(sql`select kita_make_synced('late_feature')`);
      expect(incomplete(await syncedTableTriggers(db()))).toEqual([]);

      const versionOf = async () => {
        const result = await db().execute(sql`select version from late_feature where id = 1`);
        return Number((result as unknown as { rows: { version: string | number }[] }).rows[0]!.version);
      };
      await db().execute(sql`insert into late_feature (id, note) values (1, 'neu')`);
      const inserted = await versionOf();
      expect(inserted).toBeGreaterThan(0);
      await db().execute(sql`update late_feature set note = 'geändert' where id = 1`);
      expect(await versionOf()).toBeGreaterThan(inserted);

      // One notification per committed write, so the one awaited below can only come from the delete.
      await vi.waitFor(() => expect(heard.filter((payload) => payload === 'write')).toHaveLength(2));
      heard.length = 0;
      await db().execute(sql`delete from late_feature`);
      await vi.waitFor(() => expect(heard).toContain('write'));
    } finally {
      await unlisten();
      await db().execute(sql.raw('drop table late_feature'));
    }
  });

  it('kita_make_synced refuses a table that lacks what bump_sync_version writes', async () => {
    await db().execute(
      sql.raw('create table late_feature (id integer primary key, version bigint not null default 0)'),
    );
    try {
      const refusal = await db()
        .execute(sql`select kita_make_synced('late_feature')`)
        .then(
          () => undefined,
          (error: Error) => error,
        );
      expect(String((refusal?.cause as Error | undefined)?.message ?? refusal?.message)).toMatch(
        /late_feature has no updated_at column/,
      );
    } finally {
      await db().execute(sql.raw('drop table late_feature'));
    }
  });
});
