/** Why a call did not give the caller its answer. The user has already been told (toast) unless `validation`. */
export type ApiErrorKind =
  | 'offline' // no answer at all: the request never reached the server
  | 'failed' // `{status: 'failed', message}`: the server refused, with a reason for the user
  | 'validation' // 422 `{message, errors}`: the form shows the errors next to its fields
  | 'session' // 401/419/503: the session was ended and the app went to /login
  | 'rate-limited' // 429
  | 'server' // 5xx
  | 'contract' // an answer that does not match its contract schema: this build and the server disagree
  | 'http'; // any other 4xx

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field → messages of a 422 answer (Laravel's shape). */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}
