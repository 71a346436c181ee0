import { buffer } from 'node:stream/consumers';
import { chatAttachmentLimits, chatPictureTypes } from '#contract/chat-attachment-rules';
import { storageQuotaExceeded } from '#contract/files-quota';
import { probeImage } from '#contract/image-probe';
import { checkImage, type CheckedImage } from '../blackboard/checked-images.ts';
import { isRejected } from '../blackboard/blackboard-rules.ts';
import type { Db } from '../db/client.ts';
import { FileTooLargeError } from '../files/file-store.ts';
import { storedFileName } from '../files/file-name.ts';
import { exceedsQuota, quotaExceededMessage, type FilesQuota } from '../files/files-quota.ts';
import { overflows, peek, type IncomingFile } from '../files/read-multipart.ts';
import type { FileRow } from '../repositories/file-repository.ts';
import { inTransaction } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { chatRejection, type ChatRejected } from './chat-access.ts';

/** A chat attachment as checked while it arrived: the server's re-encoded picture, or the PDF's bytes. */
export type ReceivedChatFile = { picture: CheckedImage } | { pdf: { name: string; data: Buffer } };

const megabytes = chatAttachmentLimits.maxBytes / 1024 / 1024;
export const attachmentTooLarge = (status: 413 | 422 = 422): ChatRejected => {
  const refused = chatRejection('attachment_too_large', 'file', `A file may be at most ${megabytes} MB.`);
  return { ...refused, status };
};
export const attachmentNotAllowed = () =>
  chatRejection('attachment_type_not_allowed', 'file', 'Attach a JPEG, PNG or WebP photo or a PDF.');
const pdfMagic = '%PDF-';

/**
 * Decides by the bytes what the file is. A picture goes through the board's pipeline (type and pixels checked,
 * re-encoded upright without EXIF or GPS, a thumbnail made); a PDF is kept as sent. Over the cap is refused as too
 * large whatever else is wrong with it.
 */
export async function receiveChatFile(file: IncomingFile): Promise<ReceivedChatFile | ChatRejected> {
  try {
    const { head, whole } = await peek(file.stream, 16);
    if (head.length === 0) return attachmentNotAllowed();
    if (head.toString('latin1').startsWith(pdfMagic)) {
      const name = storedFileName(file.name, 'application/pdf', {
        fallback: 'document',
        maxLength: chatAttachmentLimits.nameMaxLength,
      });
      return { pdf: { name, data: await buffer(whole) } };
    }
    const probed = probeImage(head);
    if (probed && !(chatPictureTypes as readonly string[]).includes(probed.mime))
      return (await overflows(whole)) ? attachmentTooLarge() : attachmentNotAllowed();
    const picture = await checkImage({ ...file, stream: whole }, 'file');
    if (!isRejected(picture)) return { picture };
    return picture.rejected.code === 'image_too_large' ? attachmentTooLarge() : attachmentNotAllowed();
  } catch (error) {
    if (error instanceof FileTooLargeError) return attachmentTooLarge();
    throw error;
  }
}

const bytesOf = (file: ReceivedChatFile) =>
  'pdf' in file ? file.pdf.data.length : file.picture.data.length + file.picture.thumbnail.data.length;

/**
 * Stores the checked file under the client's id, owned by the uploader, unless it takes the kindergarten over its
 * quota. A repeat of the same upload (same id, same uploader) answers the file stored the first time; an id someone
 * else's file has is refused. Answers the file and its thumbnail.
 */
export async function storeChatFile(
  db: Db,
  viewer: Viewer,
  id: string,
  file: ReceivedChatFile,
  quota: FilesQuota,
): Promise<FileRow[] | ChatRejected> {
  return inTransaction(db, async (repositories) => {
    const { files } = repositories;
    const existing = await files.findRow(id);
    if (existing) {
      if (existing.owner_id !== viewer.userId || existing.deleted_at)
        return chatRejection('id_taken', 'id', 'This id belongs to another file.');
      return files.rowsByIds([existing.id, ...(existing.thumbnail_id ? [existing.thumbnail_id] : [])]);
    }
    if (await exceedsQuota(repositories, quota, viewer.kindergartenId, bytesOf(file)))
      return chatRejection(storageQuotaExceeded, 'file', quotaExceededMessage(quota));
    const owner = { id, kindergartenId: viewer.kindergartenId, ownerId: viewer.userId };
    if ('pdf' in file) return [await files.insert({ ...owner, mime: 'application/pdf', ...file.pdf })];
    const { picture } = file;
    const row = await files.insertPicture(
      {
        ...owner,
        mime: picture.mime,
        name: picture.name,
        sha256: picture.sha256,
        width: picture.width,
        height: picture.height,
        data: picture.data,
      },
      picture.thumbnail,
    );
    return files.rowsByIds([row.id, row.thumbnail_id!]);
  });
}
