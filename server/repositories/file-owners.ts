import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import * as s from '../db/schema/index.ts';

/**
 * What a stored file belongs to: a picture of a board post, the attachment of a news item, an event or a chat message,
 * the signature under an answer. A file is only as alive as that owner; deleting a post, removing a picture, deleting an item or
 * withdrawing an answer may leave the file row itself live (rows written before owners retired their files, or an
 * attachment another item still uses), so every rule asks the owner too. A picture's thumbnail belongs to its picture.
 */

/** The pictures whose thumbnails are asked about; an alias, as the rules below also speak of the outer `files` row. */
const pictures = alias(s.files, 'pictures');
const picturesFrom = sql`${s.files} as ${sql.identifier('pictures')}`;

/** The thumbnails of the pictures among `fileIds` (a subquery of file ids). */
export const thumbnailsOf = (fileIds: SQL): SQL =>
  sql`(select ${pictures.thumbnailId} from ${picturesFrom} where ${pictures.id} in ${fileIds})`;

/** Pictures of the kindergarten's live posts, their image rows live. */
const livePictures = (
  kindergartenId: string,
): SQL => sql`(select ${s.blackboardImages.fileId} from ${s.blackboardImages}
  join ${s.blackboardPosts} on ${s.blackboardPosts.id} = ${s.blackboardImages.postId}
  where ${s.blackboardPosts.kindergartenId} = ${kindergartenId} and ${s.blackboardPosts.deletedAt} is null and ${s.blackboardImages.deletedAt} is null)`;

/** Attachments of the kindergarten's live items. */
const liveAttachments = (t: typeof s.news | typeof s.events, kindergartenId: string): SQL =>
  sql`(select ${t.attachmentFileId} from ${t} where ${t.kindergartenId} = ${kindergartenId} and ${t.attachmentFileId} is not null and ${t.deletedAt} is null)`;

const liveItemIds = (t: typeof s.news | typeof s.events) =>
  sql`(select ${t.id} from ${t} where ${t.deletedAt} is null)`;

/** Attachments of the kindergarten's live chat messages in live rooms. */
const liveChatAttachments = (kindergartenId: string): SQL => {
  const m = s.messages;
  return sql`(select ${m.attachmentFileId} from ${m} join ${s.rooms} on ${s.rooms.id} = ${m.roomId}
    where ${s.rooms.kindergartenId} = ${kindergartenId} and ${s.rooms.deletedAt} is null
      and ${m.attachmentFileId} is not null and ${m.deletedAt} is null)`;
};

/** Signatures under the kindergarten's live answers to live items. */
const liveSignatures = (kindergartenId: string): SQL => {
  const c = s.confirmations;
  return sql`(select ${c.signatureFileId} from ${c} where ${c.kindergartenId} = ${kindergartenId} and ${c.signatureFileId} is not null
    and ${c.deletedAt} is null and (${c.newsId} in ${liveItemIds(s.news)} or ${c.eventId} in ${liveItemIds(s.events)}))`;
};

/** Every file the kindergarten's posts, items, answers and pictures refer to, whether those are live or not. */
const referencedFiles = (kindergartenId: string): SQL => sql`(
  select ${pictures.thumbnailId} from ${picturesFrom} where ${pictures.kindergartenId} = ${kindergartenId} and ${pictures.thumbnailId} is not null
  union all
  select ${s.blackboardImages.fileId} from ${s.blackboardImages} join ${s.blackboardPosts} on ${s.blackboardPosts.id} = ${s.blackboardImages.postId}
    where ${s.blackboardPosts.kindergartenId} = ${kindergartenId}
  union all select ${s.news.attachmentFileId} from ${s.news} where ${s.news.kindergartenId} = ${kindergartenId} and ${s.news.attachmentFileId} is not null
  union all select ${s.events.attachmentFileId} from ${s.events} where ${s.events.kindergartenId} = ${kindergartenId} and ${s.events.attachmentFileId} is not null
  union all select ${s.confirmations.signatureFileId} from ${s.confirmations}
    where ${s.confirmations.kindergartenId} = ${kindergartenId} and ${s.confirmations.signatureFileId} is not null
  union all select ${s.messages.attachmentFileId} from ${s.messages} join ${s.rooms} on ${s.rooms.id} = ${s.messages.roomId}
    where ${s.rooms.kindergartenId} = ${kindergartenId} and ${s.messages.attachmentFileId} is not null)`;

const ownerAlive = (id: PgColumn, kindergartenId: string): SQL =>
  sql`(${id} in ${livePictures(kindergartenId)} or ${id} in ${liveAttachments(s.news, kindergartenId)}
    or ${id} in ${liveAttachments(s.events, kindergartenId)} or ${id} in ${liveSignatures(kindergartenId)}
    or ${id} in ${liveChatAttachments(kindergartenId)} or ${id} not in ${referencedFiles(kindergartenId)})`;

/** Thumbnails of the kindergarten's live pictures that are alive themselves. */
const liveThumbnails = (kindergartenId: string): SQL => sql`(select ${pictures.thumbnailId} from ${picturesFrom}
  where ${pictures.kindergartenId} = ${kindergartenId} and ${pictures.thumbnailId} is not null and ${pictures.deletedAt} is null
    and ${ownerAlive(pictures.id, kindergartenId)})`;

/**
 * The file has a live owner, or none yet (an attachment uploaded for an item not saved yet belongs to its uploader
 * alone); a thumbnail, a live picture. The one rule for which files are served, synced and kept: a file without it
 * loses its bytes.
 */
export function fileOwnerAlive(kindergartenId: string): SQL {
  const id = s.files.id;
  return sql`(${ownerAlive(id, kindergartenId)} or ${id} in ${liveThumbnails(kindergartenId)})`;
}

/**
 * The file is carried by a chat message passing `messageFilter` (any message when absent, deleted ones too), or is the
 * thumbnail of such a file. Only the members of a message's room may read what it carries.
 */
export function carriedByChatMessage(messageFilter?: SQL): SQL {
  const m = s.messages;
  const carried = sql`(select ${m.attachmentFileId} from ${m} where ${m.attachmentFileId} is not null${
    messageFilter ? sql` and ${messageFilter}` : sql``
  })`;
  return sql`(${s.files.id} in ${carried} or ${s.files.id} in (select ${pictures.thumbnailId} from ${picturesFrom}
    where ${pictures.id} in ${carried} and ${pictures.thumbnailId} is not null))`;
}
