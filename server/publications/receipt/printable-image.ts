import { publicationLimits } from '#contract/publication-rules';
import { openImage } from '../../files/decode-image.ts';

/** The box a PDF draws an image in (points), and how many pixels per point it gets: enough for print. */
export const printBox = { width: 220, height: 90 };
const pixelsPerPoint = 3;

/**
 * A stored image made safe and cheap to embed: decoded by sharp off the event loop within the signature pixel limit
 * (an older database may hold a signature stored before the limit), shrunk to the print box, flattened onto the
 * white page and encoded as JPEG, which pdf-lib embeds without decoding. pdf-lib decodes a PNG on the event loop, so
 * a large one would stall every request meanwhile. Undefined when the bytes do not decode within the limit.
 */
export async function printableImage(
  bytes: Uint8Array,
): Promise<{ jpeg: Buffer; width: number; height: number } | undefined> {
  try {
    const image = await openImage(bytes, publicationLimits.signatureMaxPixels);
    const { data, info } = await image
      .resize({
        width: printBox.width * pixelsPerPoint,
        height: printBox.height * pixelsPerPoint,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
