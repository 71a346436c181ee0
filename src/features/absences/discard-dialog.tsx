import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '../../ui/button.tsx';

/**
 * Discarding loses the report for good, so it asks first. A native modal <dialog>: the browser traps focus,
 * closes on Escape and returns focus to the opener (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element).
 */
export function DiscardButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button variant="ghost" className="button--danger" onClick={() => dialog.current?.showModal()}>
        <Trans>Discard</Trans>
      </Button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="discard-title" aria-describedby="discard-text">
        <h2 id="discard-title">
          <Trans>Discard this report?</Trans>
        </h2>
        <p id="discard-text" className="text-muted">
          <Trans>It has not reached the kindergarten and will be removed from this device.</Trans>
        </p>
        <form method="dialog" className="confirm-dialog__actions">
          <Button type="submit" variant="secondary" autoFocus>
            <Trans>Keep</Trans>
          </Button>
          <Button
            className="button--danger-solid"
            onClick={async () => {
              dialog.current?.close();
              await onConfirm();
            }}
          >
            <Trans>Discard report</Trans>
          </Button>
        </form>
      </dialog>
    </>
  );
}
