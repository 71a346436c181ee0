/** The unexpired failures counted under one key. */
export type FailureCount = { failures: number; lastFailureAt: Date; expiresAt: Date };

/**
 * Where failed sign-in, registration and reset calls are counted: a database table, or Redis when configured. Both
 * keep every key until it expires, however many others arrive, so filler calls cannot push a count out.
 */
export interface FailureStore {
  /** The counts of `keys`, in their order; null where nothing is counted or the count has expired at `now`. */
  read(keys: readonly string[], now: Date): Promise<(FailureCount | null)[]>;
  /** One more failure under each key; each count then expires `ttlMs` after `now` (an expired one starts at 1). */
  add(keys: readonly string[], now: Date, ttlMs: number): Promise<void>;
  /** Drops the count of `key` and takes its failures off the count of `total`. */
  forgive(key: string, total: string, now: Date): Promise<void>;
}
