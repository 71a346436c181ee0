import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { storageQuotaExceeded } from '#contract/files-quota';
import { exceedsQuota, quotaExceededMessage, type FilesQuota } from '../files/files-quota.ts';
import type { FileRow } from '../repositories/file-repository.ts';
import type { Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { rejection, type Rejected } from './answer-rules.ts';
import type { SignaturePng } from './signature-png.ts';

type SignatureChange = {
  viewer: Viewer;
  kindergartenId: string;
  signature: SignaturePng | null;
  previousId: string | null;
  quota: FilesQuota;
};

/**
 * The answer's signature as a file owned by the signer (visible only to them and their kindergarten's staff). The
 * same PNG again keeps the stored file; a new or no signature retires the previous file (a tombstone in sync). A new
 * one is measured against the quota as replacing the previous, and refused before anything changes.
 */
export async function storeSignature(
  repositories: Repositories,
  change: SignatureChange,
): Promise<FileRow | null | Rejected> {
  const { files } = repositories;
  const { viewer, kindergartenId, signature, previousId, quota } = change;
  const previous = previousId ? await files.findRow(previousId) : undefined;
  if (signature && previous && previous.sha256 === createHash('sha256').update(signature.data).digest('hex'))
    return previous;
  const growth = (signature?.data.length ?? 0) - (previous && !previous.deleted_at ? previous.size : 0);
  if (growth > 0 && (await exceedsQuota(repositories, quota, kindergartenId, growth)))
    return rejection(storageQuotaExceeded, 'signature', quotaExceededMessage(quota));
  if (previousId) await files.softDelete([previousId]);
  if (!signature) return null;
  return files.insert({
    id: uuidv7(),
    kindergartenId,
    ownerId: viewer.userId,
    mime: 'image/png',
    name: 'signature.png',
    data: signature.data,
    width: signature.width,
    height: signature.height,
  });
}
