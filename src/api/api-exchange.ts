import { i18n } from '@lingui/core';
import { ofetch } from 'ofetch';
import { idempotencyHeader, languageHeader } from '#contract/headers';
import { ApiError } from './api-error.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Same origin by default (the server serves the app); VITE_API_BASE points a separately hosted client at an API.
 * Read per call, not at load, so the client tests can point it at a server they start.
 */
export function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE ?? '';
}

export interface HeaderOptions {
  token: string | null;
  /** The same key for a repeat of the same write: the server answers it once. */
  idempotencyKey?: string;
  /** What the caller wants back; JSON unless it downloads bytes. */
  accept?: string;
}

/** The headers of every call to the API: the one place the bearer token, the UI language and the key are set. */
export function apiHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = { [languageHeader]: i18n.locale || 'de' };
  if (options.accept !== undefined) headers.Accept = options.accept;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers[idempotencyHeader] = options.idempotencyKey;
  return headers;
}

const noAnswer = (error: unknown) =>
  new ApiError('offline', null, error instanceof Error ? error.message : 'Network error');

export interface SendOptions {
  method: Method;
  body?: unknown;
  token: string | null;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The one place a JSON request goes out: bearer token, cookies, UI language. Throws `offline` when nothing answered.
 * Free of UI code (toasts, router), so the service worker's outbox drain uses the very same transport.
 */
export async function sendRequest(path: string, options: SendOptions): Promise<{ status: number; body: unknown }> {
  const headers = {
    ...apiHeaders({ token: options.token, idempotencyKey: options.idempotencyKey, accept: 'application/json' }),
    ...options.headers,
  };
  try {
    const response = await ofetch.raw(path, {
      baseURL: apiBaseUrl(),
      method: options.method,
      body: options.body as Record<string, unknown> | FormData | undefined,
      headers,
      credentials: 'include',
      retry: 0, // the outbox retries writes; a screen's read must fail fast when offline
      timeout: options.timeoutMs,
      signal: options.signal,
      ignoreResponseError: true,
    });
    return { status: response.status, body: response._data };
  } catch (error) {
    // No response at all: offline, DNS, CORS, a timeout or a dropped connection.
    throw noAnswer(error);
  }
}

export interface FetchBytesOptions {
  token: string | null;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/**
 * A GET whose answer is bytes (a file, a CSV or PDF export), with the same headers as every other call. A failed
 * status throws; no answer at all throws `offline`.
 */
export async function fetchBytes(path: string, options: FetchBytesOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      headers: apiHeaders({ token: options.token }),
      credentials: 'include',
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    throw noAnswer(error);
  }
  if (!response.ok)
    throw new ApiError(response.status >= 500 ? 'server' : 'http', response.status, response.statusText);
  return response;
}

export interface ApiExchangeOptions {
  method?: Method;
  body?: unknown;
  /** The session's token as Dexie keeps it (the service worker has no localStorage). */
  token: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Bounded waits: a hung request would hold the outbox lock for every tab. */
  timeoutMs?: number;
}

/**
 * A call the sync engine makes on its own (outbox, pull, realtime settings): no toasts and no interpretation, the
 * engine classifies the answer itself (retry, failed, session end). Throws ApiError `offline` without an answer.
 */
export function apiExchange(path: string, options: ApiExchangeOptions): Promise<{ status: number; body: unknown }> {
  return sendRequest(path, { method: options.method ?? 'GET', ...options, timeoutMs: options.timeoutMs ?? 30_000 });
}
