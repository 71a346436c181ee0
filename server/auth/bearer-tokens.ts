import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token (32 random bytes, base64url) and the SHA-256 that is all the database keeps. */
export function createBearerToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashBearerToken(token) };
}

export function hashBearerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
