import { useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { SyncBadge } from '../../ui/sync-badge.tsx';
import { blackboardMessages } from './blackboard-messages.ts';

/** Pending ("waiting to be sent"), failed ("not sent"), or nothing once the server has it. */
export function BlackboardSyncBadge({ entry }: { entry: OutboxEntry | undefined }) {
  const { i18n } = useLingui();
  if (!entry) return null;
  if (entry.status === 'failed') return <SyncBadge state="failed">{i18n._(blackboardMessages.notSent)}</SyncBadge>;
  return (
    <SyncBadge state="pending">
      {i18n._(entry.status === 'sending' ? blackboardMessages.sending : blackboardMessages.waiting)}
    </SyncBadge>
  );
}
