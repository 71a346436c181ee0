import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../ui/control-icons.tsx';
import { ZoomInIcon, ZoomOutIcon } from '../publications/publication-icons.tsx';
import { ZoomableImage } from '../blackboard/zoomable-image.tsx';
import '../blackboard/blackboard.css';

const steps = [1, 1.5, 2, 3];

/**
 * A chat photo full size in a native modal <dialog> (focus trap, Escape, focus back to the opener): pinch and
 * double-tap zoom from the board's viewer, and buttons and + / − keys for those without touch.
 */
export function AttachmentViewer({ fileId, alt, onClose }: { fileId: string; alt: string; onClose: () => void }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const zoom = (by: number) => setStep((current) => Math.max(0, Math.min(steps.length - 1, current + by)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-') zoom(-1);
    else return;
    event.preventDefault();
  };
  const scale = steps[step]!;
  return (
    <dialog ref={dialog} className="viewer" aria-label={alt} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="viewer__bar">
        <button
          type="button"
          className="viewer__button"
          aria-label={t`Zoom out`}
          disabled={step === 0}
          onClick={() => zoom(-1)}
        >
          <ZoomOutIcon />
        </button>
        <button
          type="button"
          className="viewer__button"
          aria-label={t`Zoom in`}
          disabled={step === steps.length - 1}
          onClick={() => zoom(1)}
        >
          <ZoomInIcon />
        </button>
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
      <div className="viewer__track chat-viewer__track" tabIndex={0} role="group" aria-label={alt}>
        <div className="viewer__slide" style={{ transform: `scale(${scale})`, transformOrigin: 'center' }}>
          <ZoomableImage fileId={fileId} alt={alt} onZoomChange={() => {}} />
        </div>
      </div>
    </dialog>
  );
}
