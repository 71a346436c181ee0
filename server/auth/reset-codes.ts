import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, zero-padded, from the CSPRNG. */
export function createResetCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed by the reset row's id so equal codes of different resets hash differently. A 6-digit space is small: the
 * protection is the attempt limit and the 30-minute expiry, not the hash.
 */
export function hashResetCode(resetId: string, code: string): string {
  return createHash('sha256').update(`${resetId}:${code}`).digest('hex');
}

export function resetCodeMatches(resetId: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashResetCode(resetId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
