import { i18n } from '@lingui/core';
import { ofetch } from 'ofetch';
import { readToken } from '../db/token-storage.ts';
import { ApiError } from './api-error.ts';
import { apiMessages } from './api-messages.ts';
import { interpretResponse } from './interpret-response.ts';
import { notifyError } from './notify.ts';
import { expireSession } from './session-expiry.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Same origin by default (the server serves the app); VITE_API_BASE points a separately hosted client at an API.
 * Read per call, not at load, so the client tests can point it at a server they start.
 */
export function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE ?? '';
}

export interface ApiRequestOptions {
  method?: Method;
  body?: Record<string, unknown> | FormData;
  /** Skip the success toast, e.g. when the screen moves on and says it itself. */
  quiet?: boolean;
  /** A call the user did not ask for (e.g. a refresh at start): no toasts for being offline or for success. */
  background?: boolean;
}

interface SendOptions {
  method: Method;
  body?: unknown;
  token: string | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The one place a request goes out: bearer token, cookies, UI language. Throws `offline` when nothing answered. */
async function send(path: string, options: SendOptions): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale || 'de', ...options.headers };
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

/** The one HTTP client (spec §7/§8): bearer token, cookies, UI language; every failure handled once, here. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = readToken();
  let answer;
  try {
    answer = await send(path, { method: options.method ?? 'GET', body: options.body, token });
  } catch (error) {
    // Say so; never crash the screen.
    if (!options.background) notifyError(apiMessages.offline);
    throw error;
  }
  return interpretResponse<T>(answer.status, answer.body, {
    quiet: options.quiet || options.background,
    hadToken: token !== null,
  });
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
  return send(path, { method: options.method ?? 'GET', ...options, timeoutMs: options.timeoutMs ?? 30_000 });
}

/** The engine saw 401/419/503 (spec §8): tell the user once and end the session as any other call would. */
export async function endSession(): Promise<void> {
  notifyError(apiMessages.sessionEnded);
  await expireSession();
}
