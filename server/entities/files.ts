import { and, eq, isNotNull, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { fileRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { databaseFileStore } from '../files/file-store.ts';
import { carriedByChatMessage, fileOwnerAlive, thumbnailsOf } from '../repositories/file-owners.ts';
import { visibleRoomIds, type Viewer } from '../repositories/sync-visibility.ts';
import { ownRowsOldestFirst } from './own-rows.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { postsOfKindergarten, publicationVisible, staffOr, type PublicationTable } from './visibility-rules.ts';

/**
 * A parent sees files they own, pictures of the board and their thumbnails, and attachments of the news and events
 * they see; never another family's signature. Staff see every file of their kindergarten. A file a chat message
 * carries (and its thumbnail) only members of that message's room see, staff included. A live file row only while
 * what it belongs to lives (server/repositories/file-owners.ts); a deleted one, a tombstone, to whoever could see it.
 */
function filesVisible(viewer: Viewer): SQL | undefined {
  const f = s.files;
  const tombstone = isNotNull(f.deletedAt);
  // Through a deleted item or picture, only the file's tombstone.
  const attachments = (t: PublicationTable) =>
    sql`(select ${t.attachmentFileId} from ${t} where ${publicationVisible(t)(viewer)} and (${t.deletedAt} is null or ${tombstone}))`;
  const boardPictures = sql`(select ${s.blackboardImages.fileId} from ${s.blackboardImages}
    where ${s.blackboardImages.postId} in ${postsOfKindergarten(viewer)} and (${s.blackboardImages.deletedAt} is null or ${tombstone}))`;
  const m = s.messages;
  const inViewersRooms = carriedByChatMessage(
    sql`${m.roomId} in ${visibleRoomIds(viewer)} and (${m.deletedAt} is null or ${tombstone})`,
  );
  const reachable = staffOr(
    viewer,
    or(
      inViewersRooms,
      eq(f.ownerId, viewer.userId),
      sql`${f.id} in ${boardPictures}`,
      sql`${f.id} in ${thumbnailsOf(boardPictures)}`,
      sql`${f.id} in ${attachments(s.news)}`,
      sql`${f.id} in ${attachments(s.events)}`,
    ),
    eq(f.kindergartenId, viewer.kindergartenId),
  );
  const chatRule = or(not(carriedByChatMessage()), inViewersRooms);
  return and(reachable, chatRule, or(tombstone, fileOwnerAlive(viewer.kindergartenId)));
}

/** Metadata only; the bytes come from the file URL. A deleted account's uploads lose their bytes, signatures excepted. */
export const filesEntity = defineSyncedEntity({
  name: 'files',
  table: s.files,
  row: fileRowSchema,
  visible: filesVisible,
  dexie: 'id',
  account: {
    export: {
      key: 'files',
      rows: ownRowsOldestFirst(
        s.files,
        { id: s.files.id, name: s.files.name, mime: s.files.mime, size: s.files.size, created_at: s.files.createdAt },
        (userId) => and(eq(s.files.ownerId, userId), isNull(s.files.deletedAt)),
      ),
    },
    delete: {
      // Signatures under answers the kindergarten keeps stay.
      remove: async (db, userId) => {
        const signatures = db
          .select({ id: s.confirmations.signatureFileId })
          .from(s.confirmations)
          .where(and(eq(s.confirmations.userId, userId), isNotNull(s.confirmations.signatureFileId)));
        const kept = (await signatures).map((row) => row.id!).filter(Boolean);
        const removed = await db
          .update(s.files)
          .set({ name: '', size: 0, deletedAt: new Date() })
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
    },
  },
});
