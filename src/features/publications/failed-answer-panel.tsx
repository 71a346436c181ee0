import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/sync-icons.tsx';

/** A refused answer never disappears silently: the reason, and the ways forward (retry, discard). */
export function FailedAnswerPanel({ reason, onRetry, onDiscard }: { reason: string; onRetry: () => Promise<void>; onDiscard: () => Promise<void> }) {
  return (
    <div className="answer-failed" role="group" aria-label={reason}>
      <AlertIcon size={20} />
      <p className="answer-failed__reason">
        <Trans>Not sent:</Trans> {reason}
      </p>
      <div className="answer-failed__actions">
        <Button variant="secondary" onClick={() => void onRetry()}>
          <Trans>Retry</Trans>
        </Button>
        <Button variant="ghost" className="button--danger" onClick={() => void onDiscard()}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </div>
  );
}
