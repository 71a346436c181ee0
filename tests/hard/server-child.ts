import fs from 'node:fs/promises';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { testEnv } from '../server/support/test-app.ts';

/**
 * The server as its own process for tests that kill it (durability.test.ts) or measure it alone (load.test.ts):
 * DATA_DIR's embedded database, or DATABASE_URL's PostgreSQL one; seeded with the demo unless SEED_DEMO=0 (the
 * caller wrote its own data); listening on 127.0.0.1:PORT; prints "listening" when it answers. SERVER_LOG_LEVEL
 * (default silent) lets a caller read the server's warnings and errors on stdout.
 *
 * Started with an IPC channel, it answers each `'memory'` message with its memory after a full collection (run with
 * `--expose-gc`), so a soak compares live data rather than garbage not yet collected.
 */
const dataDir = process.env.DATA_DIR!;
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ dataDir, databaseUrl });
if (process.env.SEED_DEMO !== '0') await seedDemo(database.db);
const env = testEnv(dataDir, {
  LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'silent',
  // The load's latency is measured against its target by the caller; what the server logs must be failures only.
  SLOW_REQUEST_MS: '600000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp({ env, database, clientDir: `${dataDir}/no-client` });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('listening\n');

export type MemorySample = {
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  arrayBuffersBytes: number;
};

/** VmRSS from /proc (what the kernel holds for the process), falling back to Node's own figure off Linux. */
async function residentBytes(): Promise<number> {
  const status = await fs.readFile('/proc/self/status', 'utf8').catch(() => '');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : process.memoryUsage.rss();
}

process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  void residentBytes().then((rssBytes) => {
    const usage = process.memoryUsage();
    const sample: MemorySample = {
      rssBytes,
      heapUsedBytes: usage.heapUsed,
      externalBytes: usage.external,
      arrayBuffersBytes: usage.arrayBuffers,
    };
    process.send?.(sample);
  });
});
