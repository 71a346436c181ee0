import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { files } from '../db/schema/index.ts';
import { databaseFileStore } from '../files/file-store.ts';
import { picture, type PictureName } from './pictures.ts';
import type { SeedTx } from './seed-tx.ts';

type FileOwner = { kindergartenId: string; ownerId?: string; createdAt?: Date };

/** Stores a file the way an upload does, its bytes in the file store and in the row: mime, size, sha256 and, for images, the dimensions. */
export async function storeFile(
  tx: SeedTx,
  file: FileOwner & { name: string; mime: string; data: Uint8Array; width?: number; height?: number },
): Promise<string> {
  const id = uuidv7();
  await tx.insert(files).values({
    id,
    kindergartenId: file.kindergartenId,
    ownerId: file.ownerId ?? null,
    mime: file.mime,
    name: file.name,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    width: file.width ?? null,
    height: file.height ?? null,
    ...(file.createdAt ? { createdAt: file.createdAt, updatedAt: file.createdAt } : {}),
  });
  await databaseFileStore(tx).write(id, [file.data], file.data.length);
  return id;
}

export function storePng(tx: SeedTx, file: FileOwner & { picture: PictureName }): Promise<string> {
  const { data, width, height } = picture(file.picture);
  return storeFile(tx, { ...file, name: `${file.picture}.png`, mime: 'image/png', data, width, height });
}
