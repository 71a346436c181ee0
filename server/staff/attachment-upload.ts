import { v7 as uuidv7 } from 'uuid';
import { staffLimits } from '#contract/staff-rules';
import { FileTooLargeError, type WrittenBytes } from '../files/file-store.ts';
import { storedFileName } from '../files/file-name.ts';
import { overflows, peek, type IncomingFile } from '../files/read-multipart.ts';
import { storageQuotaExceeded } from '#contract/files-quota';
import type { Db } from '../db/client.ts';
import { exceedsQuota, quotaExceededMessage, type FilesQuota } from '../files/files-quota.ts';
import type { FileRepository, FileRow } from '../repositories/file-repository.ts';
import { inTransaction } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { staffRejection, type StaffRejected } from './staff-rules.ts';

/** A PDF stored while it arrived, not live yet. */
export type ReceivedAttachment = { id: string; kindergartenId: string; written: WrittenBytes };

export const attachmentMissing = (message = 'Choose a PDF to upload.') =>
  staffRejection('attachment_missing', 'file', message);
const tooLarge = () => staffRejection('attachment_too_large', 'file', 'A PDF may be at most 10 MB.');
const notPdf = () => staffRejection('attachment_not_pdf', 'file', 'Only PDF files can be attached.');
const pdfMagic = '%PDF-';

/**
 * A PDF attachment written to the file store piece by piece as it arrives, the 10 MB cap counted while reading. A
 * file refused on the way (over the cap, not a PDF, empty) leaves nothing stored; a file over the cap is refused as
 * too large whatever else is wrong with it.
 */
export async function receiveAttachment(
  files: FileRepository,
  viewer: Viewer,
  file: IncomingFile,
): Promise<ReceivedAttachment | StaffRejected> {
  let head: Buffer;
  let whole: IncomingFile['stream'];
  try {
    ({ head, whole } = await peek(file.stream, pdfMagic.length));
  } catch (error) {
    if (error instanceof FileTooLargeError) return tooLarge();
    throw error;
  }
  if (head.length === 0) return attachmentMissing();
  if (head.toString('latin1') !== pdfMagic) return (await overflows(whole)) ? tooLarge() : notPdf();
  const id = uuidv7();
  const name = storedFileName(file.name, 'application/pdf', {
    fallback: 'attachment',
    maxLength: staffLimits.attachmentNameMaxLength,
  });
  await files.beginUpload({
    id,
    kindergartenId: viewer.kindergartenId,
    ownerId: viewer.userId,
    mime: 'application/pdf',
    name,
  });
  try {
    return {
      id,
      kindergartenId: viewer.kindergartenId,
      written: await files.store.write(id, whole, staffLimits.attachmentMaxBytes),
    };
  } catch (error) {
    await files.discardUpload(id);
    if (error instanceof FileTooLargeError) return tooLarge();
    throw error;
  }
}

/**
 * The form's one attachment goes live, unless it takes the kindergarten over FILES_QUOTA_MB; any other the form
 * carried (a refusal came later in the form, or there were more files than allowed) is discarded with its bytes.
 */
export async function settleAttachments(
  db: Db,
  quota: FilesQuota,
  received: ReceivedAttachment[],
  keep: ReceivedAttachment | undefined,
): Promise<FileRow | StaffRejected | undefined> {
  return inTransaction(db, async ({ files, ...repositories }) => {
    for (const attachment of received) if (attachment !== keep) await files.discardUpload(attachment.id);
    if (!keep) return undefined;
    if (await exceedsQuota({ files, ...repositories }, quota, keep.kindergartenId, keep.written.size)) {
      await files.discardUpload(keep.id);
      return staffRejection(storageQuotaExceeded, 'file', quotaExceededMessage(quota));
    }
    return files.completeUpload(keep.id, keep.written);
  });
}
