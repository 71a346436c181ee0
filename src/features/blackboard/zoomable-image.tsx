import { useRef, useState, type PointerEvent } from 'react';
import { FileImage } from './file-image.tsx';

interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const none: Zoom = { scale: 1, x: 0, y: 0 };
const maxScale = 4;
const doubleTapScale = 2.5;
const doubleTapMs = 300;

const clampScale = (scale: number) => Math.min(maxScale, Math.max(1, scale));

/**
 * One image of the viewer with pinch-zoom, double-tap zoom and panning, written with pointer events (touch, pen and
 * mouse alike). At scale 1 the slide leaves horizontal swipes to the scroll-snap track; zoomed, it takes every
 * gesture (touch-action: none) so panning does not swipe to the next image.
 */
export function ZoomableImage({
  fileId,
  alt,
  onZoomChange,
}: {
  fileId: string;
  alt: string;
  onZoomChange: (zoomed: boolean) => void;
}) {
  const [zoom, setZoomState] = useState<Zoom>(none);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);

  const setZoom = (next: Zoom) => {
    const settled = next.scale <= 1.01 ? none : next;
    setZoomState(settled);
    onZoomChange(settled.scale > 1);
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale: zoom.scale };
    if (zoom.scale > 1 || pointers.current.size === 2) event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const scale = clampScale((pinch.current.scale * distance()) / (pinch.current.distance || 1));
      setZoom({ ...zoom, scale });
    } else if (zoom.scale > 1 && pointers.current.size === 1) {
      setZoom({ ...zoom, x: zoom.x + event.clientX - previous.x, y: zoom.y + event.clientY - previous.y });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const onClick = (event: { clientX: number; clientY: number; currentTarget: HTMLElement }) => {
    const now = Date.now();
    if (now - lastTap.current > doubleTapMs) {
      lastTap.current = now;
      return;
    }
    lastTap.current = 0;
    if (zoom.scale > 1) return setZoom(none);
    // Zoom in towards the tapped point.
    const box = event.currentTarget.getBoundingClientRect();
    const dx = event.clientX - (box.left + box.width / 2);
    const dy = event.clientY - (box.top + box.height / 2);
    setZoom({ scale: doubleTapScale, x: -dx * (doubleTapScale - 1), y: -dy * (doubleTapScale - 1) });
  };

  return (
    <div
      className="viewer__zoom"
      data-zoomed={zoom.scale > 1 || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={onClick}
      onDoubleClick={(event) => event.preventDefault()}
    >
      <FileImage
        fileId={fileId}
        alt={alt}
        className="viewer__image"
        draggable={false}
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
      />
    </div>
  );
}
