import { describe, expect, it } from 'vitest';
import { chooseImages, fitWithin, outputTypeFor } from '../../src/features/blackboard/image-rules.ts';

const megabyte = 1024 * 1024;
const file = (name: string, type: string, size = megabyte) => ({ name, type, size });

describe('choosing images for a post', () => {
  it('takes a photo over the upload limit as chosen (it is downscaled, not refused) and leaves the type to its bytes', () => {
    const choice = chooseImages(
      [file('big.jpg', 'image/jpeg', 40 * megabyte), file('e.heic', 'image/heic'), file('f.pdf', 'application/pdf')],
      0,
    );
    expect(choice.accepted.map((chosen) => chosen.name)).toEqual(['big.jpg', 'e.heic', 'f.pdf']);
    expect(choice.rejected).toEqual([]);
  });

  it('allows at most 10 images per post, counting those already chosen or on the post', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => file(`${index}.png`, 'image/png'));
    expect(chooseImages(twelve, 0).accepted).toHaveLength(10);
    const later = chooseImages(twelve.slice(0, 3), 8);
    expect(later.accepted.map((chosen) => chosen.name)).toEqual(['0.png', '1.png']);
    expect(later.rejected).toEqual([{ file: twelve[2], reason: 'count' }]);
  });
});

describe('downscaling before upload', () => {
  it('fits the longer side into 1600 px and keeps the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 900, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps JPEG as JPEG, turns possibly transparent PNG/WebP into WebP, and never re-encodes a GIF', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/png')).toBe('image/webp');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/gif')).toBeNull();
  });
});
