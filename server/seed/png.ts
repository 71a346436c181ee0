import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit truecolour, optional alpha), enough for generated illustrations and
 * signatures without an image library. Spec: https://www.w3.org/TR/png-3/
 */

export const pngSignature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG chunks use it (over the chunk type and data). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  if (pa <= pb && pa <= pc) return left;
  return pb <= pc ? up : upLeft;
}

function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4:
      return paeth(left, up, upLeft);
    default:
      return 0;
  }
}

/**
 * Filters each scanline with the filter whose output has the smallest sum of absolute values — the
 * heuristic libpng uses; gradients then compress to a fraction of their raw size.
 */
function filterScanlines(pixels: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let bestFilter = 0;
    let bestScore = Infinity;
    const best = new Uint8Array(stride);
    for (let filter = 0; filter <= 4; filter++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const value = pixels[row + i]!;
        const left = i >= channels ? pixels[row + i - channels]! : 0;
        const up = y > 0 ? pixels[row + i - stride]! : 0;
        const upLeft = y > 0 && i >= channels ? pixels[row + i - stride - channels]! : 0;
        const predictor = predict(filter, left, up, upLeft);
        const filtered = (value - predictor) & 0xff;
        candidate[i] = filtered;
        score += filtered < 128 ? filtered : 256 - filtered;
      }
      if (score < bestScore) {
        bestScore = score;
        bestFilter = filter;
        best.set(candidate);
      }
    }
    out[y * (stride + 1)] = bestFilter;
    out.set(best, y * (stride + 1) + 1);
  }
  return out;
}

/** Encodes row-major pixels: RGB (3 bytes per pixel) or RGBA (4 bytes per pixel). */
export function encodePng(image: { width: number; height: number; pixels: Uint8Array; alpha?: boolean }): Buffer {
  const channels = image.alpha ? 4 : 3;
  if (image.pixels.length !== image.width * image.height * channels) {
    throw new Error(`encodePng: expected ${image.width * image.height * channels} bytes, got ${image.pixels.length}`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8; // bit depth
  header[9] = image.alpha ? 6 : 2; // colour type: truecolour with alpha / truecolour
  // bytes 10–12: compression 0, filter method 0, no interlace
  const compressed = deflateSync(filterScanlines(image.pixels, image.width, image.height, channels), { level: 9 });
  return Buffer.concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
