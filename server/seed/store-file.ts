import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { blackboardLimits } from '#contract/blackboard-rules';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { makeThumbnail, reencodePicture } from '../files/decode-image.ts';
import { databaseFileStore } from '../files/file-store.ts';
import { storedFileName } from '../files/file-name.ts';
import { fileRepository } from '../repositories/file-repository.ts';
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

/** A board picture as an upload stores it: the server's re-encoding, with its thumbnail. */
export async function storeBoardPicture(tx: SeedTx, file: FileOwner & { picture: PictureName }): Promise<string> {
  const { imageMaxPixels, storedImageMaxDimension, thumbnailMaxDimension } = blackboardLimits;
  const stored = await reencodePicture(picture(file.picture).data, imageMaxPixels, storedImageMaxDimension);
  const thumbnail = stored && (await makeThumbnail(stored, imageMaxPixels, thumbnailMaxDimension));
  if (!stored || !thumbnail) throw new Error(`the demo picture ${file.picture} does not decode`);
  const row = await fileRepository(tx as unknown as Db).insertPicture(
    {
      id: uuidv7(),
      kindergartenId: file.kindergartenId,
      ownerId: file.ownerId ?? null,
      ...stored,
      name: storedFileName(file.picture, stored.mime, { fallback: 'image' }),
      createdAt: file.createdAt,
      updatedAt: file.createdAt,
    },
    thumbnail,
  );
  return row.id;
}
