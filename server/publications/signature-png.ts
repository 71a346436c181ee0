import { publicationLimits } from '#contract/publication-rules';
import { openImage } from '../files/decode-image.ts';

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrlPrefix = /^data:image\/png;base64,/i;

export type SignaturePng = { data: Buffer; width: number; height: number };
export type SignatureIssue = 'signature_invalid' | 'signature_too_large';

/** The PNG as sent: signature_pad's `toDataURL()` (`data:image/png;base64,…`) or bare base64, its bytes a PNG. */
function pngBytes(value: string): Buffer | SignatureIssue {
  const base64 = value.trim().replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'signature_invalid';
  const data = Buffer.from(base64, 'base64');
  if (data.length > publicationLimits.signatureMaxBytes) return 'signature_too_large';
  const isPng =
    data.length >= 33 && data.subarray(0, 8).equals(pngMagic) && data.subarray(12, 16).toString('latin1') === 'IHDR';
  return isPng ? data : 'signature_invalid';
}

/**
 * A signature as it is stored: decoded within the pixel limit (a few bytes may claim a huge image, and every PDF with
 * the signature would decode it again), then re-encoded as a PNG that fits the contract's box, without whatever
 * metadata came with it. Anything that is not a PNG by its bytes, or does not decode, is `signature_invalid`.
 */
export async function decodeSignature(value: string): Promise<SignaturePng | SignatureIssue> {
  const sent = pngBytes(value);
  if (typeof sent === 'string') return sent;
  const { signatureMaxPixels, signatureMaxWidth, signatureMaxHeight } = publicationLimits;
  try {
    const image = await openImage(sent, signatureMaxPixels);
    const { data, info } = await image
      .resize({ width: signatureMaxWidth, height: signatureMaxHeight, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return 'signature_invalid';
  }
}
