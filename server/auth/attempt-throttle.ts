import { createHash } from 'node:crypto';
import type { FailureCount, FailureStore } from './failure-store.ts';

/** The visitor calls whose failures are counted, each on its own. */
export type ThrottledAction = 'login' | 'register' | 'forgot-password' | 'reset-password';

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long failures are remembered after the last one, and the longest wait the slowing asks for. */
export const failureWindowMs = 15 * 60_000;

/**
 * The wait an address that has failed before owes before its next try (docs/decisions/0012): none until the account
 * has `slowAfter` failures from anywhere, then one second, doubling with each further failure of the account, and
 * the rest of the window once this address alone has failed `addressLimit` times. An address that has not failed
 * for the account never waits, so the owner signs in from their own address whatever others guess.
 */
export function waitUntil(account: FailureCount | null, here: FailureCount | null, addressLimit: number): Date | null {
  if (!here) return null;
  if (here.failures >= addressLimit) return here.expiresAt;
  const slowAfter = Math.ceil(addressLimit / 2);
  const failures = Math.max(account?.failures ?? 0, here.failures);
  if (failures < slowAfter) return null;
  const delayMs = Math.min(failureWindowMs, 1000 * 2 ** (failures - slowAfter));
  return new Date(here.lastFailureAt.getTime() + delayMs);
}

export type AttemptThrottle = {
  check(action: ThrottledAction, subject: string, address: string): Promise<ThrottleVerdict>;
  /** Counts a failure of `subject` from `address`. */
  fail(action: ThrottledAction, subject: string, address: string): Promise<void>;
  /** A success from `address`: its failures for `subject` were the owner's own and no longer count. */
  forgive(action: ThrottledAction, subject: string, address: string): Promise<void>;
};

/**
 * Counts failures per subject (an account's address, or an invite code) and per subject and client address, in
 * `store`, under hashed keys.
 */
export function createAttemptThrottle(options: {
  store: FailureStore;
  addressLimit: number;
  now?: () => Date;
}): AttemptThrottle {
  const { store, addressLimit } = options;
  const now = options.now ?? (() => new Date());
  const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');
  const keys = (action: ThrottledAction, subject: string, address: string) =>
    [hash(action, subject), hash(action, subject, address)] as const;

  return {
    async check(action, subject, address) {
      const at = now();
      const [account, here] = await store.read(keys(action, subject, address), at);
      const until = waitUntil(account ?? null, here ?? null, addressLimit);
      if (!until || until <= at) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)) };
    },
    fail: (action, subject, address) => store.add(keys(action, subject, address), now(), failureWindowMs),
    async forgive(action, subject, address) {
      const [total, key] = keys(action, subject, address);
      await store.forgive(key, total, now());
    },
  };
}
