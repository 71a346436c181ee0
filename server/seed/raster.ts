/**
 * A tiny software canvas for generated pictures. Shapes are signed distance functions (negative inside,
 * in pixels), which gives anti-aliased edges for free: coverage = clamp(0.5 − distance).
 */

export type Rgb = readonly [number, number, number];
export type Paint = Rgb | ((x: number, y: number) => Rgb);
export type Shape = {
  /** Signed distance in pixels from (x, y) to the shape's edge; negative inside. */
  distance: (x: number, y: number) => number;
  /** Pixel box that contains the shape, so painting does not visit the whole image. */
  bounds: { left: number; top: number; right: number; bottom: number };
};

export type Raster = { width: number; height: number; pixels: Uint8Array };

export function createRaster(width: number, height: number, background: Paint): Raster {
  const raster = { width, height, pixels: new Uint8Array(width * height * 3) };
  fill(raster, { distance: () => -1, bounds: { left: 0, top: 0, right: width, bottom: height } }, background);
  return raster;
}

/** Blends `paint` over every pixel the shape covers, with soft `blur` pixels of edge and an overall opacity. */
export function fill(
  raster: Raster,
  shape: Shape,
  paint: Paint,
  options: { opacity?: number; blur?: number } = {},
): void {
  const opacity = options.opacity ?? 1;
  const blur = Math.max(1, options.blur ?? 1);
  const margin = Math.ceil(blur);
  const left = Math.max(0, Math.floor(shape.bounds.left) - margin);
  const top = Math.max(0, Math.floor(shape.bounds.top) - margin);
  const right = Math.min(raster.width, Math.ceil(shape.bounds.right) + margin);
  const bottom = Math.min(raster.height, Math.ceil(shape.bounds.bottom) + margin);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const coverage = Math.min(1, Math.max(0, 0.5 - shape.distance(x + 0.5, y + 0.5) / blur));
      if (coverage <= 0) continue;
      const alpha = coverage * opacity;
      const color = typeof paint === 'function' ? paint(x, y) : paint;
      const i = (y * raster.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        raster.pixels[i + c] = Math.round(raster.pixels[i + c]! * (1 - alpha) + color[c]! * alpha);
      }
    }
  }
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function verticalGradient(top: number, bottom: number, from: Rgb, to: Rgb): Paint {
  return (_x, y) => mix(from, to, (y - top) / Math.max(1, bottom - top));
}

export function radialGradient(cx: number, cy: number, radius: number, inner: Rgb, outer: Rgb): Paint {
  return (x, y) => mix(inner, outer, Math.hypot(x - cx, y - cy) / radius);
}
