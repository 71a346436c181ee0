import { Trans } from '@lingui/react/macro';
import { Button } from './button.tsx';
import { AlertIcon } from './sync-icons.tsx';
import './failed-change.css';

interface FailedChangePanelProps {
  reason: string;
  onRetry: () => Promise<void>;
  onDiscard: () => Promise<void>;
}

/** A refused change (a post, a comment, an answer) never disappears silently: the reason, and the ways forward (retry, discard). */
export function FailedChangePanel({ reason, onRetry, onDiscard }: FailedChangePanelProps) {
  return (
    <div className="failed-change" role="group" aria-label={reason}>
      <AlertIcon size={20} />
      <p className="failed-change__reason">
        <Trans>Not sent:</Trans> {reason}
      </p>
      <div className="failed-change__actions">
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
