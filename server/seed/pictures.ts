import { drawChildPainting } from './child-paintings.ts';
import { drawBalloons, drawRainbow, drawSunnyGarden } from './illustrations.ts';
import { encodePng } from './png.ts';
import type { Raster } from './raster.ts';
import { drawSignature } from './signature.ts';

export type EncodedPicture = { data: Buffer; width: number; height: number };

const painters = {
  'sunny-garden': drawSunnyGarden,
  rainbow: drawRainbow,
  balloons: drawBalloons,
  'painting-house': () => drawChildPainting(0),
  'painting-family': () => drawChildPainting(1),
  signature: () => drawSignature(3),
} satisfies Record<string, () => Raster>;

export type PictureName = keyof typeof painters;
export const pictureNames = Object.keys(painters) as PictureName[];

// Drawing takes a few hundred milliseconds per picture; both kindergartens share the bytes.
const cache = new Map<PictureName, EncodedPicture>();

export function picture(name: PictureName): EncodedPicture {
  let encoded = cache.get(name);
  if (!encoded) {
    const raster = painters[name]();
    encoded = { data: encodePng(raster), width: raster.width, height: raster.height };
    cache.set(name, encoded);
  }
  return encoded;
}
