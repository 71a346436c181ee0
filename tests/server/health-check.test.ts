import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { closingWithSilentSocket } from './support/silent-websocket.ts';
import { testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

const unavailable = { status: 'unavailable', message: 'The database does not answer.' };

describe.each(databaseTargets())('the readiness check GET /api/health/ready (%s)', (target) => {
  let opened: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let databaseClosed = false;
  const start = async () => {
    opened = await openTestDatabase(target);
    databaseClosed = false;
    app = await buildApp({
      env: testEnv(opened.dataDir),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
    });
    return { app, database: opened };
  };
  afterEach(async () => {
    // With its database closed under it, the app's own closing (LISTEN, caches) and the disposal fail: expected.
    if (databaseClosed) {
      await app?.close().catch(() => undefined);
      await opened?.dispose().catch(() => undefined);
    } else {
      await app?.close();
      await opened?.dispose();
    }
    app = opened = undefined;
  });
  const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 200 while the database answers, and 503 with a plain reason once it is closed', async () => {
    const { app, database } = await start();
    const answer = await ready(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });

    await database.database.close();
    databaseClosed = true;
    const refused = await ready(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    // The cheap liveness answer does not ask the database: the process still serves.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  }, 120_000);

  it.skipIf(target !== 'postgres')(
    'answers 503 when the database does not answer within its time, and 200 again once it does',
    async () => {
      const { app, database } = await start();
      // Started first: starting asks the database too.
      await app.ready();
      // Every connection of the instance's pool busy for longer than the check waits.
      const busy = Array.from({ length: 10 }, () =>
        database.database.db.execute(sql`select pg_sleep(4)`).catch(() => undefined),
      );
      const refused = await ready(app);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(unavailable);
      await Promise.all(busy);
      expect((await ready(app)).statusCode).toBe(200);
    },
    120_000,
  );

  it.skipIf(target !== 'pglite')(
    'answers 503 from the moment the instance begins to shut down',
    async () => {
      const { app } = await start();
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port, finish } = await closingWithSilentSocket(app);
      const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      const body: unknown = await answer.json();
      await finish();

      expect(answer.status).toBe(503);
      expect(body).toEqual({ status: 'unavailable', message: 'The instance is shutting down.' });
    },
    120_000,
  );
});
