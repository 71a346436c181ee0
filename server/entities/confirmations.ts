import { and, asc, eq, isNull } from 'drizzle-orm';
import { confirmationRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { parentSeesAnswer, staffOr } from './visibility-rules.ts';

/**
 * Answers to letters and events (with signatures): the kindergarten must document them, so they stay. A parent
 * receives their family's: their own and every guardian's for their children.
 */
export const confirmationsEntity = defineSyncedEntity({
  name: 'confirmations',
  table: s.confirmations,
  row: confirmationRowSchema,
  visible: (viewer) =>
    staffOr(viewer, parentSeesAnswer(viewer), eq(s.confirmations.kindergartenId, viewer.kindergartenId)),
  dexie: 'id, news_id, event_id, user_id',
  account: {
    export: {
      key: 'confirmations',
      rows: async (db, { user }) => {
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
          .where(and(eq(c.userId, user.id), isNull(c.deletedAt)))
          .orderBy(asc(c.createdAt));
        return rows.map(({ signature, ...row }) => withIsoDates({ ...row, has_signature: signature !== null }));
      },
    },
    delete: 'kept',
  },
});
