import { publicationLimits } from '#contract/publication-rules';

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrlPrefix = /^data:image\/png;base64,/i;

export type SignaturePng = { data: Buffer; width: number; height: number };
export type SignatureIssue = 'signature_invalid' | 'signature_too_large';

/**
 * A signature as signature_pad's `toDataURL()` gives it (`data:image/png;base64,…`) or as bare base64. Decided by
 * the bytes: the PNG signature and an IHDR chunk first, so nothing but a PNG is stored and served as image/png.
 */
export function decodeSignature(value: string): SignaturePng | SignatureIssue {
  const base64 = value.trim().replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'signature_invalid';
  const data = Buffer.from(base64, 'base64');
  if (data.length > publicationLimits.signatureMaxBytes) return 'signature_too_large';
  const isPng = data.length >= 33 && data.subarray(0, 8).equals(pngMagic) && data.subarray(12, 16).toString('latin1') === 'IHDR';
  if (!isPng) return 'signature_invalid';
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  if (width === 0 || height === 0) return 'signature_invalid';
  return { data, width, height };
}
