import type { FastifyInstance } from 'fastify';
import type { SyncResponse } from '#contract/sync';
import { bearer } from './test-app.ts';

export async function pull(
  app: FastifyInstance,
  token: string,
  query: { cursor?: string; limit?: number } = {},
): Promise<SyncResponse> {
  const params = new URLSearchParams();
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const response = await app.inject({ method: 'GET', url: `/api/sync?${params}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`sync answered ${response.statusCode}: ${response.body}`);
  return response.json<SyncResponse>();
}

/** Pulls page after page (bounded) until `has_more` is false; returns the pages and the last cursor. */
export async function pullAll(app: FastifyInstance, token: string, query: { cursor?: string; limit?: number } = {}) {
  const pages: SyncResponse[] = [];
  let cursor = query.cursor;
  for (let page = 0; page < 500; page++) {
    const response = await pull(app, token, { cursor, limit: query.limit });
    pages.push(response);
    cursor = response.cursor;
    if (!response.has_more) return { pages, cursor };
  }
  throw new Error('sync did not finish within 500 pages');
}

export const idsOf = (pages: SyncResponse[], table: keyof SyncResponse['changes']) =>
  pages.flatMap((page) => (page.changes[table] ?? []).map((row) => row.id));
export const tombstonesOf = (pages: SyncResponse[], table: keyof SyncResponse['tombstones']) =>
  pages.flatMap((page) => page.tombstones[table] ?? []);
