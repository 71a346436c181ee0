import { blackboardLimits } from '#contract/blackboard-rules';

/** Why a chosen file does not join a post; every one is said to the user in their language. */
export type ImageRejection = 'count' | 'not-image' | 'undecodable' | 'too-large' | 'too-many-pixels';

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export interface ImageChoice<T extends ChosenFile> {
  accepted: T[];
  rejected: { file: T; reason: ImageRejection }[];
}

/** The limits a prepared image must meet: the contract's, smaller ones in tests. */
export type ImageLimits = { imageMaxBytes: number; imageMaxDimension: number; imageMaxPixels: number };

/**
 * Which of the files a user just chose may join a post that already has `alreadyChosen` images: at most 10 per post.
 * Neither size nor name decides anything here: a large photo is downscaled, and whether a file is an image at all is
 * decided by its bytes when it is prepared.
 */
export function chooseImages<T extends ChosenFile>(files: readonly T[], alreadyChosen: number): ImageChoice<T> {
  const free = Math.max(0, blackboardLimits.imagesPerPost - alreadyChosen);
  return {
    accepted: files.slice(0, free),
    rejected: files.slice(free).map((file) => ({ file, reason: 'count' as const })),
  };
}

/** The size an image is drawn at so that neither side exceeds `max` (never enlarged), keeping its proportions. */
export function fitWithin(
  width: number,
  height: number,
  max: number = blackboardLimits.imageMaxDimension,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * What a downscaled image is encoded as: JPEG (and anything else the browser decodes, such as HEIC) becomes JPEG;
 * PNG and WebP may be transparent, so they become WebP (keeps alpha, far smaller than PNG); a GIF is never
 * re-encoded (it may be animated).
 */
export function outputTypeFor(type: string | undefined): 'image/jpeg' | 'image/webp' | null {
  if (type === 'image/gif') return null;
  if (type === 'image/png' || type === 'image/webp') return 'image/webp';
  return 'image/jpeg';
}

export type EncodingAttempt = { width: number; height: number; quality: number };

const qualities = [0.85, 0.7, 0.55, 0.4];
/** Below this a photo is no use on the board; an image that does not fit by then is refused. */
const smallestSide = 320;

/**
 * The encodings tried in turn until one fits the byte limit: the fitted size at falling quality, then three quarters
 * of that size, and so on. Almost every photo fits at the first.
 */
export function* encodingAttempts(width: number, height: number, maxDimension: number): Generator<EncodingAttempt> {
  let size = fitWithin(width, height, maxDimension);
  for (;;) {
    for (const quality of qualities) yield { ...size, quality };
    const longer = Math.max(size.width, size.height);
    if (longer <= smallestSide) return;
    size = fitWithin(size.width, size.height, Math.max(smallestSide, Math.floor(longer * 0.75)));
  }
}

/** HEIC/HEIF/AVIF (ISO base media with an image brand): an image some browsers decode and others cannot. */
export function isHeifFamily(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return (
    ascii(4, 8) === 'ftyp' &&
    ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'].includes(ascii(8, 12))
  );
}
