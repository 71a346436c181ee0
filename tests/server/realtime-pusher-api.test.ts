import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannels } from '#contract/realtime';
import { buildApp } from '../../server/app.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { within } from './support/realtime-client.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

type Recorded = { url: string; body: { name: string; channels: string[]; data: string } };

/** Stands in for Soketi/Reverb: records what arrives at the Pusher HTTP API. */
describe('publishing through the Pusher HTTP API (PUSHER_HOST set)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  const recorded: Recorded[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      recorded.push({ url: request.url ?? '', body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    database = await openTestDatabase('pglite');
    const env = testEnv(database.dataDir, {
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String((receiver.address() as AddressInfo).port),
      PUSHER_SCHEME: 'http',
      PUSHER_APP_ID: '42',
      PUSHER_KEY: 'soketi-key',
      PUSHER_SECRET: 'soketi-secret',
    });
    app = await buildApp({ env, database: database.database, clientDir: '/nonexistent' });
    await app.ready();
    fixture = await createFixture(database.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('posts a signed event for each committed absence', async () => {
    const token = await signInAs(app, fixture.parent.username, knownPassword);
    const absence = (await reportAbsence(app, token, anAbsence(fixture.children.mia.id))).json().absence;
    await within(
      5000,
      'the HTTP API call',
      (async () => {
        while (recorded.length === 0) await new Promise((r) => setTimeout(r, 20));
      })(),
    );
    const [call] = recorded;
    expect(call!.url).toMatch(/^\/apps\/42\/events\?.*auth_key=soketi-key.*auth_signature=[0-9a-f]{64}/);
    expect(call!.body.name).toBe('absence.changed');
    expect(call!.body.channels).toEqual([
      realtimeChannels.kindergartenStaff(fixture.kindergarten.id),
      realtimeChannels.user(fixture.parent.id),
    ]);
    expect(JSON.parse(call!.body.data)).toEqual({ changes: { absences: [absence] } });
  });

  it('tells the client to connect to that server, and signs channels with its key', async () => {
    const token = await signInAs(app, fixture.parent.username, knownPassword);
    const config = await app.inject({ method: 'GET', url: '/api/realtime', headers: bearer(token) });
    expect(config.json()).toEqual({
      key: 'soketi-key',
      host: '127.0.0.1',
      port: expect.any(Number),
      scheme: 'http',
      auth_endpoint: '/broadcasting/auth',
    });
    const auth = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=123.456&channel_name=${encodeURIComponent(realtimeChannels.user(fixture.parent.id))}`,
    });
    const signature = createHmac('sha256', 'soketi-secret')
      .update(`123.456:${realtimeChannels.user(fixture.parent.id)}`)
      .digest('hex');
    expect(auth.json()).toEqual({ auth: `soketi-key:${signature}` });
  });
});
