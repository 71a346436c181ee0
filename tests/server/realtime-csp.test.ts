import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

describe.each(databaseTargets())("the page's connect-src (%s)", (target) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  async function connectSrc(env: Record<string, string>): Promise<string[]> {
    const app = await buildApp({
      env: testEnv(database.dataDir, env),
      database: database.database,
      clientDir: '/nonexistent',
    });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/en/login' });
    const policy = String(response.headers['content-security-policy']);
    const directive = policy.split(';').find((part) => part.startsWith('connect-src '));
    return directive!.split(' ').slice(1);
  }

  it("allows only the page's own origin when realtime is built in", async () => {
    expect(await connectSrc({})).toEqual(["'self'"]);
  });

  it("names the public URL's websocket origin for browsers whose 'self' does not cover ws and wss", async () => {
    expect(await connectSrc({ PUBLIC_URL: 'https://kita.example.org' })).toEqual(["'self'", 'wss://kita.example.org']);
    expect(await connectSrc({ PUBLIC_URL: 'http://192.168.1.20:8000' })).toEqual(["'self'", 'ws://192.168.1.20:8000']);
  });

  it('adds the configured external Pusher server, and never any websocket host at all', async () => {
    const sources = await connectSrc({
      PUSHER_HOST: 'soketi.example.org',
      PUSHER_PORT: '6001',
      PUSHER_SCHEME: 'https',
      PUSHER_APP_ID: '42',
      PUSHER_KEY: 'soketi-key',
      PUSHER_SECRET: 'soketi-secret',
    });
    expect(sources).toEqual(["'self'", 'https://soketi.example.org:6001', 'wss://soketi.example.org:6001']);
    for (const source of sources) expect(source).not.toMatch(/^(ws|wss|https?):?$/);
  });
});
