import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in, registration and reset calls per account and per account and address (server/auth/attempt-throttle.ts),
 * when no Redis is configured. A row lives until `expires_at`; an hourly purge deletes what has expired.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    /** The SHA-256 of what is counted (call, account, perhaps address), so no address is stored in the clear. */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_failures_expires_idx').on(t.expiresAt)],
);
