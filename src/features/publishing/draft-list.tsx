import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Card } from '../../ui/card.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { useDraftSummaries } from './publication-drafts.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';

/** Drafts kept on this device; nothing when there are none (the Publish tile starts a new one). */
export function DraftList({ userId }: { userId: string }) {
  const { t } = useLingui();
  const drafts = useDraftSummaries(userId);
  const time = useKindergartenTime();
  if (!drafts?.length) return null;
  return (
    <section className="stack" aria-labelledby="staff-drafts">
      <h2 id="staff-drafts" className="staff-section-title">
        <Trans>Drafts on this device</Trans>
      </h2>
      <Card flush>
        <List>
          {drafts.map((draft) => (
            <ListItem key={draft.id}>
              <Link to="/staff/publish/$draftId" params={{ draftId: draft.id }} className="list__row">
                <ListRowContent
                  primary={draft.title.trim() || t`Untitled`}
                  secondary={
                    <>
                      {draft.kind === 'event' ? <Trans>Event</Trans> : <Trans>News</Trans>} ·{' '}
                      {time.dateTime(new Date(draft.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}
                    </>
                  }
                  end={<ChevronRightIcon size={20} />}
                />
              </Link>
            </ListItem>
          ))}
        </List>
      </Card>
    </section>
  );
}
