import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountExport } from '#contract/account';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from './iso-dates.ts';
import type { UserRecord } from './user-repository.ts';

type Rows<K extends keyof AccountExport> = AccountExport[K];
const iso = <T>(rows: Record<string, unknown>[]) => rows.map((row) => withIsoDates<T>(row));

/**
 * What GET /api/user/export collects. Every query is keyed by the user's own id or by the children they are a
 * guardian of, so another family's (or kindergarten's) rows cannot come along.
 */
export function accountExportRepository(db: Db) {
  return {
    async childrenOf(userId: string): Promise<Rows<'children'>> {
      const rows = await db
        .select({
          id: s.children.id,
          first_name: s.children.firstName,
          last_name: s.children.lastName,
          birth_date: s.children.birthDate,
          group_id: s.groups.id,
          group_name: s.groups.name,
          relation: s.guardians.relation,
          guardian_since: s.guardians.createdAt,
        })
        .from(s.guardians)
        .innerJoin(s.children, eq(s.children.id, s.guardians.childId))
        .leftJoin(s.groups, eq(s.groups.id, s.children.groupId))
        .where(and(eq(s.guardians.userId, userId), isNull(s.guardians.deletedAt), isNull(s.children.deletedAt)))
        .orderBy(asc(s.children.firstName));
      return rows.map(({ group_id, group_name, guardian_since, ...child }) => ({
        ...child,
        group: group_id && group_name !== null ? { id: group_id, name: group_name } : null,
        guardian_since: guardian_since.toISOString(),
      }));
    },

    async absencesOf(userId: string, childIds: string[]): Promise<Rows<'absences'>> {
      if (childIds.length === 0) return [];
      const a = s.absences;
      const rows = await db
        .select({
          id: a.id,
          child_id: a.childId,
          from: a.from,
          to: a.to,
          reason: a.category,
          note: a.reason,
          reported_by: a.reportedBy,
          created_at: a.createdAt,
          deleted_at: a.deletedAt,
        })
        .from(a)
        .where(inArray(a.childId, childIds))
        .orderBy(asc(a.from));
      return rows.map(({ reported_by, ...row }) => withIsoDates({ ...row, reported_by_me: reported_by === userId }));
    },

    async confirmationsOf(userId: string): Promise<Rows<'confirmations'>> {
      const c = s.confirmations;
      const rows = await db
        .select({
          id: c.id,
          news_id: c.newsId,
          event_id: c.eventId,
          child_id: c.childId,
          status: c.status,
          feedback: c.feedback,
          answers: c.answers,
          signature: c.signatureFileId,
          created_at: c.createdAt,
          updated_at: c.updatedAt,
        })
        .from(c)
        .where(and(eq(c.userId, userId), isNull(c.deletedAt)))
        .orderBy(asc(c.createdAt));
      return rows.map(({ signature, ...row }) => withIsoDates({ ...row, has_signature: signature !== null }));
    },

    async postsOf(userId: string): Promise<Rows<'blackboard_posts'>> {
      const p = s.blackboardPosts;
      return iso(
        await db
          .select({
            id: p.id,
            title: p.title,
            description: p.description,
            created_at: p.createdAt,
            deleted_at: p.deletedAt,
          })
          .from(p)
          .where(eq(p.authorId, userId))
          .orderBy(asc(p.createdAt)),
      );
    },

    async commentsOf(userId: string): Promise<Rows<'comments'>> {
      const c = s.comments;
      return iso(
        await db
          .select({ id: c.id, post_id: c.postId, comment: c.comment, created_at: c.createdAt, deleted_at: c.deletedAt })
          .from(c)
          .where(eq(c.authorId, userId))
          .orderBy(asc(c.createdAt)),
      );
    },

    async messagesOf(userId: string): Promise<Rows<'messages'>> {
      const m = s.messages;
      return iso(
        await db
          .select({ id: m.id, room_id: m.roomId, message: m.message, created_at: m.createdAt, deleted_at: m.deletedAt })
          .from(m)
          .where(eq(m.senderId, userId))
          .orderBy(asc(m.createdAt)),
      );
    },

    async notificationsOf(userId: string): Promise<Rows<'notifications'>> {
      const n = s.notifications;
      return iso(
        await db
          .select({ id: n.id, kind: n.kind, title: n.title, body: n.body, read_at: n.readAt, created_at: n.createdAt })
          .from(n)
          .where(and(eq(n.userId, userId), isNull(n.deletedAt)))
          .orderBy(asc(n.createdAt)),
      );
    },

    async filesOf(userId: string): Promise<Rows<'files'>> {
      const f = s.files;
      return iso(
        await db
          .select({ id: f.id, name: f.name, mime: f.mime, size: f.size, created_at: f.createdAt })
          .from(f)
          .where(and(eq(f.ownerId, userId), isNull(f.deletedAt)))
          .orderBy(asc(f.createdAt)),
      );
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

    async kindergartenOf(user: UserRecord): Promise<Rows<'kindergarten'>> {
      const [row] = await db
        .select({ id: s.kindergartens.id, name: s.kindergartens.name })
        .from(s.kindergartens)
        .where(eq(s.kindergartens.id, user.kindergartenId));
      return row!;
    },
  };
}
