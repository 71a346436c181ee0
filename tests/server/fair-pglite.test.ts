import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { yieldBetweenStatements } from '../../server/db/fair-pglite.ts';

/** How many of `count` queued queries had answered when a `setImmediate` queued after them ran. */
async function answeredBeforeTheLoopTurned(client: PGlite, count: number): Promise<number> {
  let answered = 0;
  const queries = Array.from({ length: count }, (_, i) =>
    client.query('select count(*) from t where v like $1', [`%${i % 10}a%`]).then(() => answered++),
  );
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
  await Promise.all(queries);
  return seen;
}

describe('the embedded database lets the event loop turn between statements', () => {
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  async function openWithRows(): Promise<PGlite> {
    client = await PGlite.create();
    await client.exec(
      'create table t (id int primary key, v text); insert into t select g, md5(g::text) from generate_series(1, 2000) g;',
    );
    return client;
  }

  it('PGlite alone runs a queue of statements without one turn of the loop (why the wrapper exists)', async () => {
    const pglite = await openWithRows();
    expect(await answeredBeforeTheLoopTurned(pglite, 200)).toBe(200);
  });

  it('with the wrapper, the loop turns before the queue is through', async () => {
    const pglite = await openWithRows();
    yieldBetweenStatements(pglite);
    expect(await answeredBeforeTheLoopTurned(pglite, 200)).toBeLessThan(200);
  });

  it('keeps statements in order, transactions whole, and a failed statement does not stop the queue', async () => {
    const pglite = await openWithRows();
    yieldBetweenStatements(pglite);
    const order: string[] = [];
    const results = await Promise.allSettled([
      pglite.exec('insert into t values (9001, $$a$$)').then(() => order.push('insert')),
      pglite.query('select nope from t').then(() => order.push('bad')),
      pglite
        .transaction(async (tx) => {
          await tx.query('update t set v = $$b$$ where id = 9001');
          await tx.query('update t set v = v || $$c$$ where id = 9001');
        })
        .then(() => order.push('transaction')),
      pglite
        .query<{ v: string }>('select v from t where id = 9001')
        .then((answer) => order.push(`read ${answer.rows[0]!.v}`)),
    ]);
    expect(results[1]!.status).toBe('rejected');
    expect(order).toEqual(['insert', 'transaction', 'read bc']);
  });
});
