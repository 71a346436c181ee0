import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { CheckIcon, PencilIcon } from '../../ui/control-icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BackToWorkspace } from '../workspace/back-to-workspace.tsx';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import { useTrackedItems, type TrackedItem } from './use-tracked-items.ts';
import '../workspace/staff.css';
import './staff-answers.css';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { readByFamilies } from './read-messages.ts';

/** `/staff/answers`: every published item that asks for an answer, with how many have answered and how many not. */
export function AnswersListScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Answers`);
  return (
    <StaffOnly>
      {(viewer) => (
        <Page withNav>
          <div className="stack stack--lg">
            <BackToWorkspace />
            <h1 className="page__title">
              <Trans>Answers</Trans>
            </h1>
            <TrackedList kindergartenId={viewer.kindergartenId} />
          </div>
        </Page>
      )}
    </StaffOnly>
  );
}

function TrackedList({ kindergartenId }: { kindergartenId: string }) {
  const { t } = useLingui();
  const items = useTrackedItems(kindergartenId);
  const time = useKindergartenTime();
  if (!items) return <Skeleton lines={4} label={t`Loading…`} />;
  if (!items.length) {
    return (
      <EmptyState
        icon={<CheckIcon />}
        title={<Trans>Nothing asks for an answer yet</Trans>}
        action={
          <ButtonLink to="/staff/publish">
            <Trans>Publish news or an event</Trans>
          </ButtonLink>
        }
      >
        <Trans>When you publish something that parents must answer, you follow the answers here.</Trans>
      </EmptyState>
    );
  }
  return (
    <Card flush>
      <List>
        {items.map((entry) => (
          <ListItem key={entry.item.id} className="list__item staff-tracked-row">
            <Link to="/staff/answers/$kind/$id" params={{ kind: entry.kind, id: entry.item.id }} className="list__row">
              <ListRowContent
                primary={entry.item.title}
                secondary={
                  <>
                    {entry.kind === 'event' ? <Trans>Event</Trans> : <Trans>News</Trans>} ·{' '}
                    {time.dateTime(
                      'starts_at' in entry.item
                        ? entry.item.starts_at
                        : (entry.item.published_at ?? entry.item.created_at),
                      { dateStyle: 'medium' },
                    )}
                    <br />
                    <Counts entry={entry} />
                  </>
                }
                end={<ChevronRightIcon size={20} />}
              />
            </Link>
            <Link
              to="/staff/edit/$kind/$id"
              params={{ kind: entry.kind, id: entry.item.id }}
              className="icon-button staff-tracked-row__edit"
              aria-label={t`Edit ${entry.item.title}`}
            >
              <PencilIcon size={20} />
            </Link>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

function Counts({ entry }: { entry: TrackedItem }) {
  const { i18n } = useLingui();
  const { answered, pending } = entry.counts;
  const { read, families } = entry.reads;
  return (
    <span className="staff-counts">
      <span className="staff-count staff-count--ok">
        <Trans>{answered} answered</Trans>
      </span>
      <span className={pending ? 'staff-count staff-count--pending' : 'staff-count'}>
        <Trans>{pending} not answered</Trans>
      </span>
      <span className="staff-count" data-testid="count-read">
        {i18n._(readByFamilies(read, families))}
      </span>
    </span>
  );
}
