import { i18n } from '@lingui/core';
import { ofetch } from 'ofetch';
import { readToken } from '../db/token-storage.ts';
import { ApiError } from './api-error.ts';
import { apiMessages } from './api-messages.ts';
import { interpretResponse } from './interpret-response.ts';
import { notifyError } from './notify.ts';

// Same origin by default (the server serves the app); VITE_API_BASE points a separately hosted client at an API.
const baseURL = import.meta.env.VITE_API_BASE ?? '';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  /** Skip the success toast, e.g. when the screen moves on and says it itself. */
  quiet?: boolean;
  /** A call the user did not ask for (e.g. a refresh at start): no toasts for being offline or for success. */
  background?: boolean;
}

/** The one HTTP client (spec §7/§8): bearer token, cookies, UI language; every failure handled once, here. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale || 'de' };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response;
  try {
    response = await ofetch.raw(path, {
      baseURL,
      method: options.method ?? 'GET',
      body: options.body,
      headers,
      credentials: 'include',
      retry: 0, // the outbox retries writes; a screen's read must fail fast when offline
      ignoreResponseError: true,
    });
  } catch (error) {
    // No response at all: offline, DNS, CORS or a dropped connection. Say so; never crash the screen.
    if (!options.background) notifyError(apiMessages.offline);
    throw new ApiError('offline', null, error instanceof Error ? error.message : 'Network error');
  }
  return interpretResponse<T>(response.status, response._data, {
    quiet: options.quiet || options.background,
    hadToken: token !== null,
  });
}
