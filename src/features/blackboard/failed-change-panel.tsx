import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/sync-icons.tsx';

interface FailedChangePanelProps {
  reason: string;
  onRetry: () => Promise<void>;
  onDiscard: () => Promise<void>;
}

/** A refused change never disappears silently: the reason, and the ways forward (retry, discard). */
export function FailedChangePanel({ reason, onRetry, onDiscard }: FailedChangePanelProps) {
  return (
    <div className="bb-failed" role="group" aria-label={reason}>
      <AlertIcon size={20} />
      <p className="bb-failed__reason">
        <Trans>Not sent:</Trans> {reason}
      </p>
      <div className="bb-failed__actions">
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
