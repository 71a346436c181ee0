import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';

/** What the planner believes about a table: `reltuples` as the last ANALYZE left it (-1: never analysed). */
async function plannerRows(dataDir: string, table: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const result = (await database.db.execute(
      sql`select reltuples from pg_class where relname = ${table}`,
    )) as unknown as { rows: { reltuples: number }[] };
    return Number(result.rows[0]!.reltuples);
  } finally {
    await database.close();
  }
}

describe('embedded database statistics at start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-test-stats-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('analyses a table that grew since the last start, and keeps what it learnt for the next', async () => {
    const database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`insert into kindergartens (id, name) select gen_random_uuid(), 'Kita ' || n from generate_series(1, 3000) n`,
    );
    await database.close();

    expect(await plannerRows(dataDir, 'kindergartens')).toBe(3000);
    // Unchanged since: no new ANALYZE is needed, and the statistics are still there.
    expect(await plannerRows(dataDir, 'kindergartens')).toBe(3000);
  });
});
