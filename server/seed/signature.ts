import { createRaster, fill, hex, type Raster } from './raster.ts';
import { capsule } from './shapes.ts';

export const signatureSize = { width: 600, height: 200 } as const;

/**
 * A handwritten-looking signature: a looping pen line built from short capsules, like the strokes a
 * signature pad records. `seed` varies the loops so two signatures do not look the same.
 */
export function drawSignature(seed = 1): Raster {
  const { width, height } = signatureSize;
  const raster = createRaster(width, height, hex('#ffffff'));
  const ink = hex('#1a237e');
  const point = (t: number): [number, number] => [
    60 + t * 440 + Math.sin(t * 31 + seed) * 18,
    110 + Math.sin(t * 17 + seed * 0.7) * 35 * (1 - t * 0.5) + Math.cos(t * 31 + seed) * 22,
  ];
  let [x0, y0] = point(0);
  for (let step = 1; step <= 400; step++) {
    const [x1, y1] = point(step / 400);
    fill(raster, capsule(x0, y0, x1, y1, 2.2), ink);
    [x0, y0] = [x1, y1];
  }
  // The underline flourish.
  fill(raster, capsule(90, 165, 470, 150, 1.8), ink, { opacity: 0.9 });
  return raster;
}
