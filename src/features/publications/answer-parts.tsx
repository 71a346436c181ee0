import { useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { SyncBadge } from '../../ui/sync-badge.tsx';
import type { ConfirmationRow } from './publication-model.ts';
import { publicationMessages } from './publication-messages.ts';

/** Pending ("waiting to be sent"), failed ("not sent"), or nothing once the server has the answer. */
export function AnswerSyncBadge({ entry }: { entry: OutboxEntry | undefined }) {
  const { i18n } = useLingui();
  if (!entry) return null;
  if (entry.status === 'failed') return <SyncBadge state="failed">{i18n._(publicationMessages.notSent)}</SyncBadge>;
  return (
    <SyncBadge state="pending">
      {i18n._(entry.status === 'sending' ? publicationMessages.sending : publicationMessages.waiting)}
    </SyncBadge>
  );
}

/** "Confirmed", "Cancelled" or "No answer yet" as a coloured pill. */
export function AnswerStatusPill({ answer }: { answer: ConfirmationRow | undefined }) {
  const { t } = useLingui();
  const status = answer?.status ?? 'open';
  const label = status === 'confirmed' ? t`Confirmed` : status === 'cancelled' ? t`Cancelled` : t`No answer yet`;
  return (
    <span className="answer-pill" data-status={status}>
      {label}
    </span>
  );
}

/** Whether a queued answer carries a signature that the server has not stored yet. */
export function hasQueuedSignature(entry: OutboxEntry | undefined): boolean {
  const body = entry?.body as { signature?: unknown } | undefined;
  return typeof body?.signature === 'string' && body.signature.length > 0;
}
