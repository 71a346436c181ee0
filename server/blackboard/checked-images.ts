import { createHash } from 'node:crypto';
import { blackboardLimits } from '#contract/blackboard-rules';
import { storageQuotaExceeded } from '#contract/files-quota';
import { makeThumbnail, reencodePicture, type Picture } from '../files/decode-image.ts';
import { storedFileName } from '../files/file-name.ts';
import { quotaExceededMessage, type FilesQuota } from '../files/files-quota.ts';
import { probeImage, type ProbedImage } from '#contract/image-probe';
import type { UploadedFile } from '../files/read-multipart.ts';
import { rejection, type Rejected } from './blackboard-rules.ts';

/** `thumbnail`: the list-sized copy stored beside it. */
export type CheckedImage = ProbedImage & { name: string; data: Buffer; sha256: string; thumbnail: Picture };

const megabytes = blackboardLimits.imageMaxBytes / 1024 / 1024;
export const imageTooLarge = (field: string, status?: 413 | 422) =>
  rejection('image_too_large', field, `An image may be at most ${megabytes} MB.`, status);
export const tooManyImages = (field: string) => rejection('too_many_images', field, `A post may have at most ${blackboardLimits.imagesPerPost} images.`);

/** The images would take the kindergarten's files over FILES_QUOTA_MB. */
export const overQuota = (quota: FilesQuota, field: string) => rejection(storageQuotaExceeded, field, quotaExceededMessage(quota));
export const imageBytes = (images: CheckedImage[]) => images.reduce((sum, image) => sum + image.data.length + image.thumbnail.data.length, 0);

const notAnImage = (field: string) => rejection('image_type_not_allowed', field, 'Images must be JPEG, PNG, WebP or GIF files.');

/**
 * Every upload must be a JPEG, PNG, WebP or GIF by its bytes, at most 10 MB and 50 million pixels, and decode to its
 * end within that limit: a few bytes claiming a huge image (a decompression bomb) would exhaust every phone that shows
 * the post. What is stored is the server's own re-encoding, so no photo keeps the GPS position it was taken at, with
 * a thumbnail for lists. The first failure refuses them all.
 */
export async function checkImages(files: UploadedFile[], field: string): Promise<CheckedImage[] | Rejected> {
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.truncated || file.data.length > blackboardLimits.imageMaxBytes) return imageTooLarge(field);
    const probed = probeImage(file.data);
    if (!probed) return notAnImage(field);
    if (probed.width * probed.height > blackboardLimits.imageMaxPixels) return rejection('image_too_many_pixels', field, 'An image may have at most 50 million pixels.');
    const picture = await reencodePicture(file.data, blackboardLimits.imageMaxPixels, blackboardLimits.storedImageMaxDimension);
    const thumbnail = picture && (await makeThumbnail(picture, blackboardLimits.imageMaxPixels, blackboardLimits.thumbnailMaxDimension));
    if (!picture || !thumbnail) return notAnImage(field);
    const { data, mime, width, height } = picture;
    const name = storedFileName(file.name, mime, { fallback: 'image' });
    checked.push({ mime, width, height, data, name, sha256: createHash('sha256').update(data).digest('hex'), thumbnail });
  }
  return checked;
}
