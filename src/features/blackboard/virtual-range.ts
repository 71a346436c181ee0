export interface VirtualRangeInput {
  /** The window's scroll position (scrollY). */
  scrollTop: number;
  /** The window's inner height. */
  viewportHeight: number;
  /** Where the list starts, in document coordinates. */
  listTop: number;
  rowHeight: number;
  count: number;
  /** Rows rendered beyond each edge of the viewport, so a fast flick does not show blank space. */
  overscan: number;
}

/** Half-open range [start, end) of the rows to render. */
export interface VirtualRange {
  start: number;
  end: number;
}

/**
 * Which rows of a list of equal-height rows touch the window's viewport, plus `overscan` on each side. Pure, so the
 * arithmetic at the edges (list above or below the viewport, empty list, partial rows) is tested on its own.
 */
export function visibleRange({
  scrollTop,
  viewportHeight,
  listTop,
  rowHeight,
  count,
  overscan,
}: VirtualRangeInput): VirtualRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = scrollTop - listTop;
  const firstVisible = Math.floor(top / rowHeight);
  const lastVisible = Math.ceil((top + viewportHeight) / rowHeight);
  const start = Math.min(count, Math.max(0, firstVisible - overscan));
  const end = Math.min(count, Math.max(0, lastVisible + overscan));
  return { start, end: Math.max(start, end) };
}

export const sameRange = (a: VirtualRange, b: VirtualRange) => a.start === b.start && a.end === b.end;
