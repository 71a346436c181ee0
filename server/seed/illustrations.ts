import { createRaster, fill, hex, radialGradient, verticalGradient, type Raster, type Rgb } from './raster.ts';
import { arcBand, capsule, circle, cloud, convexPolygon, ellipse, roundedRect, union } from './shapes.ts';

/** Friendly pictures for the demo blackboard, drawn in code so the seed needs no network and no assets. */

export const illustrationSize = { width: 800, height: 600 } as const;
const { width, height } = illustrationSize;

const flowerColors = ['#f06292', '#ba68c8', '#ffb74d', '#4fc3f7', '#e57373', '#fff176'].map(hex);
const rainbowColors = ['#ef5350', '#ffa726', '#ffee58', '#66bb6a', '#42a5f5', '#5c6bc0', '#ab47bc'].map(hex);

function sun(raster: Raster, cx: number, cy: number, r: number): void {
  fill(raster, circle(cx, cy, r * 2.2), hex('#fff3b0'), { opacity: 0.45, blur: r * 1.6 });
  fill(raster, circle(cx, cy, r), radialGradient(cx - r / 3, cy - r / 3, r * 1.4, hex('#fff59d'), hex('#ffb300')));
}

function flower(raster: Raster, x: number, y: number, size: number, petal: Rgb): void {
  fill(raster, capsule(x, y, x, y + size * 4, size * 0.22), hex('#43a047'));
  fill(raster, ellipse(x + size * 0.7, y + size * 2.6, size * 0.8, size * 0.3, -0.5), hex('#66bb6a'));
  for (let i = 0; i < 6; i++) {
    const angle = (i / 6) * Math.PI * 2;
    const px = x + Math.cos(angle) * size * 0.9;
    const py = y + Math.sin(angle) * size * 0.9;
    fill(raster, ellipse(px, py, size * 0.8, size * 0.45, angle), petal);
  }
  fill(raster, circle(x, y, size * 0.55), radialGradient(x, y, size * 0.6, hex('#ffe082'), hex('#f9a825')));
}

function butterfly(raster: Raster, x: number, y: number, color: Rgb): void {
  fill(raster, ellipse(x - 11, y - 6, 13, 9, -0.6), color, { opacity: 0.9 });
  fill(raster, ellipse(x + 11, y - 6, 13, 9, 0.6), color, { opacity: 0.9 });
  fill(raster, ellipse(x - 8, y + 8, 8, 6, 0.5), color, { opacity: 0.8 });
  fill(raster, ellipse(x + 8, y + 8, 8, 6, -0.5), color, { opacity: 0.8 });
  fill(raster, capsule(x, y - 10, x, y + 12, 2), hex('#4e342e'));
}

/** A garden on a sunny day: hills, a tree, a picket fence and a row of flowers. */
export function drawSunnyGarden(): Raster {
  const raster = createRaster(width, height, verticalGradient(0, 420, hex('#81d4fa'), hex('#e1f5fe')));
  sun(raster, 650, 115, 58);
  fill(raster, cloud(170, 120, 55), hex('#ffffff'), { opacity: 0.95 });
  fill(raster, cloud(420, 75, 36), hex('#ffffff'), { opacity: 0.85 });
  fill(raster, ellipse(190, 540, 520, 200), verticalGradient(340, 600, hex('#aed581'), hex('#7cb342')));
  fill(raster, ellipse(680, 580, 460, 190), verticalGradient(390, 600, hex('#9ccc65'), hex('#689f38')));
  for (let i = 0; i < 14; i++) {
    const left = 300 + i * 36;
    fill(
      raster,
      convexPolygon([
        [left, 420],
        [left + 11, 404],
        [left + 22, 420],
        [left + 22, 500],
        [left, 500],
      ]),
      hex('#fffdf7'),
    );
  }
  fill(raster, roundedRect(292, 432, 520, 10, 4), hex('#efe6d8'));
  fill(raster, roundedRect(292, 470, 520, 10, 4), hex('#efe6d8'));
  fill(raster, roundedRect(128, 300, 34, 200, 12), verticalGradient(300, 500, hex('#a1887f'), hex('#6d4c41')));
  fill(
    raster,
    union(circle(145, 250, 80), circle(90, 290, 60), circle(200, 290, 62), circle(145, 320, 55)),
    radialGradient(120, 220, 170, hex('#81c784'), hex('#2e7d32')),
  );
  for (const [x, y] of [
    [110, 260],
    [180, 240],
    [150, 310],
    [95, 305],
  ] as const) {
    fill(raster, circle(x, y, 9), hex('#e53935'));
  }
  for (let i = 0; i < 11; i++) {
    const x = 40 + i * 72 + (i % 2) * 14;
    const y = 470 + ((i * 37) % 60);
    flower(raster, x, y, 13 + (i % 3) * 2, flowerColors[i % flowerColors.length]!);
  }
  butterfly(raster, 520, 300, hex('#ce93d8'));
  butterfly(raster, 300, 360, hex('#ffcc80'));
  return raster;
}

