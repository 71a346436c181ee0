import { fitWithin, outputTypeFor } from './image-rules.ts';

const quality = 0.85;

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function renamed(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length);
  return `${name.replace(/\.[^.]+$/, '') || 'image'}.${extension}`;
}

/**
 * The image as it is uploaded: at most 1600 px on its longer side and compressed. A GIF, an image the browser
 * cannot decode, or a result that is not smaller than the original is sent as chosen: the server checks it anyway.
 */
export async function downscaleImage(file: File): Promise<File> {
  const type = outputTypeFor(file.type);
  if (!type || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const blob = await encode(bitmap, size.width, size.height, type);
    // A browser that cannot encode WebP gives PNG; anything else unexpected is not used.
    if (!blob || !['image/jpeg', 'image/webp', 'image/png'].includes(blob.type)) return file;
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!resized && blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type });
  } finally {
    bitmap.close();
  }
}
