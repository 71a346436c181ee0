import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { children, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/**
 * A guardian's invite of a second guardian to their own children: single use, valid for 7 days, withdrawable. Only
 * the SHA-256 of the code is stored; the inviter sees the code once, when it is made.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    codeHash: text('code_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    relation: text('relation').notNull(),
    receivesLetters: boolean('receives_letters').notNull(),
    mayAnswer: boolean('may_answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_invites_code_hash_idx').on(t.codeHash),
    index('family_invites_created_by_idx').on(t.createdBy),
  ],
);

/** The children a family invite makes its holder a guardian of. */
export const familyInviteChildren = pgTable(
  'family_invite_children',
  {
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => familyInvites.id),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
  },
  (t) => [primaryKey({ columns: [t.inviteId, t.childId] })],
);
