/** Zoom steps of the PDF view, relative to "page fits the width". */
export const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function nextZoom(current: number, direction: 1 | -1): number {
  const index = zoomSteps.findIndex((step) => step >= current - 1e-9);
  const at = index === -1 ? zoomSteps.length - 1 : index;
  const exact = Math.abs(zoomSteps[at]! - current) < 1e-9;
  const target = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  return zoomSteps[Math.min(zoomSteps.length - 1, Math.max(0, target))]!;
}

/**
 * The scale pdf.js renders a page with: the page fits the available CSS width at zoom 1, times the screen's pixel
 * ratio for sharp text, capped so a huge page at high zoom does not exceed the browser's canvas limits.
 */
export function renderScale(
  pageWidthPt: number,
  availableCssWidth: number,
  zoom: number,
  pixelRatio: number,
  maxCanvasSide = 8192,
): { css: number; pixels: number } {
  const css = (Math.max(availableCssWidth, 100) / pageWidthPt) * zoom;
  const pixels = Math.min(css * pixelRatio, maxCanvasSide / pageWidthPt);
  return { css, pixels };
}
