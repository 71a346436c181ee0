import { i18n } from '@lingui/core';
import { ofetch } from 'ofetch';
import { ApiError } from './api-error.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Same origin by default (the server serves the app); VITE_API_BASE points a separately hosted client at an API.
 * Read per call, not at load, so the client tests can point it at a server they start.
 */
export function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE ?? '';
}

export interface SendOptions {
  method: Method;
  body?: unknown;
  token: string | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * The one place a request goes out: bearer token, cookies, UI language. Throws `offline` when nothing answered.
 * Free of UI code (toasts, router), so the service worker's outbox drain uses the very same transport.
 */
export async function sendRequest(path: string, options: SendOptions): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.locale || 'de',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  try {
    const response = await ofetch.raw(path, {
      baseURL: apiBaseUrl(),
      method: options.method,
      body: options.body as Record<string, unknown> | FormData | undefined,
      headers,
      credentials: 'include',
      retry: 0, // the outbox retries writes; a screen's read must fail fast when offline
      timeout: options.timeoutMs,
      ignoreResponseError: true,
    });
    return { status: response.status, body: response._data };
  } catch (error) {
    // No response at all: offline, DNS, CORS, a timeout or a dropped connection.
    throw new ApiError('offline', null, error instanceof Error ? error.message : 'Network error');
  }
}

export interface ApiExchangeOptions {
  method?: Method;
  body?: unknown;
  /** The session's token as Dexie keeps it (the service worker has no localStorage). */
  token: string;
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
