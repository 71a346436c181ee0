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

/**
 * Whether the bytes decode to the end as an image of at most `maxPixels` (every frame of an animation counted). The
 * pixels are shrunk while they are read, so checking a large photo holds little memory.
 */
export async function decodesWithin(bytes: Uint8Array, maxPixels: number): Promise<boolean> {
  try {
    const image = await openImage(bytes, maxPixels, { animated: true });
    await image.resize({ width: 32, height: 32, fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
