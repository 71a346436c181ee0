import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { LoadSummary } from './load-child.ts';

/** One write of the loop: an INSERT and its parameters, the id of the row first (a new one each time). */
export type LoopInsert = { sql: string; params: (id: string) => unknown[] };

/**
 * A bare `pg` loop beside an API write: `connections` callers, each repeating BEGIN, the same INSERT the route makes
 * (the sync version trigger fires as for the app), COMMIT, for `seconds`, through a pool as large as the app's. What
 * the database alone costs per write, so the API's figure reads as a ratio to it.
 */
export async function pgLoop(
  databaseUrl: string,
  insert: LoopInsert,
  options: { connections: number; seconds: number; poolSize: number },
): Promise<LoadSummary> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + options.seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(insert.sql, insert.params(uuidv7()));
        await client.query('COMMIT');
        latencies.push(performance.now() - start);
      } catch {
        errors++;
        await client.query('ROLLBACK').catch(() => undefined);
      } finally {
        client.release();
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    total: latencies.length,
    non2xx: 0,
    errors,
    timeouts: 0,
  };
}
