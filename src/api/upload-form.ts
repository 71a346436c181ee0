import { readToken } from '../db/token-storage.ts';
import { ApiError } from './api-error.ts';
import { apiBaseUrl, apiHeaders } from './api-exchange.ts';
import { apiMessages } from './api-messages.ts';
import { interpretResponse } from './interpret-response.ts';
import { notifyError } from './notify.ts';
import { parseAnswer, type AnswerSchema } from './parse-answer.ts';

export interface UploadOptions<T> {
  /** Same key for a repeat of the same write: the server answers it once. */
  idempotencyKey: string;
  /** 0…1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  quiet?: boolean;
  schema: AnswerSchema<T>;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POST of multipart form data with upload progress. fetch() cannot report the progress of a request body (no
 * upload streams in most browsers), so this one call uses XMLHttpRequest; headers and the handling of answers are
 * those of the one HTTP client (api-client.ts): bearer token, Accept-Language, Idempotency-Key, ApiError + toasts.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  const token = readToken();
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}${path}`);
    request.withCredentials = true;
    const headers = apiHeaders({ token, idempotencyKey: options.idempotencyKey, accept: 'application/json' });
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    const offline = () => reject(new ApiError('offline', null, 'Network error'));
    request.onerror = offline;
    request.ontimeout = offline;
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  }).then(
    async (answer) =>
      parseAnswer(
        options.schema,
        await interpretResponse(answer.status, answer.body, { quiet: options.quiet, hadToken: token !== null }),
      ),
    (error: unknown) => {
      if (error instanceof ApiError) notifyError(apiMessages.offline);
      throw error;
    },
  );
}
