import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AccountExport } from '#contract/account';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { syncedEntities } from '../entities/index.ts';
import { withIsoDates } from './iso-dates.ts';
import type { UserRecord } from './user-repository.ts';

type Rows<K extends keyof AccountExport> = AccountExport[K];
const iso = <T>(rows: Record<string, unknown>[]) => rows.map((row) => withIsoDates<T>(row));

/**
 * What GET /api/user/export collects. Every query is keyed by the user's own id or by the children they are a
 * guardian of, so another family's (or kindergarten's) rows cannot come along. The synced entities' parts come from
 * their definitions (server/entities/); the account's own records (devices, sign-ins) from here.
 */
export function accountExportRepository(db: Db) {
  return {
    /** The children the user is a live guardian of. */
    async childIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: s.children.id })
        .from(s.guardians)
        .innerJoin(s.children, eq(s.children.id, s.guardians.childId))
        .where(and(eq(s.guardians.userId, userId), isNull(s.guardians.deletedAt), isNull(s.children.deletedAt)));
      return rows.map((row) => row.id);
    },

    /** Each synced entity's part of the export, by its export key. */
    async entityParts(user: UserRecord): Promise<Partial<AccountExport>> {
      const subject = { user, childIds: await this.childIdsOf(user.id) };
      const parts = syncedEntities().flatMap(({ account }) =>
        [account.export, account.unlistedExport].flatMap((part) => (part ? [part] : [])),
      );
      const rows = await Promise.all(parts.map((part) => part.rows(db, subject)));
      return Object.fromEntries(parts.map((part, index) => [part.key, rows[index]]));
    },

    async pushDevicesOf(userId: string): Promise<Rows<'push_devices'>> {
      const rows = await db
        .select({ token: s.fcmTokens.token, created_at: s.fcmTokens.createdAt, updated_at: s.fcmTokens.updatedAt })
        .from(s.fcmTokens)
        .where(eq(s.fcmTokens.userId, userId));
      return rows.map(({ token, ...row }) => withIsoDates({ ...row, token_ending: token.slice(-6) }));
    },

    async sessionsOf(userId: string): Promise<Rows<'sessions'>> {
      const t = s.tokens;
      return iso(
        await db
          .select({ created_at: t.createdAt, last_used_at: t.lastUsedAt, revoked_at: t.revokedAt })
          .from(t)
          .where(eq(t.userId, userId))
          .orderBy(asc(t.createdAt)),
      );
    },
  };
}
