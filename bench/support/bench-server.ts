import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadEnv } from '../../server/env.ts';
import type { BenchDatabase } from './bench-database.ts';

/**
 * `BENCH_PORT` pins the servers to a range (a shared machine hands out port ranges): the bench server on it, the one
 * serving the built client on the next. Unset: any free port.
 */
export const benchPort = (offset: number) => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + offset : 0);

export type BenchServer = { app: FastifyInstance; origin: string; close: () => Promise<void> };

/** The real app on a free loopback port: silent logs, auth rate limit out of the way, no built client needed. */
export async function startBenchServer(opened: BenchDatabase): Promise<BenchServer> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: opened.dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_RATE_LIMIT: '1000',
    HOST: '127.0.0.1',
    PORT: String(benchPort(0)),
  });
  const app = await buildApp({ env, database: opened.database, clientDir: path.join(opened.dataDir, 'no-client') });
  await app.listen({ host: '127.0.0.1', port: benchPort(0) });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bench server has no TCP address');
  return { app, origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
