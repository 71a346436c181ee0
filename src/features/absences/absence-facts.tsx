import { Trans, useLingui } from '@lingui/react/macro';
import type { Absence } from '#contract/absences';
import { useLocale } from '../../i18n/use-locale.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { formatDateTime, formatDayRange } from './absence-dates.ts';
import { reasonLabels } from './absence-messages.ts';
import { AbsenceSyncBadge } from './absence-sync-badge.tsx';
import type { ChildInfo } from './use-children.ts';
import { ChildCardLink } from '../children/child-card-link.tsx';

/** What was reported, as a description list (read as term/value pairs by screen readers). */
export function AbsenceFacts({ absence, child, entry }: { absence: Absence; child?: ChildInfo; entry?: OutboxEntry }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <dl className="absence-facts">
      <div>
        <dt>
          <Trans>Child</Trans>
        </dt>
        <dd>
          {child ? <ChildCardLink childId={child.id}>{child.name}</ChildCardLink> : '…'}
          {child?.groupName && <span className="text-muted"> · {child.groupName}</span>}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>When?</Trans>
        </dt>
        <dd>{formatDayRange(absence.from, absence.to, locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd>{i18n._(reasonLabels[absence.reason])}</dd>
      </div>
      {absence.note && (
        <div>
          <dt>
            <Trans>Note</Trans>
          </dt>
          <dd className="absence-facts__note">{absence.note}</dd>
        </div>
      )}
      <div>
        <dt>
          <Trans>Reported</Trans>
        </dt>
        <dd className="absence-facts__state">
          {formatDateTime(absence.created_at, locale)}
          <AbsenceSyncBadge entry={entry} />
        </dd>
      </div>
    </dl>
  );
}
