import type { AddressInfo } from 'node:net';
import type { UserResponse } from '#contract/user';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { saveSignedInUser, storeToken } from '../../../src/db/session-store.ts';
import { createFixture, knownPassword, type Fixture } from '../../server/support/fixture.ts';
import { bearer, signInAs, testEnv } from '../../server/support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../server/support/test-database.ts';

export type EngineServer = {
  app: FastifyInstance;
  database: TestDatabase;
  fixture: Fixture;
  /** http://127.0.0.1:<port> of the real server. */
  url: string;
  port: number;
};

/**
 * The real server (real routes, idempotency, realtime) on PGlite, listening on 127.0.0.1 at a free port, once per
 * test file (opening PGlite takes seconds). Fields are filled in `beforeAll`.
 */
export function realServerPerFile(): EngineServer {
  const server = {} as EngineServer;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({
      env: testEnv(database.dataDir),
      database: database.database,
      clientDir: `${database.dataDir}/none`,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    Object.assign(server, {
      app,
      database,
      port,
      url: `http://127.0.0.1:${port}`,
      fixture: await createFixture(database.database.db),
    });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.app?.close();
    await server.database?.dispose();
  });
  return server;
}

/** Points the app's one HTTP client at `url` (the server itself or a proxy in front of it). */
export function pointClientAt(url: string): void {
  vi.stubEnv('VITE_API_BASE', url);
}

/** Signs in through the real API and stores the session on this "device" exactly as the sign-in screen does. */
export async function signInOnDevice(
  app: FastifyInstance,
  username: string,
): Promise<{ token: string; user: UserResponse }> {
  const token = await signInAs(app, username, knownPassword);
  const user = (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<UserResponse>();
  storeToken(token);
  await saveSignedInUser(user);
  return { token, user };
}
