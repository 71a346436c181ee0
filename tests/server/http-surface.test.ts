import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { snapshotStartScript, snapshotStartScriptSource } from '../../contract/snapshot-start.ts';
import { buildApp } from '../../server/app.ts';
import { testEnv, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** A stand-in for `vite build`'s output: the shell, a hashed asset, the service worker and the build id. */
function writeClientBuild(): string {
  const dir = fsSync.mkdtempSync(path.join(os.tmpdir(), 'kita-dist-'));
  fsSync.mkdirSync(path.join(dir, 'assets'));
  fsSync.mkdirSync(path.join(dir, 'builds'));
  fsSync.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kita</title><div id="root"></div>');
  fsSync.writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("kita")');
  fsSync.writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting()');
  fsSync.writeFileSync(path.join(dir, 'builds', 'latest.json'), '{"buildId":"abc"}');
  return dir;
}

describe.each(databaseTargets())('the HTTP surface (%s)', (target) => {
  const clientDir = writeClientBuild();
  const t = useTestApp(target, { clientDir });
  afterAll(() => fs.rm(clientDir, { recursive: true, force: true }));
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the health check', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy and no-sniff, and no HSTS over plain http', async () => {
    const response = await get('/en/login');
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp.split(';')).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Scripts of the origin, and one inline text: the start of a page stitched with a screen snapshot (ADR 0009).
    const hash = createHash('sha256').update(snapshotStartScript).digest('base64');
    expect(csp.split(';')).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp.split(';')).toContain(`script-src 'self' ${await snapshotStartScriptSource()}`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives JSON answers a policy that allows nothing at all, and keeps no-sniff', async () => {
    const response = await get('/api/health');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, sw.js and builds/latest.json with no-cache', async () => {
    for (const url of ['/', '/sw.js', '/builds/latest.json?t=123']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers every locale route with the app shell so it deep-links', async () => {
    for (const url of [
      '/login',
      '/tr',
      '/en/blackboard/0190d2c0-0000-7000-8000-000000000001',
      '/fr/reset-password?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('does not answer API, realtime or build paths with the app shell', async () => {
    for (const url of ['/api/nothing', '/broadcasting/auth', '/app/key', '/builds/missing.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('does not answer a POST to a page path with the app shell', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});

describe('the HTTP surface behind TLS', () => {
  let app: FastifyInstance;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-tls-'));
    // Nothing here touches the database (the realtime secret is given): a stand-in keeps this test from opening one.
    const database = { db: {} as never, kind: 'pglite' as const, close: async () => {} };
    app = await buildApp({
      env: testEnv(dataDir, { PUBLIC_URL: 'https://kita.example', PUSHER_SECRET: 'given' }),
      database,
      clientDir: path.join(dataDir, 'none'),
    });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('sends HSTS when the public URL is https', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers 404 JSON for page paths when no client is built', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});
