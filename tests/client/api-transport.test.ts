import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/api-error.ts';
import { apiExchange, apiHeaders } from '../../src/api/api-exchange.ts';
import { apiRequest } from '../../src/api/api-client.ts';
import { downloadWithToken } from '../../src/api/download-with-token.ts';
import { fetchFile } from '../../src/api/fetch-file.ts';

const token = 'token-of-the-session';
vi.mock('../../src/db/token-storage.ts', () => ({ readToken: () => token }));
vi.mock('../../src/ui/lazy-toaster.tsx', () => ({ loadToast: () => new Promise(() => {}) }));

/** Every request the code under test sends, with its headers as the server would read them. */
function recordRequests(answer: () => Response) {
  const seen: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, headers: request.headers });
      return answer();
    }),
  );
  return seen;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the one transport', () => {
  beforeAll(() => {
    vi.stubEnv('VITE_API_BASE', 'http://kita.test');
    i18n.loadAndActivate({ locale: 'el', messages: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a read of the screens', () => apiRequest('/api/user', { background: true })],
    ['a call of the sync engine', () => apiExchange('/api/sync', { token })],
    ['a file', () => fetchFile('0190f0a0-0000-7000-8000-000000000001')],
  ])('sends the bearer token and the UI language once with %s', async (_kind, call) => {
    const seen = recordRequests(() => json({ status: 'success', message: 'ok' }));
    await call();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen[0]!.headers.get('accept-language')).toBe('el');
  });

  it('builds every header of a call in one function', () => {
    expect(apiHeaders({ token, idempotencyKey: 'key-1', accept: 'application/json' })).toEqual({
      'accept-language': 'el',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'idempotency-key': 'key-1',
    });
    expect(apiHeaders({ token: null })).toEqual({ 'accept-language': 'el' });
  });

  it('sends the Idempotency-Key it is given', async () => {
    const seen = recordRequests(() => json({ status: 'success', message: 'ok' }));
    await apiRequest('/api/staff/news', { method: 'POST', body: {}, idempotencyKey: 'key-1', quiet: true });
    expect(seen[0]!.headers.get('idempotency-key')).toBe('key-1');
  });

  it('gives the answer as its schema parses it', async () => {
    recordRequests(() => json({ status: 'success', notified: 3, extra: 'a newer server' }));
    const answer = await apiRequest('/api/x', { schema: z.object({ notified: z.number() }), quiet: true });
    expect(answer).toEqual({ notified: 3 });
  });

  it('refuses an answer that does not match its schema with a contract error', async () => {
    recordRequests(() => json({ status: 'success', notified: 'three' }));
    const call = apiRequest('/api/x', { schema: z.object({ notified: z.number() }), quiet: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: 'contract' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('loads a schema given as a loader only with the answer', async () => {
    recordRequests(() => json({ token: 'new' }));
    const answer = await apiRequest('/api/login', {
      method: 'POST',
      body: {},
      quiet: true,
      schema: async () => z.object({ token: z.string() }),
    });
    expect(answer.token).toBe('new');
  });

  it('downloads with the same headers', async () => {
    const seen = recordRequests(() => new Response('a,b', { status: 200 }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const link = { click: vi.fn(), remove: vi.fn(), href: '', download: '' };
    vi.stubGlobal('document', { createElement: () => link, body: { append: () => {} } });
    await downloadWithToken('/api/staff/news/1/answers.csv', 'answers.csv');
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen[0]!.headers.get('accept-language')).toBe('el');
    expect(link.click).toHaveBeenCalled();
  });
});
