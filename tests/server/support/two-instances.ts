import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { createFixture, type Fixture } from './fixture.ts';
import { connectEcho } from './realtime-client.ts';
import { testEnv } from './test-app.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export type TwoInstances = {
  /** The database of both; instance A uses its `database`, B a second pool on the same URL. */
  database: TestDatabase;
  apps: [FastifyInstance, FastifyInstance];
  fixture: Fixture;
  port: (app: FastifyInstance) => number;
  /** A pusher-js client on `app`'s socket, signed by `authApp` (default the same), disconnected after the file. */
  echoOn: (app: FastifyInstance, token: string, authApp?: FastifyInstance) => ReturnType<typeof connectEcho>;
};

/**
 * Two instances as a deployment runs them, for a whole test file: one PostgreSQL database (TEST_DATABASE_URL), each
 * instance with its own connection pool and LISTEN connection, both listening on 127.0.0.1, with the fixture created.
 * `env` adds to both instances' environment (REDIS_URL, …). Fields are filled in `beforeAll`; read them inside tests.
 */
export function useTwoInstances(env: Record<string, string> = {}): TwoInstances {
  let second: Database | undefined;
  const echos: ReturnType<typeof connectEcho>[] = [];
  const port = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;
  const context = {
    port,
    echoOn: (app, token, authApp = app) => {
      const echo = connectEcho(port(app), token, 'kita', port(authApp));
      echos.push(echo);
      return echo;
    },
  } as TwoInstances;

  beforeAll(async () => {
    const database = await openTestDatabase('postgres');
    context.database = database;
    second = await openDatabase({ databaseUrl: database.databaseUrl!, dataDir: database.dataDir });
    const instanceEnv = testEnv(database.dataDir, { DATABASE_URL: database.databaseUrl!, ...env });
    const apps: FastifyInstance[] = [];
    for (const instanceDatabase of [database.database, second]) {
      const app = await buildApp({ env: instanceEnv, database: instanceDatabase, clientDir: '/nonexistent' });
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
    }
    context.apps = apps as [FastifyInstance, FastifyInstance];
    context.fixture = await createFixture(database.database.db);
  });
  afterAll(async () => {
    for (const echo of echos) echo.disconnect();
    for (const app of context.apps ?? []) await app.close();
    await second?.close();
    await context.database?.dispose();
  });
  return context;
}
