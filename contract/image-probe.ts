import type { BlackboardImageType } from './blackboard-rules.ts';

/**
 * What the bytes say an image is: decided by magic numbers and headers, never by the name or Content-Type. The server
 * decides by it what it stores; the browser by it what it offers to upload (a PDF named .jpg is no image to either).
 */
export type ProbedImage = { mime: BlackboardImageType; width: number; height: number };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** PNG: signature, then IHDR (width, height big-endian). */
function probePng(bytes: Uint8Array): ProbedImage | undefined {
  if (
    !startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    bytes.length < 24 ||
    ascii(bytes, 12, 4) !== 'IHDR'
  )
    return undefined;
  return { mime: 'image/png', width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

/** GIF87a/GIF89a: logical screen size, little-endian. */
function probeGif(bytes: Uint8Array): ProbedImage | undefined {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return undefined;
  return { mime: 'image/gif', width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) };
}

/** RIFF….WEBP with a VP8 (lossy), VP8L (lossless) or VP8X (extended) first chunk. */
function probeWebp(bytes: Uint8Array): ProbedImage | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { mime: 'image/webp', width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = data.getUint32(21, true);
    return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { mime: 'image/webp', width, height };
  }
  return undefined;
}

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range but are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, then walk the marker segments up to the first start-of-frame. */
function probeJpeg(bytes: Uint8Array): ProbedImage | undefined {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return undefined;
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = data.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { mime: 'image/jpeg', height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** The image type and size, or undefined when the bytes are none of the allowed types (or have no usable size). */
export function probeImage(bytes: Uint8Array): ProbedImage | undefined {
  const probed = probePng(bytes) ?? probeGif(bytes) ?? probeWebp(bytes) ?? probeJpeg(bytes);
  return probed && probed.width > 0 && probed.height > 0 ? probed : undefined;
}
