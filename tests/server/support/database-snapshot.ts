import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';

type Rows<T> = { rows: T[] };

/** A query on any client: drizzle's `db.execute`, PGlite's or pg's `query`. */
export type RawQuery = <T>(text: string) => Promise<Rows<T>>;

export const rawQuery =
  (db: Db): RawQuery =>
  async <T>(text: string) =>
    (await db.execute(sql.raw(text))) as unknown as Rows<T>;

/**
 * Every row of every table of the app's schemas (public, and drizzle's migration journal), each as its JSON text,
 * sorted: two databases with equal snapshots hold the same data, whatever the physical order.
 */
export async function databaseSnapshot(from: Db | RawQuery): Promise<Map<string, string[]>> {
  const query = typeof from === 'function' ? from : rawQuery(from);
  const tables = await query<{ name: string }>(`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const snapshot = new Map<string, string[]>();
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.');
    const rows = await query<{ r: string }>(`select row_to_json(x)::text as r from "${schema}"."${table}" x`);
    snapshot.set(name, rows.rows.map((row) => row.r).sort());
  }
  return snapshot;
}

/** The highest sync version of any row: a write after a restore or a migration must get a higher one. */
export async function highestVersion(db: Db): Promise<number> {
  const tables = (await db.execute(sql`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'version' order by 1`)) as unknown as Rows<{ name: string }>;
  const union = tables.rows.map(({ name }) => `select max(version) as v from "${name}"`).join(' union all ');
  const result = (await db.execute(
    sql.raw(`select coalesce(max(v), 0) as v from (${union}) versions`),
  )) as unknown as Rows<{ v: string | number }>;
  return Number(result.rows[0]!.v);
}

/** A new comment on the first post, as a write path would make it; returns its sync version. */
export async function writeComment(db: Db, text: string): Promise<number> {
  const result = (await db.execute(sql`
    insert into comments (id, post_id, author_id, comment)
    select gen_random_uuid(), p.id, p.author_id, ${text} from blackboard_posts p order by p.id limit 1
    returning version`)) as unknown as Rows<{ version: string | number }>;
  return Number(result.rows[0]!.version);
}
