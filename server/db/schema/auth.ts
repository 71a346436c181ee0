import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { children, kindergartens } from './kindergartens.ts';
import { roleEnum, users } from './users.ts';

/** Registration needs one of these: tied to a kindergarten and role, with a use limit and an expiry. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: id(),
    code: text('code').notNull(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    role: roleEnum('role').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invite_codes_code_idx').on(t.code)],
);

/** For parents: the children a registration with this code becomes guardian of. */
export const inviteCodeChildren = pgTable(
  'invite_code_children',
  {
    inviteCodeId: uuid('invite_code_id')
      .notNull()
      .references(() => inviteCodes.id),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
  },
  (t) => [primaryKey({ columns: [t.inviteCodeId, t.childId] })],
);

/** Opaque bearer tokens; only the SHA-256 of the token is stored. */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tokens_hash_idx').on(t.tokenHash), index('tokens_user_idx').on(t.userId)],
);

/** A 6-digit reset code, stored hashed; expires after 30 minutes, 5 attempts. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const fcmTokens = pgTable(
  'fcm_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fcm_tokens_token_idx').on(t.token), index('fcm_tokens_user_idx').on(t.userId)],
);
