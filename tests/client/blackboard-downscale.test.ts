import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blackboardLimits } from '#contract/blackboard-rules';
import { prepareImage, type DecodedImage } from '../../src/features/blackboard/downscale-image.ts';

/**
 * The browser decodes with createImageBitmap (EXIF orientation applied) and encodes with a canvas; node has neither,
 * so sharp plays that part here, with the same contract: pixels upright, null when the bytes do not decode.
 */
async function decodeWithSharp(blob: Blob): Promise<DecodedImage | null> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  try {
    const { info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      async encode({ width, height }, type, quality) {
        const resized = sharp(bytes).rotate().resize(width, height, { fit: 'fill' });
        const encoded =
          type === 'image/jpeg'
            ? resized.jpeg({ quality: Math.round(quality * 100) })
            : resized.webp({ quality: Math.round(quality * 100) });
        return new Blob([new Uint8Array(await encoded.toBuffer())], { type });
      },
      close() {},
    };
  } catch {
    return null;
  }
}

const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
const asFile = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const metadataOf = async (file: File) => sharp(Buffer.from(await file.arrayBuffer())).metadata();

describe('preparing a chosen photo for upload', () => {
  it('downscales a 12 MP phone photo over the byte limit, upright as its EXIF orientation says, instead of refusing it', async () => {
    // A 4000×3000 sensor image the camera tagged "rotate 90° clockwise": a portrait photo.
    const photo = await noise(4000, 3000).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    expect(photo.length).toBeGreaterThan(blackboardLimits.imageMaxBytes);

    const prepared = await prepareImage(asFile(photo, 'IMG_0042.JPG', 'image/jpeg'), decodeWithSharp);

    if (!('file' in prepared)) throw new Error(`refused: ${prepared.refused}`);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(prepared.file.name).toBe('IMG_0042.jpg');
    expect(prepared.file.size).toBeLessThanOrEqual(blackboardLimits.imageMaxBytes);
    const stored = await metadataOf(prepared.file);
    expect([stored.width, stored.height]).toEqual([1200, blackboardLimits.imageMaxDimension]);
    expect(stored.orientation ?? 1).toBe(1);
  });

  it('fits a 10000×2000 panorama PNG into the longest side and sends it as WebP', async () => {
    const panorama = await sharp({ create: { width: 10_000, height: 2_000, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const prepared = await prepareImage(asFile(panorama, 'pano.png', 'image/png'), decodeWithSharp);
    if (!('file' in prepared)) throw new Error(`refused: ${prepared.refused}`);
    const stored = await metadataOf(prepared.file);
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1600, 320]);
  });

  it('steps the quality (then the size) down until the photo fits the byte limit', async () => {
    const photo = await noise(1600, 1600).jpeg({ quality: 95 }).toBuffer();
    const limits = { ...blackboardLimits, imageMaxBytes: 200_000 };
    const prepared = await prepareImage(asFile(photo, 'noise.jpg', 'image/jpeg'), decodeWithSharp, limits);
    if (!('file' in prepared)) throw new Error(`refused: ${prepared.refused}`);
    expect(prepared.file.size).toBeLessThanOrEqual(200_000);
    expect((await metadataOf(prepared.file)).format).toBe('jpeg');
  });

  it('refuses a PDF named .jpg and a text file as not images, whatever their name or type say', async () => {
    const pdf = asFile(
      new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
      'photo.jpg',
      'image/jpeg',
    );
    const text = asFile(new TextEncoder().encode('hello'), 'notes.txt', 'text/plain');
    expect(await prepareImage(pdf, decodeWithSharp)).toEqual({ refused: 'not-image' });
    expect(await prepareImage(text, decodeWithSharp)).toEqual({ refused: 'not-image' });
  });

  it('says when a file is an image this browser cannot decode, rather than calling it no image', async () => {
    const photo = await noise(800, 600).jpeg().toBuffer();
    const broken = asFile(photo.subarray(0, 1_000), 'broken.jpg', 'image/jpeg');
    expect(await prepareImage(broken, decodeWithSharp)).toEqual({ refused: 'undecodable' });
  });

  it('refuses an image whose header claims more pixels than allowed before decoding it', async () => {
    // A real small JPEG whose frame header is rewritten to claim 10000×6000 pixels.
    const header = await noise(64, 64).jpeg().toBuffer();
    const frame = header.indexOf(Buffer.from([0xff, 0xc0]));
    header.writeUInt16BE(6_000, frame + 5);
    header.writeUInt16BE(10_000, frame + 7);
    let decoded = false;
    const prepared = await prepareImage(asFile(header, 'huge.jpg', 'image/jpeg'), async (blob) => {
      decoded = true;
      return decodeWithSharp(blob);
    });
    expect(prepared).toEqual({ refused: 'too-many-pixels' });
    expect(decoded).toBe(false);
  });

  it('re-encodes a small phone JPEG even when the original is smaller, so its EXIF and GPS never leave the phone', async () => {
    const small = await noise(400, 300)
      .jpeg({ quality: 40 })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
      .toBuffer();
    expect((await sharp(small).metadata()).exif).toBeDefined();
    const prepared = await prepareImage(asFile(small, 'small.jpg', 'image/jpeg'), decodeWithSharp);
    if (!('file' in prepared)) throw new Error(`refused: ${prepared.refused}`);
    const metadata = await metadataOf(prepared.file);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(metadata.exif).toBeUndefined();
  });
});
