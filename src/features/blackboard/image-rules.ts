import { blackboardImageTypes, blackboardLimits } from '#contract/blackboard-rules';

export type ImageRejection = 'type' | 'size' | 'count';

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export interface ImageChoice<T extends ChosenFile> {
  accepted: T[];
  rejected: { file: T; reason: ImageRejection }[];
}

const allowedTypes: readonly string[] = blackboardImageTypes;

/**
 * Which of the files a user just chose may join a post that already has `alreadyChosen` images: JPEG, PNG, WebP or
 * GIF, at most 10 MB each as chosen (before downscaling, as the server counts), at most 10 per post. Checked before
 * anything uploads, so the user learns at once which file and why.
 */
export function chooseImages<T extends ChosenFile>(files: readonly T[], alreadyChosen: number): ImageChoice<T> {
  const choice: ImageChoice<T> = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!allowedTypes.includes(file.type)) choice.rejected.push({ file, reason: 'type' });
    else if (file.size > blackboardLimits.imageMaxBytes) choice.rejected.push({ file, reason: 'size' });
    else if (alreadyChosen + choice.accepted.length >= blackboardLimits.imagesPerPost) choice.rejected.push({ file, reason: 'count' });
    else choice.accepted.push(file);
  }
  return choice;
}

/** The size an image is drawn at so that neither side exceeds `max` (never enlarged), keeping its proportions. */
export function fitWithin(width: number, height: number, max: number = blackboardLimits.imageMaxDimension): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * What a downscaled image is encoded as: JPEG stays JPEG (quality ~0.85); PNG and WebP may be transparent, so they
 * become WebP (keeps alpha, far smaller than PNG); a GIF is never re-encoded (it may be animated).
 */
export function outputTypeFor(type: string): 'image/jpeg' | 'image/webp' | null {
  if (type === 'image/jpeg') return 'image/jpeg';
  if (type === 'image/png' || type === 'image/webp') return 'image/webp';
  return null;
}
