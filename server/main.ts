import { sql } from 'drizzle-orm';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ensureClientBuild } from './build/ensure-client-build.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadEnv, type Env } from './env.ts';
import { rootDir } from './root-dir.ts';
import { demoInviteCodes, demoPassword, findDemoSignIns } from './seed/demo-accounts.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { embeddedDatabaseExists, shouldSeedDemo } from './seed/seed-policy.ts';

/** `npm start`: build the client if stale, open (and maybe seed) the database, serve API and app on HOST:PORT. */

const log = (line: string) => console.log(`[kita] ${line}`);

async function openAndSeed(env: Env): Promise<Database> {
  const isNewEmbeddedDatabase = !env.DATABASE_URL && !embeddedDatabaseExists(env.dataDir);
  log(
    env.DATABASE_URL
      ? 'Opening PostgreSQL (DATABASE_URL) …'
      : `Opening the embedded database in ${path.join(env.dataDir, 'db')} …`,
  );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    if (shouldSeedDemo({ seed: env.SEED, kind: database.kind, isNewEmbeddedDatabase })) {
      const summary = await seedDemo(database.db);
      if (summary.seeded) await database.db.execute(sql`ANALYZE`);
      log(
        summary.seeded
          ? `Seeded the demo: ${summary.kindergartens} kindergartens, ${summary.users} sign-ins, ${summary.blackboardPosts} posts, ${summary.events} events, ${summary.messages} messages.`
          : 'Not seeding the demo: the database already has kindergartens.',
      );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

function publicUrl(env: Env, app: FastifyInstance): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost'].includes(env.HOST) ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function printBanner(env: Env, app: FastifyInstance, database: Database): Promise<void> {
  const lines = ['', `  Kita is running at ${publicUrl(env, app)}`];
  const signIns = await findDemoSignIns(database.db);
  if (signIns.length > 0) {
    lines.push('', `  Demo sign-ins (password: ${demoPassword})`);
    for (const kindergarten of new Set(signIns.map((a) => a.kindergarten))) {
      lines.push(`    ${kindergarten}`);
      for (const account of signIns.filter((a) => a.kindergarten === kindergarten)) {
        lines.push(`      ${account.username.padEnd(38)} ${account.description}`);
      }
    }
    lines.push(`  Invite codes to register: ${demoInviteCodes.map((c) => c.code).join(', ')}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      log(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    closing = true;
    log(`${signal}: closing connections and the database …`);
    // The app first (no new requests touch the database), then the database, so PGlite flushes cleanly.
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`[kita] Shutdown failed: ${oneLine(error)}`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.reduce((text, line) => (text === '' ? line : `${text}${text.endsWith(':') ? ' ' : '; '}${line}`), '');
}

/** Drivers wrap the system error (drizzle's "Failed query" around pg's ECONNREFUSED): look down the chain. */
function errorChain(error: unknown): Array<{ code?: string; message?: string }> {
  const chain: Array<{ code?: string; message?: string }> = [];
  for (let e = error as { code?: string; cause?: unknown } | undefined; e && chain.length < 5; e = e.cause as typeof e)
    chain.push(e);
  return chain;
}

/** One line an operator can act on, instead of a stack trace. */
function describeStartupError(error: unknown, env: Env | undefined): string {
  const codes = errorChain(error).map((e) => e.code);
  const has = (code: string) => codes.includes(code);
  if (has('EADDRINUSE'))
    return `port ${env?.PORT} is already in use on ${env?.HOST} — stop the other process or set PORT.`;
  if (has('EACCES')) return `not allowed to listen on ${env?.HOST}:${env?.PORT} — choose a PORT above 1023.`;
  if (has('EADDRNOTAVAIL')) return `HOST ${env?.HOST} is not an address of this machine.`;
  if (env?.DATABASE_URL && (has('ECONNREFUSED') || has('ENOTFOUND') || has('ETIMEDOUT'))) {
    return `cannot reach the PostgreSQL server of DATABASE_URL (${codes.find((c) => c?.startsWith('E'))}).`;
  }
  // A database that answers but refuses (wrong password, missing database): its own message says why.
  const innermost = errorChain(error).at(-1);
  return oneLine(env?.DATABASE_URL && innermost?.message ? innermost.message : error);
}

let env: Env | undefined;
async function main(): Promise<void> {
  env = loadEnv();
  await ensureClientBuild({ rootDir, log });
  // The app's modules load while the database opens: PGlite compiles its WebAssembly off the main thread, and the
  // two are the largest parts of a start (bench/cold-start.ts).
  const appModule = import('./app.ts');
  appModule.catch(() => undefined);
  const database = await openAndSeed(env);
  let app: FastifyInstance | undefined;
  try {
    const { buildApp } = await appModule;
    app = await buildApp({ env, database });
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  closeOnSignals(app, database);
  await printBanner(env, app, database);
}

main().catch((error: unknown) => {
  console.error(`Kita could not start: ${describeStartupError(error, env)}`);
  process.exit(1);
});
