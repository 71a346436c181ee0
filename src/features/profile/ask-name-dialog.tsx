import '../../ui/dialog.css';
import './profile.css';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { NameForm } from './name-form.tsx';

/**
 * "What is your name?" in a native modal <dialog> (focus trapped, Escape means later). Saving closes it by itself:
 * the stored user then has a name and the gate no longer renders it.
 */
export function AskNameDialog({ onLater }: { onLater: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="ask-name"
      onCancel={(event) => {
        event.preventDefault();
        onLater();
      }}
    >
      <div className="profile-dialog__form">
        <h2 id={titleId}>
          <Trans>What is your name?</Trans>
        </h2>
        <p id={textId} className="profile-dialog__text">
          <Trans>
            Your account has no name yet. Tell the kindergarten who you are, so staff and families know who wrote.
          </Trans>
        </p>
        <NameForm initial="" submitLabel={<Trans>Save name</Trans>} />
        <div className="profile-dialog__actions">
          <Button variant="ghost" onClick={onLater}>
            <Trans>Later</Trans>
          </Button>
        </div>
      </div>
    </dialog>
  );
}
