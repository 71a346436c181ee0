import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client.ts';
import { inspectClientBuild } from '../server/build/client-build-staleness.ts';
import { inspectServerBundle } from '../server/build/server-bundle.mjs';
import { generateLargeKindergarten } from './fixtures/large-kindergarten.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { median, type Figure } from './support/figures.ts';

/** `npm start` on an existing embedded database answers within 3 s. */
const existingTargetMs = 3_000;
const runs = 3;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const healthy = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });

/**
 * `npm start`'s command (node server/start.mjs: the server bundle in dist-server/) in a child process on `dataDir`: spawn → first 200 from /api/health,
 * polled every 20 ms. Stopped with SIGTERM afterwards (a clean PGlite close, as an operator's Ctrl-C would).
 */
async function startToHealthyMs(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: rootDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}) before it answered:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer from /api/health within 120 s:\n${output}`);
      if (await healthy(port)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    if (process.env.BENCH_VERBOSE) console.log(output);
  }
}

export async function benchColdStart(_context: BenchContext): Promise<Figure[]> {
  // A stale dist/ or dist-server/ would make the start build first: a build, not a start. `npm run build` before.
  for (const build of [inspectClientBuild(rootDir), inspectServerBundle()])
    if (build.action === 'build') throw new Error(`cold-start needs a fresh build (npm run build): ${build.reason}`);
  const demoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-bench-cold-'));
  const largeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-bench-cold-large-'));
  try {
    const fresh = await startToHealthyMs(demoDir);
    const existing: number[] = [];
    for (let run = 0; run < runs; run++) existing.push(await startToHealthyMs(demoDir));
    // The large kindergarten of the sync benches, written and closed, then opened by a start.
    const large = await openDatabase({ dataDir: largeDir });
    await generateLargeKindergarten(large.db);
    await large.close();
    const existingLarge: number[] = [];
    for (let run = 0; run < runs; run++) existingLarge.push(await startToHealthyMs(largeDir));
    const bench = 'cold-start (npm start → /api/health 200)';
    return [
      { bench, name: 'new embedded database (migrations + demo seed)', value: fresh, unit: 'ms' },
      {
        bench,
        name: `existing embedded database, demo data, median of ${runs}`,
        value: median(existing),
        unit: 'ms',
        target: existingTargetMs,
      },
      {
        bench,
        name: `existing embedded database, large kindergarten, median of ${runs}`,
        value: median(existingLarge),
        unit: 'ms',
        target: existingTargetMs,
      },
    ];
  } finally {
    await fs.rm(demoDir, { recursive: true, force: true });
    await fs.rm(largeDir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, benchColdStart);
