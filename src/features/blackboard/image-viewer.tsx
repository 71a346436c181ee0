import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ChevronLeftIcon, CloseIcon } from '../../ui/control-icons.tsx';
import type { PostImage } from './blackboard-queries.ts';
import { useImageAlt } from './use-image-alt.ts';
import { ZoomableImage } from './zoomable-image.tsx';

interface ImageViewerProps {
  images: readonly PostImage[];
  /** Index to open at; null = closed. */
  openAt: number | null;
  postTitle: string;
  onClose: () => void;
}

/**
 * Full-screen viewer: a native modal <dialog> (focus trap, Escape, focus back to the opener) holding a scroll-snap
 * track, so swiping between images is the browser's own momentum scrolling; arrow keys and buttons move too.
 */
export function ImageViewer({ images, openAt, postTitle, onClose }: ImageViewerProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const altOf = useImageAlt(postTitle, images.length);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (openAt === null) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) element.showModal();
    setIndex(openAt);
    // After the dialog is laid out: jump (no animation) to the chosen image.
    requestAnimationFrame(() =>
      track.current?.scrollTo({ left: openAt * track.current.clientWidth, behavior: 'instant' }),
    );
  }, [openAt]);

  const goTo = (next: number) => {
    const target = Math.max(0, Math.min(images.length - 1, next));
    track.current?.scrollTo({ left: target * track.current.clientWidth, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  };

  const position = index + 1;
  const count = images.length;
  return (
    <dialog
      ref={dialog}
      className="viewer"
      aria-label={t`Images of ${postTitle}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="viewer__bar">
        <p className="viewer__count" aria-live="polite" data-position={position}>
          {t`Image ${position} of ${count}`}
        </p>
        <button
          type="button"
          className="viewer__button"
          aria-label={t`Close`}
          onClick={() => dialog.current?.close()}
          autoFocus
        >
          <CloseIcon />
        </button>
      </div>
      <div
        ref={track}
        className="viewer__track"
        // A scroll container must be reachable by keyboard (axe: scrollable-region-focusable); arrows then move.
        tabIndex={0}
        role="group"
        aria-label={t`Images`}
        data-zoomed={zoomed || undefined}
        onScroll={(event) => {
          const width = event.currentTarget.clientWidth;
          if (width > 0) setIndex(Math.round(event.currentTarget.scrollLeft / width));
        }}
      >
        {openAt !== null &&
          images.map((image, at) => (
            <div key={image.id} className="viewer__slide" aria-hidden={at !== index || undefined}>
              <ZoomableImage fileId={image.file_id} alt={altOf(image, at)} onZoomChange={setZoomed} />
            </div>
          ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="viewer__button viewer__nav viewer__nav--prev"
            aria-label={t`Previous image`}
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="viewer__button viewer__nav viewer__nav--next"
            aria-label={t`Next image`}
            disabled={index === count - 1}
            onClick={() => goTo(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
    </dialog>
  );
}
