import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { crc32, pngSignature } from '../../../server/seed/png.ts';

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming `width` × `height` truecolour pixels, followed by a zlib stream
 * of a few bytes. A decoder that trusts the header allocates and walks the whole raster (the 67-byte classic).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from(pngSignature),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real image of that size and type drawn by sharp: a dark stroke, on transparency for PNG (like a signature). */
export async function realImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
): Promise<Buffer> {
  const stroke = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M 5 ${height / 2} Q ${width / 3} 0 ${width - 5} ${height - 5}" stroke="#1a2a4a" stroke-width="6" fill="none"/></svg>`,
  );
  return sharp({
    create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: format === 'png' ? 0 : 1 } },
  })
    .composite([{ input: stroke }])
    .toFormat(format)
    .toBuffer();
}
