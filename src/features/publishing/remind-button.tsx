import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { PublicationKind } from '#contract/publication-rules';
import { reminderResponseSchema } from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { v7 as uuidv7 } from 'uuid';
import { apiRequest } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { Button } from '../../ui/button.tsx';
import '../../ui/dialog.css';
import { explainStaffRefusal } from '../workspace/staff-refusal.ts';

/**
 * One tap to remind the families who have not answered, after a confirmation that says how many children that is;
 * the result (how many people were told, or why not) is said next to the button.
 */
export function RemindButton({
  kind,
  id,
  pending,
  disabled,
}: {
  kind: PublicationKind;
  id: string;
  pending: number;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const remind = async () => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await apiRequest(`/api${staffPaths.remind(kind, id)}`, {
        method: 'POST',
        idempotencyKey: uuidv7(),
        quiet: true,
        schema: reminderResponseSchema,
      });
      const count = answer.notified;
      setResult({ ok: true, text: count === 1 ? t`Reminder sent to 1 person.` : t`Reminder sent to ${count} people.` });
    } catch (error) {
      const offline = error instanceof ApiError && error.kind === 'offline';
      setResult({
        ok: false,
        text:
          explainStaffRefusal(error) ??
          (offline
            ? t`You are offline. The reminder was not sent.`
            : t`The reminder could not be sent. Please try again.`),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack stack--sm">
      <Button
        variant="primary"
        data-testid="remind"
        busy={busy}
        disabled={disabled || pending === 0}
        onClick={() => dialog.current?.showModal()}
      >
        <Trans>Remind those who have not answered</Trans>
      </Button>
      {result && (
        <p
          className={result.ok ? 'staff-notice' : 'staff-notice staff-notice--error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="remind-result"
        >
          {result.text}
        </p>
      )}
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <Trans>Send a reminder?</Trans>
        </h2>
        <p className="text-muted">
          {pending === 1 ? (
            <Trans>The guardians of 1 child who has no answer yet get a notification and a push.</Trans>
          ) : (
            <Trans>The guardians of {pending} children who have no answer yet get a notification and a push.</Trans>
          )}
        </p>
        <form method="dialog" className="dialog__actions">
          <Button type="submit" variant="secondary" autoFocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            data-testid="remind-confirm"
            onClick={() => {
              dialog.current?.close();
              void remind();
            }}
          >
            <Trans>Send reminder</Trans>
          </Button>
        </form>
      </dialog>
    </div>
  );
}
