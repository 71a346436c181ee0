import '../../ui/dialog.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { deleteMyAccount } from './account-calls.ts';
import { TrashIcon } from './profile-icons.tsx';

/**
 * "Delete my account": says what goes and what the kindergarten keeps, then asks for the password in a native modal
 * <dialog> (focus trapped, Escape closes, focus returns to the opener).
 */
export function DeleteAccountButton() {
  const { t } = useLingui();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t`Please enter your password.`);
    setBusy(true);
    setError(undefined);
    try {
      await deleteMyAccount(password);
      dialog.current?.close();
      notifySuccess(t`Your account has been deleted.`);
      await router.navigate({ to: '/login', replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'validation') setError(t`The password is not correct.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="ghost" className="button--danger" onClick={() => dialog.current?.showModal()}>
        <TrashIcon size={20} />
        <Trans>Delete my account</Trans>
      </Button>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => setPassword('')}
      >
        <form onSubmit={(event) => void submit(event)} className="profile-dialog__form">
          <h2 id={titleId}>
            <Trans>Delete your account?</Trans>
          </h2>
          <div id={textId} className="profile-dialog__text">
            <p>
              <Trans>
                This deletes your name, e-mail address, settings and notifications, your chat messages, board posts and
                comments, and signs you out on every device. It cannot be undone.
              </Trans>
            </p>
            <p>
              <Trans>
                The kindergarten keeps your children's absence reports and your answers to letters and events (with
                signatures), because it must document them; they no longer show your name.
              </Trans>
            </p>
          </div>
          <PasswordField
            label={t`Your password`}
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="profile-dialog__actions">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              <Trans>Keep my account</Trans>
            </Button>
            <Button type="submit" className="button--danger-solid" busy={busy}>
              <Trans>Delete for good</Trans>
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
