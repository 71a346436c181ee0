import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { sameRange, visibleRange, type VirtualRange } from './virtual-range.ts';

interface WindowVirtualiser {
  /** Put on the element that holds the rows (its height becomes count × rowHeight). */
  listRef: RefObject<HTMLUListElement | null>;
  range: VirtualRange;
  rowHeight: number;
  /** Put on a rendered row: its height (set in CSS, in rem, so it follows font size and zoom) is measured. */
  measureRef: (element: HTMLElement | null) => void;
}

/**
 * Renders only the rows near the viewport of a window-scrolled list of equal-height rows. The page keeps scrolling
 * the window (no inner scroll box), so the app bar, pull-to-refresh and scroll restoration behave as on any page.
 */
export function useWindowVirtualiser(count: number, estimatedRowHeight: number, overscan = 6): WindowVirtualiser {
  const listRef = useRef<HTMLUListElement>(null);
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const [range, setRange] = useState<VirtualRange>({ start: 0, end: Math.min(count, 12) });
  const frame = useRef(0);

  const update = useCallback(() => {
    frame.current = 0;
    const list = listRef.current;
    if (!list) return;
    const listTop = list.getBoundingClientRect().top + window.scrollY;
    const next = visibleRange({
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      listTop,
      rowHeight,
      count,
      overscan,
    });
    setRange((current) => (sameRange(current, next) ? current : next));
  }, [count, rowHeight, overscan]);

  useLayoutEffect(() => {
    update();
    // One update per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [update]);

  const observer = useRef<ResizeObserver | null>(null);
  const measureRef = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) setRowHeight((current) => (Math.abs(current - height) < 0.5 ? current : height));
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);

  return { listRef, range, rowHeight, measureRef };
}
