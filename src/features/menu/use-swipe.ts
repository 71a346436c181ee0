import { useRef, type PointerEvent } from 'react';

/** A swipe is mostly horizontal and longer than this (CSS px). */
const minDistance = 60;

/**
 * Horizontal swipe on an element: left → `onNext`, right → `onPrevious`. Pointer events cover touch, pen and mouse;
 * the element needs `touch-action: pan-y` so the browser keeps vertical scrolling and hands horizontal moves to us.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < minDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
