import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { menuWeekLabel } from './menu-week-label.ts';
import '../../ui/dialog.css';

interface MenuCopyButtonProps {
  weekStart: string;
  /** Days the week has already: copying replaces them, so the user is asked first. */
  existingDays: number;
  busy: boolean;
  disabled: boolean;
  onCopy: (replace: boolean) => void;
}

/** "Copy last week": straight away into an empty week; into a week with days only after the user agreed to replace them. */
export function MenuCopyButton({ weekStart, existingDays, busy, disabled, onCopy }: MenuCopyButtonProps) {
  const { i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const range = menuWeekLabel(i18n.locale, weekStart);
  return (
    <>
      <Button
        variant="secondary"
        busy={busy}
        disabled={disabled}
        onClick={() => (existingDays > 0 ? dialog.current?.showModal() : onCopy(false))}
      >
        <Trans>Copy last week</Trans>
      </Button>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        data-testid="menu-copy-dialog"
      >
        <h2 id={`${id}-title`}>
          <Plural
            value={existingDays}
            one={`Replace the # day of ${range}?`}
            other={`Replace the # days of ${range}?`}
          />
        </h2>
        <p id={`${id}-text`} className="text-muted">
          <Trans>They get last week's menu as a draft. Parents keep seeing the published menu until you publish.</Trans>
        </p>
        <form method="dialog" className="dialog__actions">
          <Button type="submit" variant="secondary" autoFocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              dialog.current?.close();
              onCopy(true);
            }}
          >
            <Trans>Replace</Trans>
          </Button>
        </form>
      </dialog>
    </>
  );
}
