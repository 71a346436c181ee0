import { blackboardLimits } from '#contract/blackboard-rules';
import { probeImage } from '#contract/image-probe';
import { encodingAttempts, isHeifFamily, outputTypeFor, type ImageLimits, type ImageRejection } from './image-rules.ts';

/** A decoded picture, upright (EXIF orientation applied), that can be encoded at a smaller size. */
export interface DecodedImage {
  width: number;
  height: number;
  encode(
    size: { width: number; height: number },
    type: 'image/jpeg' | 'image/webp',
    quality: number,
  ): Promise<Blob | null>;
  close(): void;
}

/** Decodes the bytes, or null when they are no picture this browser can read. */
export type ImageDecoder = (file: Blob) => Promise<DecodedImage | null>;

export type PreparedImage = { file: File } | { refused: Exclude<ImageRejection, 'count'> };

/** Enough of the file for the header that names its type and size (JPEG: past EXIF and its thumbnail). */
const headBytes = 256 * 1024;
const encodedTypes = ['image/jpeg', 'image/webp', 'image/png'];

function renamed(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length);
  return `${name.replace(/\.[^.]+$/, '') || 'image'}.${extension}`;
}

async function encodeBitmap(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The browser's own decoder; `from-image` turns a phone photo upright by its EXIF orientation before it is drawn. */
export const decodeInBrowser: ImageDecoder = async (file) => {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      encode: (size, type, quality) => encodeBitmap(bitmap, size, type, quality),
      close: () => bitmap.close(),
    };
  } catch {
    return null;
  }
};

/**
 * The image as it is uploaded: decoded on this device, at most `imageMaxDimension` on its longer side and
 * `imageMaxBytes` in size, re-encoded at falling quality until it fits. A photo over the limit is made to fit, never
 * refused; a file whose bytes are no image, or an image this browser cannot decode, is. Every other image is
 * re-encoded even when the original is smaller, so its EXIF (GPS, camera) never leaves the phone. A GIF (maybe
 * animated) is sent as chosen: the server re-encodes every picture anyway.
 */
export async function prepareImage(
  file: File,
  decode: ImageDecoder = decodeInBrowser,
  limits: ImageLimits = blackboardLimits,
): Promise<PreparedImage> {
  const head = new Uint8Array(await file.slice(0, headBytes).arrayBuffer());
  const probed = probeImage(head);
  // A few bytes can claim a picture that would take gigabytes to decode: refused before decoding.
  if (probed && probed.width * probed.height > limits.imageMaxPixels) return { refused: 'too-many-pixels' };
  const type = outputTypeFor(probed?.mime);
  if (!type) return file.size <= limits.imageMaxBytes ? { file } : { refused: 'too-large' };
  const decoded = await decode(file);
  if (!decoded) return { refused: probed || isHeifFamily(head) ? 'undecodable' : 'not-image' };
  try {
    for (const attempt of encodingAttempts(decoded.width, decoded.height, limits.imageMaxDimension)) {
      const blob = await decoded.encode(attempt, type, attempt.quality);
      // A browser that cannot encode WebP gives PNG, which is fine if it fits; anything else is not used.
      if (!blob || !encodedTypes.includes(blob.type)) return { refused: 'undecodable' };
      if (blob.size > limits.imageMaxBytes) continue;
      return { file: new File([blob], renamed(file.name, blob.type), { type: blob.type }) };
    }
    return { refused: 'too-large' };
  } finally {
    decoded.close();
  }
}
