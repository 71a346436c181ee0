import type { Readable } from 'node:stream';
import type { Sharp, SharpOptions } from 'sharp';
import { FileTooLargeError } from './file-store.ts';

/**
 * sharp (libvips) decodes on its own threads, never on the event loop, and refuses an image whose header claims more
 * than `limitInputPixels` before allocating anything. Loaded at the first image, not at server start.
 */
export async function openImage(bytes: Uint8Array, maxPixels: number, options: SharpOptions = {}): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, decodeOptions(maxPixels, options));
}

// 'error' refuses truncated or corrupt data (a bomb's few bytes of pixels) but not the warnings real phone photos
// carry, such as extraneous bytes between JPEG markers.
const decodeOptions = (maxPixels: number, options: SharpOptions): SharpOptions => ({
  limitInputPixels: maxPixels,
  failOn: 'error',
  sequentialRead: true,
  ...options,
});

/**
 * An image fed from a stream as it arrives. sharp collects the pieces (outside the JavaScript heap) and decodes once
 * the stream ended; `settle` rejects as soon as the stream fails, which sharp itself would wait on forever.
 */
async function openStreamedImage(source: Readable, maxPixels: number) {
  const { default: sharp } = await import('sharp');
  const image = sharp(decodeOptions(maxPixels, {}));
  const failed = new Promise<never>((_, reject) => source.once('error', reject));
  failed.catch(() => {});
  source.pipe(image);
  return { image, settle: <T>(work: Promise<T>) => Promise.race([work, failed]) };
}

export type Picture = { data: Buffer; mime: 'image/jpeg' | 'image/webp'; width: number; height: number };

/**
 * A picture as the server stores it, whatever the client sent: the first frame or page only, turned upright by its
 * EXIF orientation, at most `maxDimension` on its long side, re-encoded without any metadata (sharp keeps EXIF, XMP,
 * IPTC and comments only when asked to). Opaque pictures become JPEG; one with an alpha channel becomes WebP, which
 * keeps the transparency at a fraction of PNG's size. Undefined when the bytes do not decode within `maxPixels`;
 * FileTooLargeError when the stream passed its cap.
 */
export async function reencodePicture(
  source: Uint8Array | Readable,
  maxPixels: number,
  maxDimension: number,
  quality = 85,
): Promise<Picture | undefined> {
  const { image, settle } =
    source instanceof Uint8Array
      ? { image: await openImage(source, maxPixels), settle: <T>(work: Promise<T>) => work }
      : await openStreamedImage(source, maxPixels);
  try {
    const { hasAlpha } = await settle(image.metadata());
    const upright = image
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
    const encoded = hasAlpha ? upright.webp({ quality }) : upright.jpeg({ quality });
    const { data, info } = await settle(encoded.toBuffer({ resolveWithObject: true }));
    return { data, mime: hasAlpha ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof FileTooLargeError) throw error;
    return undefined;
  }
}

/**
 * The list-sized copy of a picture the server stored (`reencodePicture`'s output, so already upright and bare): at
 * most `maxDimension` on its long side, in the picture's own format at a lower quality, as a list shows it small.
 */
export function makeThumbnail(picture: Picture, maxPixels: number, maxDimension: number): Promise<Picture | undefined> {
  return reencodePicture(picture.data, maxPixels, maxDimension, 75);
}
