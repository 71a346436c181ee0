import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Absence } from '#contract/absences';
import { useLocale } from '../../i18n/use-locale.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ListItem } from '../../ui/list.tsx';
import { formatDayRange } from './absence-dates.ts';
import { reasonLabels } from './absence-messages.ts';
import { AbsenceSyncBadge } from './absence-sync-badge.tsx';
import { explainOutboxError } from './outbox-error.ts';
import type { ChildInfo } from './use-children.ts';

interface AbsenceListItemProps {
  absence: Absence;
  child: ChildInfo | undefined;
  entry: OutboxEntry | undefined;
  /** Staff see many families: the group tells them where to look. */
  showGroup: boolean;
}

export function AbsenceListItem({ absence, child, entry, showGroup }: AbsenceListItemProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const failure =
    entry?.status === 'failed'
      ? explainOutboxError(entry.lastError, { childName: child?.firstName, locale }).summary
      : null;
  const name = child ? (showGroup ? child.name : child.firstName) : '…';
  return (
    <ListItem>
      <Link
        to="/absence-history/$id"
        params={{ id: absence.id }}
        className="list__row absence-row"
        data-absence-id={absence.id}
      >
        <span className="absence-row__avatar" data-reason={absence.reason} aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <span className="list__main">
          <span className="absence-row__title">
            <span className="absence-row__name">{name}</span>
            {showGroup && child?.groupName && <span className="absence-row__group">{child.groupName}</span>}
          </span>
          <span className="list__secondary">
            {formatDayRange(absence.from, absence.to, locale)} · {i18n._(reasonLabels[absence.reason])}
          </span>
          {(entry || failure) && (
            <span className="absence-row__state">
              <AbsenceSyncBadge entry={entry} />
              {failure && <span className="absence-row__failure">{failure}</span>}
            </span>
          )}
        </span>
        <span className="list__end">
          <ChevronRightIcon size={20} />
        </span>
      </Link>
    </ListItem>
  );
}
