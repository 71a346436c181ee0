import { eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';

/** What a removal took, table by table (tables it found nothing in are left out). */
export type Removed = { table: string; rows: number }[];

/**
 * Removes a kindergarten and everything of it for good: its rows in every table, and the rows that reach it only
 * through its users (sign-ins, devices, notifications, stored answers of repeated requests). Children before parents,
 * so the foreign keys hold at each step; call it in one transaction. Deleting the file rows removes their bytes.
 */
export function kindergartenRemovalRepository(db: Db) {
  return {
    async remove(kindergartenId: string): Promise<Removed> {
      const userIds = db.select({ id: s.users.id }).from(s.users).where(eq(s.users.kindergartenId, kindergartenId));
      const roomIds = db.select({ id: s.rooms.id }).from(s.rooms).where(eq(s.rooms.kindergartenId, kindergartenId));
      const postIds = db
        .select({ id: s.blackboardPosts.id })
        .from(s.blackboardPosts)
        .where(eq(s.blackboardPosts.kindergartenId, kindergartenId));
      const childIds = db
        .select({ id: s.children.id })
        .from(s.children)
        .where(eq(s.children.kindergartenId, kindergartenId));
      const codeIds = db
        .select({ id: s.inviteCodes.id })
        .from(s.inviteCodes)
        .where(eq(s.inviteCodes.kindergartenId, kindergartenId));

      const familyInviteIds = db
        .select({ id: s.familyInvites.id })
        .from(s.familyInvites)
        .where(eq(s.familyInvites.kindergartenId, kindergartenId));

      const steps: [PgTable, SQL | undefined][] = [
        [s.idempotencyKeys, inArray(s.idempotencyKeys.userId, userIds)],
        [s.tokens, inArray(s.tokens.userId, userIds)],
        [s.fcmTokens, inArray(s.fcmTokens.userId, userIds)],
        [s.passwordResets, inArray(s.passwordResets.userId, userIds)],
        [s.notifications, inArray(s.notifications.userId, userIds)],
        [s.messages, or(inArray(s.messages.roomId, roomIds), inArray(s.messages.senderId, userIds))],
        [s.roomMembers, or(inArray(s.roomMembers.roomId, roomIds), inArray(s.roomMembers.userId, userIds))],
        [s.rooms, eq(s.rooms.kindergartenId, kindergartenId)],
        [s.comments, or(inArray(s.comments.postId, postIds), inArray(s.comments.authorId, userIds))],
        [s.blackboardImages, inArray(s.blackboardImages.postId, postIds)],
        [s.blackboardPosts, eq(s.blackboardPosts.kindergartenId, kindergartenId)],
        [s.itemReads, eq(s.itemReads.kindergartenId, kindergartenId)],
        [s.confirmations, eq(s.confirmations.kindergartenId, kindergartenId)],
        [s.news, eq(s.news.kindergartenId, kindergartenId)],
        [s.events, eq(s.events.kindergartenId, kindergartenId)],
        [s.contentTranslations, eq(s.contentTranslations.kindergartenId, kindergartenId)],
        [s.translationUsage, eq(s.translationUsage.kindergartenId, kindergartenId)],
        [s.absences, eq(s.absences.kindergartenId, kindergartenId)],
        [s.rollCallEntries, eq(s.rollCallEntries.kindergartenId, kindergartenId)],
        [s.rollCalls, eq(s.rollCalls.kindergartenId, kindergartenId)],
        [s.childRecordChanges, inArray(s.childRecordChanges.childId, childIds)],
        [s.childRecords, eq(s.childRecords.kindergartenId, kindergartenId)],
        [
          s.familyInviteChildren,
          or(
            inArray(s.familyInviteChildren.inviteId, familyInviteIds),
            inArray(s.familyInviteChildren.childId, childIds),
          ),
        ],
        [s.familyInvites, eq(s.familyInvites.kindergartenId, kindergartenId)],
        [s.guardians, or(inArray(s.guardians.childId, childIds), inArray(s.guardians.userId, userIds))],
        [
          s.inviteCodeChildren,
          or(inArray(s.inviteCodeChildren.inviteCodeId, codeIds), inArray(s.inviteCodeChildren.childId, childIds)),
        ],
        [s.inviteCodes, eq(s.inviteCodes.kindergartenId, kindergartenId)],
        [s.menuDays, eq(s.menuDays.kindergartenId, kindergartenId)],
        [s.children, eq(s.children.kindergartenId, kindergartenId)],
        [s.groups, eq(s.groups.kindergartenId, kindergartenId)],
        [s.files, eq(s.files.kindergartenId, kindergartenId)],
        [s.users, eq(s.users.kindergartenId, kindergartenId)],
        [s.kindergartens, eq(s.kindergartens.id, kindergartenId)],
      ];
      const removed: Removed = [];
      for (const [table, where] of steps) {
        const rows = await db
          .delete(table)
          .where(where)
          .returning({ one: sql`1` });
        if (rows.length > 0) removed.push({ table: getTableName(table), rows: rows.length });
      }
      return removed;
    },
  };
}
