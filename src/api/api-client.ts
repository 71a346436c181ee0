import { readToken } from '../db/token-storage.ts';
import { sendRequest, type Method } from './api-exchange.ts';
import { apiMessages } from './api-messages.ts';
import { interpretResponse } from './interpret-response.ts';
import { notifyError } from './notify.ts';
import { parseAnswer, type AnswerSchema } from './parse-answer.ts';
import { expireSession } from './session-expiry.ts';

export interface ApiRequestOptions {
  method?: Method;
  body?: Record<string, unknown> | FormData;
  /** Skip the success toast, e.g. when the screen moves on and says it itself. */
  quiet?: boolean;
  /** A call the user did not ask for (e.g. a refresh at start): no toasts for being offline or for success. */
  background?: boolean;
  /** For a write retried by hand (e.g. publish): the same key lets the server answer a repeat once. */
  idempotencyKey?: string;
  /** Aborts the request, e.g. when the screen that asked is gone. */
  signal?: AbortSignal;
}

/** The one HTTP client: bearer token, cookies, UI language; every failure handled once, here. */
export function apiRequest<T>(path: string, options: ApiRequestOptions & { schema: AnswerSchema<T> }): Promise<T>;
/** A call whose answer the caller does not read (sign out, delete). */
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { schema?: AnswerSchema<T> } = {},
): Promise<unknown> {
  const token = readToken();
  let answer;
  try {
    answer = await sendRequest(path, {
      method: options.method ?? 'GET',
      body: options.body,
      token,
      idempotencyKey: options.idempotencyKey,
      signal: options.signal,
    });
  } catch (error) {
    // Say so; never crash the screen.
    if (!options.background) notifyError(apiMessages.offline);
    throw error;
  }
  const body = await interpretResponse(answer.status, answer.body, {
    quiet: options.quiet || options.background,
    hadToken: token !== null,
  });
  return options.schema ? parseAnswer(options.schema, body) : body;
}

/** The engine saw 401/419/503: tell the user once and end the session as any other call would. */
export async function endSession(): Promise<void> {
  notifyError(apiMessages.sessionEnded);
  await expireSession();
}
