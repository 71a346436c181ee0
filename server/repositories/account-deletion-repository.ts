import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { databaseFileStore } from '../files/file-store.ts';

const now = () => new Date();

/**
 * The steps of deleting an account (DELETE /api/user); call them in one transaction. Rows other people rely on keep
 * their id (foreign keys) but lose everything that names the person.
 */
export function accountDeletionRepository(db: Db) {
  return {
    /** The user row stays as an anonymous tombstone: absences and answers point at it; the e-mail is free again. */
    async anonymiseUser(userId: string): Promise<void> {
      await db
        .update(s.users)
        .set({
          username: `deleted-${userId}@deleted.invalid`,
          name: '',
          passwordHash: '!',
          phone: '',
          jobTitle: '',
          contactPublic: false,
          pushNotification: false,
          googleLanguage: null,
          deletedAt: now(),
        })
        .where(eq(s.users.id, userId));
    },

    /**
     * Sign-ins, push devices and reset codes. Stored answers of repeated requests stay for their 24 hours: the
     * request deleting the account records its own answer there.
     */
    async forgetCredentials(userId: string): Promise<void> {
      await db
        .update(s.tokens)
        .set({ revokedAt: now() })
        .where(and(eq(s.tokens.userId, userId), isNull(s.tokens.revokedAt)));
      await db.delete(s.fcmTokens).where(eq(s.fcmTokens.userId, userId));
      await db.delete(s.passwordResets).where(eq(s.passwordResets.userId, userId));
    },

    /** No longer guardian of any child nor member of any chat room. */
    async endMemberships(userId: string): Promise<void> {
      await db
        .update(s.guardians)
        .set({ deletedAt: now() })
        .where(and(eq(s.guardians.userId, userId), isNull(s.guardians.deletedAt)));
      await db
        .update(s.roomMembers)
        .set({ deletedAt: now() })
        .where(and(eq(s.roomMembers.userId, userId), isNull(s.roomMembers.deletedAt)));
    },

    /** Notifications were for this user alone. */
    async deleteNotifications(userId: string): Promise<void> {
      await db.delete(s.notifications).where(eq(s.notifications.userId, userId));
    },

    /** Chat messages, board posts (with their pictures and comments) and comments: emptied and removed everywhere. */
    async removeAuthoredContent(userId: string): Promise<void> {
      const removed = { deletedAt: now() };
      await db
        .update(s.messages)
        .set({ message: '', ...removed })
        .where(and(eq(s.messages.senderId, userId), isNull(s.messages.deletedAt)));
      await db
        .update(s.comments)
        .set({ comment: '', ...removed })
        .where(and(eq(s.comments.authorId, userId), isNull(s.comments.deletedAt)));
      const posts = sql`(select ${s.blackboardPosts.id} from ${s.blackboardPosts} where ${s.blackboardPosts.authorId} = ${userId})`;
      await db
        .update(s.comments)
        .set({ comment: '', ...removed })
        .where(and(sql`${s.comments.postId} in ${posts}`, isNull(s.comments.deletedAt)));
      await db
        .update(s.blackboardImages)
        .set(removed)
        .where(and(sql`${s.blackboardImages.postId} in ${posts}`, isNull(s.blackboardImages.deletedAt)));
      await db
        .update(s.blackboardPosts)
        .set({ title: '', description: '', ...removed })
        .where(and(eq(s.blackboardPosts.authorId, userId), isNull(s.blackboardPosts.deletedAt)));
    },

    /** Uploaded files lose their bytes, except signatures under answers the kindergarten keeps. */
    async removeOwnFiles(userId: string): Promise<void> {
      const signatures = db
        .select({ id: s.confirmations.signatureFileId })
        .from(s.confirmations)
        .where(and(eq(s.confirmations.userId, userId), isNotNull(s.confirmations.signatureFileId)));
      const kept = (await signatures).map((row) => row.id!).filter(Boolean);
      const removed = await db
        .update(s.files)
        .set({ name: '', size: 0, deletedAt: now() })
        .where(
          and(
            eq(s.files.ownerId, userId),
            isNull(s.files.deletedAt),
            kept.length ? notInArray(s.files.id, kept) : undefined,
          ),
        )
        .returning({ id: s.files.id });
      await databaseFileStore(db).remove(removed.map((row) => row.id));
    },
  };
}
