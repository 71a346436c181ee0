import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadEnv, type Env } from '../../../server/env.ts';
import type { PushSender } from '../../../server/push/push-sender.ts';
import { createFixture, type Fixture } from './fixture.ts';
import { connectEcho } from './realtime-client.ts';
import { openTestDatabase, type DatabaseTarget, type TestDatabase } from './test-database.ts';

export type TestContext = { app: FastifyInstance; env: Env; fixture: Fixture } & TestDatabase;

/** The environment a test app runs with: silent logs, generous auth limits unless a test lowers them. */
export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_RATE_LIMIT: '1000',
    ...overrides,
  });
}

/**
 * One database and one real app per test file (opening PGlite takes seconds), with the fixture created. Fields are
 * filled in `beforeAll`; read them inside tests.
 */
export function useTestApp(
  target: DatabaseTarget,
  options: { env?: Record<string, string>; clientDir?: string } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const opened = await openTestDatabase(target);
    const env = testEnv(opened.dataDir, options.env);
    const app = await buildApp({
      env,
      database: opened.database,
      clientDir: options.clientDir ?? `${opened.dataDir}/no-client`,
    });
    await app.ready();
    Object.assign(context, opened, { env, app, fixture: await createFixture(opened.database.db) });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.dispose?.();
  });
  return context;
}

/**
 * A real app listening on 127.0.0.1 (port chosen by the system) for tests with real websocket clients, on its own
 * database with the fixture. The caller closes `app` and disposes `database`.
 */
export async function startListeningApp(
  target: DatabaseTarget,
  options: { env?: Record<string, string>; pushSender?: PushSender } = {},
) {
  const database = await openTestDatabase(target);
  const app = await buildApp({
    env: testEnv(database.dataDir, options.env),
    database: database.database,
    clientDir: `${database.dataDir}/no-client`,
    pushSender: options.pushSender,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { database, app, port, fixture: await createFixture(database.database.db) };
}

export type ListeningContext = Awaited<ReturnType<typeof startListeningApp>> & {
  /** A pusher-js client signed in with `token`, disconnected after the file's tests. */
  echoFor: (token: string) => ReturnType<typeof connectEcho>;
};

/**
 * `startListeningApp` for a whole test file: started in `beforeAll`, its websocket clients disconnected, the app
 * closed and the database disposed in `afterAll`. Fields are filled in `beforeAll`; read them inside tests.
 */
export function useListeningApp(
  target: DatabaseTarget,
  options: Parameters<typeof startListeningApp>[1] = {},
): ListeningContext {
  const echos: ReturnType<typeof connectEcho>[] = [];
  const context = {
    echoFor: (token: string) => {
      const echo = connectEcho(context.port, token);
      echos.push(echo);
      return echo;
    },
  } as ListeningContext;
  beforeAll(async () => {
    Object.assign(context, await startListeningApp(target, options));
  });
  afterAll(async () => {
    for (const echo of echos) echo.disconnect();
    await context.app?.close();
    await context.database?.dispose();
  });
  return context;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Signs in through the real endpoint and returns the token. */
export async function signInAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const body = response.json<{ status: string; token?: string }>();
  if (body.status !== 'success' || !body.token) throw new Error(`sign-in as ${username} failed: ${response.body}`);
  return body.token;
}
