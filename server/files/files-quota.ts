import { bytesPerMegabyte } from '#contract/files-quota';
import type { Db } from '../db/client.ts';
import type { FileRow, NewFile } from '../repositories/file-repository.ts';
import { inTransaction, type Repositories } from '../repositories/repositories.ts';

/** FILES_QUOTA_MB in bytes, or null: the kindergartens' files are not bounded. */
export type FilesQuota = { limitBytes: number | null };

export const filesQuota = (megabytes: number | undefined): FilesQuota => ({
  limitBytes: megabytes === undefined ? null : Math.floor(megabytes * bytesPerMegabyte),
});

/** The server's English words for `storage_quota_exceeded` (the client shows its own text for the code). */
export const quotaExceededMessage = (quota: FilesQuota) =>
  `The kindergarten's files would exceed its storage limit of ${formatMegabytes(quota.limitBytes ?? 0)}.`;

const formatMegabytes = (bytes: number) => `${Math.round((bytes / bytesPerMegabyte) * 10) / 10} MB`;

/**
 * Whether storing `incomingBytes` more would take the kindergarten's live files over the quota. Call it in the
 * transaction that stores them, right before: it holds the kindergarten's other uploads until that transaction ends.
 */
export async function exceedsQuota(
  repositories: Repositories,
  quota: FilesQuota,
  kindergartenId: string,
  incomingBytes: number,
): Promise<boolean> {
  if (quota.limitBytes === null || incomingBytes === 0) return false;
  await repositories.files.lockUploads(kindergartenId);
  const { total } = await repositories.files.usage(kindergartenId);
  return total + incomingBytes > quota.limitBytes;
}

/** Stores a file that belongs to nothing else written with it (an attachment), or answers undefined over the quota. */
export function storeWithinQuota(db: Db, quota: FilesQuota, file: NewFile): Promise<FileRow | undefined> {
  return inTransaction(db, async (repositories) =>
    (await exceedsQuota(repositories, quota, file.kindergartenId, file.data.length))
      ? undefined
      : repositories.files.insert(file),
  );
}
