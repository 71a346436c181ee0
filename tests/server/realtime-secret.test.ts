import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pusherCloseCodes, realtimeChannels } from '#contract/realtime';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { serverSecrets } from '../../server/db/schema/index.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { rawSocket, within } from './support/realtime-client.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

const hmac = (secret: string, subject: string) => createHmac('sha256', secret).update(subject).digest('hex');

describe.each(databaseTargets())('the realtime signing secret (%s)', (target) => {
  let database: TestDatabase;
  let second: Database | undefined;
  const apps: FastifyInstance[] = [];
  let fixture: Fixture;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // As configured in production: on PostgreSQL every instance has DATABASE_URL, and no PUSHER_SECRET by default.
    const env = testEnv(database.dataDir, database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {});
    apps.push(await buildApp({ env, database: database.database, clientDir: '/nonexistent' }));
    if (database.databaseUrl) {
      second = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      apps.push(await buildApp({ env, database: second, clientDir: '/nonexistent' }));
    }
    for (const app of apps) await app.listen({ host: '127.0.0.1', port: 0 });
    fixture = await createFixture(database.database.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.dispose();
  });

  async function signatureFrom(app: FastifyInstance, channel: string): Promise<string> {
    const token = await signInAs(app, fixture.parent.username, knownPassword);
    const response = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: bearer(token),
      payload: { socket_id: '123.456', channel_name: channel },
    });
    expect(response.statusCode).toBe(200);
    const { auth, channel_data: channelData } = response.json<{ auth: string; channel_data?: string }>();
    expect(auth.startsWith('kita:')).toBe(true);
    return `${auth.slice('kita:'.length)}|${channelData ?? ''}`;
  }

  it('signs with a random secret kept in the database, never one derived from DATABASE_URL, the same on every instance', async () => {
    const channel = realtimeChannels.user(fixture.parent.id);
    const [stored] = await database.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'realtime'));
    const secret = stored!.value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    for (const app of apps) {
      const [signature, channelData] = (await signatureFrom(app, channel)).split('|') as [string, string];
      const subject = channelData ? `123.456:${channel}:${channelData}` : `123.456:${channel}`;
      expect(signature).toBe(hmac(secret, subject));
      if (database.databaseUrl) {
        const derived = createHmac('sha256', database.databaseUrl).update('kita realtime channel secret').digest('hex');
        expect(signature).not.toBe(hmac(derived, subject));
      }
    }
  });

  it('closes a socket after five refused subscriptions, with a code that tells pusher-js not to come back', async () => {
    const port = (apps[0]!.server.address() as AddressInfo).port;
    const socket = await rawSocket(port);
    const channel = realtimeChannels.kindergartenStaff(fixture.kindergarten.id);
    for (let guess = 0; guess < 5; guess++)
      socket.send('pusher:subscribe', {
        channel,
        auth: `kita:${hmac(`guess-${guess}`, `${socket.socketId}:${channel}`)}`,
      });
    expect(await within(5000, 'the close', socket.closed)).toBe(pusherCloseCodes.unauthorized);
    expect(socket.frames.filter((f) => f.event === 'pusher:subscription_error')).toHaveLength(5);
    expect(socket.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(false);
  });
});

describe('PUSHER_SECRET, when set', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({
      env: testEnv(database.dataDir, { PUSHER_SECRET: 'chosen-by-the-operator' }),
      database: database.database,
      clientDir: '/nonexistent',
    });
    await app.ready();
    fixture = await createFixture(database.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('signs private channels with it', async () => {
    const token = await signInAs(app, fixture.parent.username, knownPassword);
    const channel = realtimeChannels.user(fixture.parent.id);
    const response = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: bearer(token),
      payload: { socket_id: '1.2', channel_name: channel },
    });
    const { auth, channel_data: channelData } = response.json<{ auth: string; channel_data?: string }>();
    expect(auth).toBe(
      `kita:${hmac('chosen-by-the-operator', channelData ? `1.2:${channel}:${channelData}` : `1.2:${channel}`)}`,
    );
  });
});
