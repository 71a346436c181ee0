import { Trans } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import './dialog.css';

interface ConfirmButtonProps {
  /** The button's content (icon and text). */
  children: ReactNode;
  /** Accessible name when the button shows an icon only. */
  label?: string;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  /** What keeps things as they are; "Cancel" unless the question reads better with another word ("Keep"). */
  cancelLabel?: ReactNode;
  onConfirm: () => Promise<void> | void;
  className?: string;
  disabled?: boolean;
  /** `data-testid` of the button; the dialog's confirm button gets `{testId}-confirm`. */
  testId?: string;
}

/**
 * A destructive action that asks first. A native modal <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element).
 */
export function ConfirmButton({
  children,
  label,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  className,
  disabled,
  testId,
}: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <>
      <Button
        variant="ghost"
        className={['button--danger', className].filter(Boolean).join(' ')}
        aria-label={label}
        disabled={disabled}
        data-testid={testId}
        onClick={() => dialog.current?.showModal()}
      >
        {children}
      </Button>
      <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`} className="text-muted">
          {text}
        </p>
        <form method="dialog" className="dialog__actions">
          <Button type="submit" variant="secondary" autoFocus>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button
            className="button--danger-solid"
            data-testid={testId && `${testId}-confirm`}
            onClick={async () => {
              dialog.current?.close();
              await onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </form>
      </dialog>
    </>
  );
}
