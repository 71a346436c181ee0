import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * (user, Idempotency-Key) → the first response, replayed on a repeat for at least 24 h.
 * `user_id` is null for calls made before sign-in (register, login, password reset).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The user id, or the all-zero uuid for anonymous calls (a primary key column cannot be null). */
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of method, path and canonical body (server/idempotency/request-fingerprint.ts); null before 0009. */
    requestHash: text('request_hash'),
    /** running | done */
    state: text('state').notNull().default('running'),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /**
     * Set from `sync_version` when the answer is recorded (trigger, migration 0003), so GET /api/sync can list the
     * keys acknowledged since a cursor: a client whose response was lost learns that its write landed.
     */
    version: bigint('version', { mode: 'number' }),
    createdAt: createdAt(),
    /** Renewed by the running request; a `running` claim not renewed for a while belongs to a process that died. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_user_version_idx').on(t.userId, t.version),
  ],
);
