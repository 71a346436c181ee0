import { useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { SyncBadge } from '../../ui/sync-badge.tsx';
import { absenceMessages } from './absence-messages.ts';

/** Pending ("waiting to be sent"), failed ("not sent"), or nothing once the server has it. */
export function AbsenceSyncBadge({ entry }: { entry: OutboxEntry | undefined }) {
  const { i18n } = useLingui();
  if (!entry) return null;
  if (entry.status === 'failed') return <SyncBadge state="failed">{i18n._(absenceMessages.notSent)}</SyncBadge>;
  return (
    <SyncBadge state="pending">
      {i18n._(entry.status === 'sending' ? absenceMessages.sending : absenceMessages.waiting)}
    </SyncBadge>
  );
}
