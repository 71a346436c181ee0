import { Plural } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SyncBadge } from './sync-badge.tsx';
import './sync-state.css';

interface OutboxIndicatorProps {
  /** Changes queued or being sent. */
  waiting: number;
  /** Changes the server refused; they wait for the user (retry, edit, discard). */
  failed: number;
  /** Where the user can act on failed changes. */
  failedAction?: ReactNode;
}

/** "N changes waiting", with the failed ones called out; empty (but present, for announcements) when all is sent. */
export function OutboxIndicator({ waiting, failed, failedAction }: OutboxIndicatorProps) {
  // Named `count` so translators see the usual ICU shape: {count, plural, one {…} other {…}}.
  const count = waiting;
  const failedCount = failed;
  return (
    <div className="outbox-indicator" role="status" aria-live="polite">
      {waiting > 0 && (
        <SyncBadge state="pending">
          <Plural value={count} one="# change waiting" other="# changes waiting" />
        </SyncBadge>
      )}
      {failed > 0 && (
        <SyncBadge state="failed">
          <Plural value={failedCount} one="# change not sent" other="# changes not sent" />
          {failedAction}
        </SyncBadge>
      )}
    </div>
  );
}
