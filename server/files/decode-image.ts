import type { Sharp, SharpOptions } from 'sharp';

/**
 * sharp (libvips) decodes on its own threads, never on the event loop, and refuses an image whose header claims more
 * than `limitInputPixels` before allocating anything. Loaded at the first image, not at server start.
 */
export async function openImage(bytes: Uint8Array, maxPixels: number, options: SharpOptions = {}): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  // 'error' refuses truncated or corrupt data (a bomb's few bytes of pixels) but not the warnings real phone photos
  // carry, such as extraneous bytes between JPEG markers.
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true, ...options });
}

export type Picture = { data: Buffer; mime: 'image/jpeg' | 'image/webp'; width: number; height: number };

/**
 * A picture as the server stores it, whatever the client sent: the first frame or page only, turned upright by its
 * EXIF orientation, at most `maxDimension` on its long side, re-encoded without any metadata (sharp keeps EXIF, XMP,
 * IPTC and comments only when asked to). Opaque pictures become JPEG; one with an alpha channel becomes WebP, which
 * keeps the transparency at a fraction of PNG's size. Undefined when the bytes do not decode within `maxPixels`.
 */
export async function reencodePicture(bytes: Uint8Array, maxPixels: number, maxDimension: number, quality = 85): Promise<Picture | undefined> {
  try {
    const image = await openImage(bytes, maxPixels);
    const { hasAlpha } = await image.metadata();
    const upright = image.rotate().resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
    const encoded = hasAlpha ? upright.webp({ quality }) : upright.jpeg({ quality });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, mime: hasAlpha ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height };
  } catch {
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