/** A rainbow over a meadow, with clouds at both ends and a few birds. */
export function drawRainbow(): Raster {
  const raster = createRaster(width, height, verticalGradient(0, height, hex('#b3e5fc'), hex('#fff8e1')));
  sun(raster, 120, 110, 45);
  rainbowColors.forEach((color, i) => {
    fill(raster, arcBand(400, 500, 330 - i * 30, 31), color, { opacity: 0.85, blur: 2 });
  });
  fill(raster, cloud(130, 470, 75), hex('#ffffff'));
  fill(raster, cloud(670, 470, 75), hex('#ffffff'));
  fill(raster, ellipse(400, 640, 620, 160), verticalGradient(480, 600, hex('#aed581'), hex('#7cb342')));
  for (const [x, y] of [
    [560, 120],
    [600, 95],
    [630, 135],
  ] as const) {
    fill(raster, capsule(x - 12, y - 6, x, y, 2.2), hex('#546e7a'));
    fill(raster, capsule(x, y, x + 12, y - 6, 2.2), hex('#546e7a'));
  }
  for (let i = 0; i < 9; i++)
    flower(raster, 60 + i * 88, 545 + (i % 2) * 18, 9, flowerColors[(i + 2) % flowerColors.length]!);
  return raster;
}

/** Balloons and bunting for the summer party. */
export function drawBalloons(): Raster {
  const raster = createRaster(width, height, verticalGradient(0, height, hex('#fce4ec'), hex('#e3f2fd')));
  for (let i = 0; i <= 10; i++) {
    const x = i * 80;
    const sag = (t: number) => 40 + Math.sin((t / width) * Math.PI) * 50;
    fill(raster, capsule(x, sag(x), x + 80, sag(x + 80), 1.5), hex('#8d6e63'));
    fill(
      raster,
      convexPolygon([
        [x + 10, sag(x + 10) + 2],
        [x + 70, sag(x + 70) + 2],
        [x + 40, sag(x + 40) + 55],
      ]),
      rainbowColors[i % rainbowColors.length]!,
      { opacity: 0.9 },
    );
  }
  const balloons = [
    [220, 260, '#ef5350'],
    [330, 210, '#ffca28'],
    [440, 250, '#42a5f5'],
    [550, 220, '#66bb6a'],
    [380, 320, '#ab47bc'],
  ] as const;
  for (const [x, y, color] of balloons) {
    for (let s = 0; s < 6; s++) {
      const y1 = y + 78 + s * 35;
      fill(raster, capsule(x + Math.sin(s) * 6, y1, x + Math.sin(s + 1) * 6, y1 + 35, 1.2), hex('#78909c'));
    }
    const base = hex(color);
    fill(raster, ellipse(x, y, 58, 74), radialGradient(x - 20, y - 28, 110, [255, 255, 255], base));
    fill(
      raster,
      convexPolygon([
        [x - 8, y + 80],
        [x + 8, y + 80],
        [x, y + 70],
      ]),
      base,
    );
  }
  fill(raster, cloud(120, 470, 50), hex('#ffffff'), { opacity: 0.9 });
  fill(raster, cloud(690, 430, 45), hex('#ffffff'), { opacity: 0.9 });
  return raster;
}
