import { createHash } from 'node:crypto';
import { blackboardLimits } from '#contract/blackboard-rules';
import { storageQuotaExceeded } from '#contract/files-quota';
import { probeImage, type ProbedImage } from '#contract/image-probe';
import { makeThumbnail, reencodePicture, type Picture } from '../files/decode-image.ts';
import { FileTooLargeError } from '../files/file-store.ts';
import { storedFileName } from '../files/file-name.ts';
import { quotaExceededMessage, type FilesQuota } from '../files/files-quota.ts';
import { overflows, peek, type IncomingFile } from '../files/read-multipart.ts';
import { isRejected, rejection, type Rejected } from './blackboard-rules.ts';

/** `thumbnail`: the list-sized copy stored beside it. */
export type CheckedImage = ProbedImage & { name: string; data: Buffer; sha256: string; thumbnail: Picture };

const megabytes = blackboardLimits.imageMaxBytes / 1024 / 1024;
export const imageTooLarge = (field: string, status?: 413 | 422) =>
  rejection('image_too_large', field, `An image may be at most ${megabytes} MB.`, status);
export const tooManyImages = (field: string) =>
  rejection('too_many_images', field, `A post may have at most ${blackboardLimits.imagesPerPost} images.`);

/** The images would take the kindergarten's files over FILES_QUOTA_MB. */
export const overQuota = (quota: FilesQuota, field: string) =>
  rejection(storageQuotaExceeded, field, quotaExceededMessage(quota));
export const imageBytes = (images: CheckedImage[]) =>
  images.reduce((sum, image) => sum + image.data.length + image.thumbnail.data.length, 0);

const notAnImage = (field: string) =>
  rejection('image_type_not_allowed', field, 'Images must be JPEG, PNG, WebP or GIF files.');
const tooManyPixels = (field: string) =>
  rejection('image_too_many_pixels', field, 'An image may have at most 50 million pixels.');

/** What the type and the dimensions are read from. A JPEG names its size in the frame header, after its metadata. */
const headBytes = 1024 * 1024;

/**
 * A JPEG whose metadata segments (extended XMP with a depth map, say) run past the head: its frame header comes later,
 * so sharp, which refuses more than `imageMaxPixels` from that header before decoding, reads its size.
 */
const jpegFrameBeyondHead = (head: Buffer) =>
  head.length === headBytes && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;

/**
 * Every upload must be a JPEG, PNG, WebP or GIF by its bytes, at most 10 MB and 50 million pixels, and decode to its
 * end within that limit: a few bytes claiming a huge image (a decompression bomb) would exhaust every phone that shows
 * the post. What is stored is the server's own re-encoding, so no photo keeps the GPS position it was taken at, with
 * a thumbnail for lists. The bytes go to sharp while they arrive; a file over the cap is refused as too large,
 * whatever else is wrong with it.
 */
export async function checkImage(file: IncomingFile, field: string): Promise<CheckedImage | Rejected> {
  try {
    const { head, whole } = await peek(file.stream, headBytes);
    const refuse = async (refusal: Rejected) => ((await overflows(whole)) ? imageTooLarge(field) : refusal);
    const probed = probeImage(head);
    if (!probed && !jpegFrameBeyondHead(head)) return refuse(notAnImage(field));
    if (probed && probed.width * probed.height > blackboardLimits.imageMaxPixels) return refuse(tooManyPixels(field));
    const picture = await reencodePicture(
      whole,
      blackboardLimits.imageMaxPixels,
      blackboardLimits.storedImageMaxDimension,
    );
    const thumbnail =
      picture &&
      (await makeThumbnail(picture, blackboardLimits.imageMaxPixels, blackboardLimits.thumbnailMaxDimension));
    if (!picture || !thumbnail) return notAnImage(field);
    const { data, mime, width, height } = picture;
    const name = storedFileName(file.name, mime, { fallback: 'image' });
    return { mime, width, height, data, name, sha256: createHash('sha256').update(data).digest('hex'), thumbnail };
  } catch (error) {
    if (error instanceof FileTooLargeError) return imageTooLarge(field);
    throw error;
  }
}

/** The checked images of a form, or the first refusal among them: one refused image refuses them all. */
export function checkedImages(received: (CheckedImage | Rejected)[]): CheckedImage[] | Rejected {
  return received.find((image): image is Rejected => isRejected(image)) ?? (received as CheckedImage[]);
}
