import { i18n } from '@lingui/core';
import { ApiError } from './api-error.ts';
import { apiMessages, successMessageFor } from './api-messages.ts';
import { failedAnswerMessageFor } from './refusal-messages.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { expireSession } from './session-expiry.ts';

interface Context {
  quiet?: boolean;
  hadToken: boolean;
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** In order: a `failed` answer first (whatever its HTTP status), then the status codes. */
export async function interpretResponse(status: number, body: unknown, context: Context): Promise<unknown> {
  const message = typeof field(body, 'message') === 'string' ? (field(body, 'message') as string) : '';

  if (field(body, 'status') === 'failed') {
    const known = failedAnswerMessageFor(field(body, 'code'));
    const text = known ? i18n._(known) : message || i18n._(apiMessages.requestFailed);
    notifyError(text);
    throw new ApiError('failed', status, text, body);
  }
  if (status === 401 || status === 419 || status === 503) {
    // Without a token this is a visitor's call; there is no session to end.
    if (context.hadToken) {
      notifyError(apiMessages.sessionEnded);
      await expireSession();
    } else {
      notifyError(message || apiMessages.requestFailed);
    }
    throw new ApiError('session', status, message, body);
  }
  if (status === 422) throw new ApiError('validation', status, message, body);
  if (status === 429) {
    notifyError(apiMessages.tooManyAttempts);
    throw new ApiError('rate-limited', status, message, body);
  }
  if (status >= 500) {
    notifyError(apiMessages.serverError);
    throw new ApiError('server', status, message, body);
  }
  if (status >= 400) {
    notifyError(message || apiMessages.requestFailed);
    throw new ApiError('http', status, message, body);
  }
  if (!context.quiet && field(body, 'status') === 'success') {
    const known = successMessageFor(field(body, 'code'));
    if (known) notifySuccess(known);
    else if (message) notifySuccess(message);
  }
  return body;
}
