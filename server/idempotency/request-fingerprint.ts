import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth: the same body sent by another client serializes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two requests "the same write" for an Idempotency-Key: method, path with query, and the validated body.
 * A multipart body is read by its handler after this runs, so uploads are told apart by method and path only.
 */
export function requestFingerprint(request: { method: string; url: string; body?: unknown }): string {
  return createHash('sha256')
    .update(canonicalJson([request.method, request.url, request.body ?? null]))
    .digest('base64url');
}
