import type { Shape } from './raster.ts';

/** Signed distance shapes for the raster (see raster.ts). Formulas after https://iquilezles.org/articles/distfunctions2d/ */

export function circle(cx: number, cy: number, r: number): Shape {
  return {
    distance: (x, y) => Math.hypot(x - cx, y - cy) - r,
    bounds: { left: cx - r, top: cy - r, right: cx + r, bottom: cy + r },
  };
}

/** An ellipse turned by `angle` radians; the distance is approximate, which is fine for edge smoothing. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, angle = 0): Shape {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.max(rx, ry);
  return {
    distance: (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const u = (dx * cos + dy * sin) / rx;
      const v = (-dx * sin + dy * cos) / ry;
      return (Math.hypot(u, v) - 1) * Math.min(rx, ry);
    },
    bounds: { left: cx - reach, top: cy - reach, right: cx + reach, bottom: cy + reach },
  };
}

export function roundedRect(left: number, top: number, width: number, height: number, radius: number): Shape {
  const cx = left + width / 2;
  const cy = top + height / 2;
  const hx = width / 2 - radius;
  const hy = height / 2 - radius;
  return {
    distance: (x, y) => {
      const qx = Math.abs(x - cx) - hx;
      const qy = Math.abs(y - cy) - hy;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
    },
    bounds: { left, top, right: left + width, bottom: top + height },
  };
}

/** A line from (x1, y1) to (x2, y2) with round ends: brush strokes, stems, signature pen lines. */
export function capsule(x1: number, y1: number, x2: number, y2: number, radius: number): Shape {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = Math.max(1e-9, dx * dx + dy * dy);
  return {
    distance: (x, y) => {
      const t = Math.min(1, Math.max(0, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
      return Math.hypot(x - x1 - dx * t, y - y1 - dy * t) - radius;
    },
    bounds: {
      left: Math.min(x1, x2) - radius,
      top: Math.min(y1, y2) - radius,
      right: Math.max(x1, x2) + radius,
      bottom: Math.max(y1, y2) + radius,
    },
  };
}

/** The upper half of a ring: one band of a rainbow. */
export function arcBand(cx: number, cy: number, radius: number, thickness: number): Shape {
  const outer = radius + thickness / 2;
  return {
    distance: (x, y) => Math.max(Math.abs(Math.hypot(x - cx, y - cy) - radius) - thickness / 2, y - cy),
    bounds: { left: cx - outer, top: cy - outer, right: cx + outer, bottom: cy },
  };
}

/** A convex polygon (roofs, leaves, kites); the points may go either way round. */
export function convexPolygon(points: ReadonlyArray<readonly [number, number]>): Shape {
  const centerX = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const centerY = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const edges = points.map(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length]!;
    const length = Math.hypot(x2 - x1, y2 - y1);
    let nx = (y2 - y1) / length;
    let ny = -(x2 - x1) / length;
    // Point the normal away from the centre, so the distance is positive outside.
    if ((centerX - x1) * nx + (centerY - y1) * ny > 0) [nx, ny] = [-nx, -ny];
    return { x1, y1, nx, ny };
  });
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    distance: (x, y) => Math.max(...edges.map((e) => (x - e.x1) * e.nx + (y - e.y1) * e.ny)),
    bounds: { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) },
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    distance: (x, y) => Math.min(...shapes.map((s) => s.distance(x, y))),
    bounds: {
      left: Math.min(...shapes.map((s) => s.bounds.left)),
      top: Math.min(...shapes.map((s) => s.bounds.top)),
      right: Math.max(...shapes.map((s) => s.bounds.right)),
      bottom: Math.max(...shapes.map((s) => s.bounds.bottom)),
    },
  };
}

/** A fluffy cloud: overlapping circles along a baseline. */
export function cloud(cx: number, cy: number, size: number): Shape {
  return union(
    circle(cx - size * 0.9, cy + size * 0.15, size * 0.55),
    circle(cx - size * 0.3, cy - size * 0.25, size * 0.75),
    circle(cx + size * 0.45, cy - size * 0.1, size * 0.65),
    circle(cx + size * 1.0, cy + size * 0.2, size * 0.45),
    roundedRect(cx - size * 1.3, cy, size * 2.6, size * 0.7, size * 0.35),
  );
}
