import { createRaster, fill, hex, radialGradient, type Raster, type Rgb } from './raster.ts';
import { capsule, circle, convexPolygon, ellipse, roundedRect } from './shapes.ts';
import { illustrationSize } from './illustrations.ts';

/** Watercolour-like "children's paintings" for the art exhibition post: soft blobs, a house, a family. */

type Palette = { wash: Rgb[]; house: Rgb; roof: Rgb; sky: Rgb };

const palettes: Palette[] = [
  {
    wash: ['#f8bbd0', '#b3e5fc', '#c5e1a5', '#ffe082'].map(hex),
    house: hex('#ef9a9a'),
    roof: hex('#8d6e63'),
    sky: hex('#90caf9'),
  },
  {
    wash: ['#d1c4e9', '#ffccbc', '#b2dfdb', '#fff59d'].map(hex),
    house: hex('#90caf9'),
    roof: hex('#e57373'),
    sky: hex('#ce93d8'),
  },
];

function stickFigure(raster: Raster, x: number, y: number, scale: number, shirt: Rgb): void {
  const ink = hex('#5d4037');
  fill(raster, circle(x, y, 16 * scale), hex('#ffcc80'));
  fill(raster, capsule(x, y + 16 * scale, x, y + 70 * scale, 9 * scale), shirt);
  fill(raster, capsule(x, y + 30 * scale, x - 30 * scale, y + 55 * scale, 3.5 * scale), ink);
  fill(raster, capsule(x, y + 30 * scale, x + 30 * scale, y + 15 * scale, 3.5 * scale), ink);
  fill(raster, capsule(x, y + 70 * scale, x - 16 * scale, y + 110 * scale, 3.5 * scale), ink);
  fill(raster, capsule(x, y + 70 * scale, x + 16 * scale, y + 110 * scale, 3.5 * scale), ink);
  fill(raster, circle(x - 5 * scale, y - 3 * scale, 2 * scale), ink);
  fill(raster, circle(x + 5 * scale, y - 3 * scale, 2 * scale), ink);
}

export function drawChildPainting(variant: 0 | 1): Raster {
  const { width, height } = illustrationSize;
  const palette = palettes[variant]!;
  const raster = createRaster(width, height, radialGradient(400, 300, 520, hex('#fffdf5'), hex('#f3e9d2')));
  // Soft washes first, like wet paper: low opacity and very blurred edges.
  palette.wash.forEach((color, i) => {
    fill(raster, ellipse(150 + i * 170, 140 + (i % 2) * 280, 190, 120, i * 0.7), color, { opacity: 0.45, blur: 40 });
  });
  fill(raster, ellipse(400, 90, 420, 60), palette.sky, { opacity: 0.35, blur: 30 });
  const sunX = variant === 0 ? 110 : 690;
  for (let i = 0; i < 10; i++) {
    const angle = (i / 10) * Math.PI * 2;
    fill(
      raster,
      capsule(
        sunX + Math.cos(angle) * 62,
        105 + Math.sin(angle) * 62,
        sunX + Math.cos(angle) * 92,
        105 + Math.sin(angle) * 92,
        6,
      ),
      hex('#ffb300'),
      { opacity: 0.9, blur: 2 },
    );
  }
  fill(raster, circle(sunX, 105, 50), hex('#ffd54f'), { blur: 3 });
  const houseX = variant === 0 ? 430 : 140;
  fill(raster, roundedRect(houseX, 270, 230, 190, 8), palette.house, { opacity: 0.9, blur: 3 });
  fill(
    raster,
    convexPolygon([
      [houseX - 25, 280],
      [houseX + 255, 280],
      [houseX + 115, 160],
    ]),
    palette.roof,
    { opacity: 0.9, blur: 3 },
  );
  fill(raster, roundedRect(houseX + 95, 370, 44, 90, 6), hex('#6d4c41'), { blur: 2 });
  fill(raster, roundedRect(houseX + 30, 310, 50, 44, 4), hex('#fff9c4'), { blur: 2 });
  fill(raster, roundedRect(houseX + 155, 310, 50, 44, 4), hex('#fff9c4'), { blur: 2 });
  for (let i = 0; i < 40; i++) {
    const x = 10 + i * 20;
    fill(raster, capsule(x, 560, x + ((i % 3) - 1) * 8, 520 - (i % 4) * 9, 4), hex('#7cb342'), {
      opacity: 0.85,
      blur: 2,
    });
  }
  const figuresX = variant === 0 ? 170 : 520;
  stickFigure(raster, figuresX, 360, 1.1, hex('#4fc3f7'));
  stickFigure(raster, figuresX + 90, 390, 0.8, hex('#f06292'));
  stickFigure(raster, figuresX + 170, 360, 1.1, hex('#aed581'));
  return raster;
}
