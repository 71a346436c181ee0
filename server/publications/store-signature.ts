import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { FileRow } from '../repositories/file-repository.ts';
import type { Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import type { SignaturePng } from './signature-png.ts';

type SignatureChange = { viewer: Viewer; kindergartenId: string; signature: SignaturePng | null; previousId: string | null };

/**
 * The answer's signature as a file owned by the signer (visible only to them and their kindergarten's staff). The
 * same PNG again keeps the stored file; a new or no signature retires the previous file (a tombstone in sync).
 */
export async function storeSignature({ files }: Repositories, change: SignatureChange): Promise<FileRow | null> {
  const { viewer, kindergartenId, signature, previousId } = change;
  const previous = previousId ? await files.findRow(previousId) : undefined;
  if (signature && previous && previous.sha256 === createHash('sha256').update(signature.data).digest('hex')) return previous;
  if (previousId) await files.softDelete([previousId]);
  if (!signature) return null;
  return files.insert({
    id: uuidv7(), kindergartenId, ownerId: viewer.userId, mime: 'image/png', name: 'signature.png',
    data: signature.data, width: signature.width, height: signature.height,
  });
}
