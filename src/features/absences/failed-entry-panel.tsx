import { Trans } from '@lingui/react/macro';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/sync-icons.tsx';
import { DiscardButton } from './discard-dialog.tsx';

interface FailedEntryPanelProps {
  reason: string;
  /** Whether the form below lets the user correct the report (then "edit and retry" is the form's button). */
  editable: boolean;
  /** The absence that already covers these days: changing it may be what the user wants. */
  existingId?: string;
  onRetry: () => Promise<void>;
  onDiscard: () => Promise<void>;
}

/** A refused report never disappears silently: the reason, and every way forward (edit, retry, discard). */
export function FailedEntryPanel({ reason, editable, existingId, onRetry, onDiscard }: FailedEntryPanelProps) {
  return (
    <section className="failed-panel" aria-labelledby="failed-title">
      <div className="failed-panel__head">
        <AlertIcon size={22} />
        <div>
          <h2 id="failed-title" className="failed-panel__title">
            <Trans>Not sent: the kindergarten's server refused this report</Trans>
          </h2>
          <p className="failed-panel__reason">{reason}</p>
          {editable && (
            <p className="text-muted">
              <Trans>Correct it below and send it again, or discard it.</Trans>
            </p>
          )}
        </div>
      </div>
      <div className="failed-panel__actions">
        {existingId && (
          <ButtonLink to="/absence-history/$id" params={{ id: existingId }} variant="secondary">
            <Trans>Open the existing report</Trans>
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={() => void onRetry()}>
          <Trans>Retry unchanged</Trans>
        </Button>
        <DiscardButton onConfirm={onDiscard} />
      </div>
    </section>
  );
}
