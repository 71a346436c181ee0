import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type UserRow } from '../../db/kita-db.ts';
import { useSession } from '../../db/use-session.ts';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon } from '../../ui/icons.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AnswerStatusPill, AnswerSyncBadge } from './answer-parts.tsx';
import { currentAnswers, type ConfirmationRow, type EventRow, type NewsRow } from './publication-model.ts';
import { ownChildren } from '../../db/own-children.ts';
import './publications.css';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';

interface Responded {
  kind: 'news' | 'event';
  item: NewsRow | EventRow;
  answers: ConfirmationRow[];
  changedAt: string;
}

/** The user's current answers grouped by item, most recently changed first. */
function useResponses(user: UserRow | undefined): { items: Responded[]; names: Map<string, string> } | undefined {
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const [rows, own] = await Promise.all([
      db.confirmations.where('user_id').equals(user.id).toArray(),
      ownChildren(user),
    ]);
    const byItem = new Map<string, ConfirmationRow[]>();
    for (const row of rows) {
      const key = row.news_id ? `news:${row.news_id}` : `event:${row.event_id}`;
      byItem.set(key, [...(byItem.get(key) ?? []), row]);
    }
    const items: Responded[] = [];
    for (const [key, itemRows] of byItem) {
      const [kind, id] = key.split(':') as ['news' | 'event', string];
      const item = kind === 'news' ? await db.news.get(id) : await db.events.get(id);
      if (!item || item.deleted_at) continue;
      const answers = [...currentAnswers(itemRows, user.id).values()];
      if (!answers.length) continue;
      items.push({
        kind,
        item,
        answers,
        changedAt: answers
          .map((answer) => answer.updated_at)
          .sort()
          .at(-1)!,
      });
    }
    items.sort((a, b) => b.changedAt.localeCompare(a.changedAt));
    return { items, names: new Map(own.map((child) => [child.id, child.firstName])) };
  }, [user]);
}

/** /submitted-responses (everything answered) and /submitted-responses/events (the events among them). */
export function SubmittedResponsesScreen({ only }: { only: 'all' | 'events' }) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const responses = useResponses(user);
  const outbox = useEntitiesOutbox('confirmations');
  useDocumentTitle(only === 'events' ? t`Submitted responses: events` : t`Submitted responses`);
  const time = useKindergartenTime();
  const items = responses?.items.filter((entry) => only === 'all' || entry.kind === 'event');

  return (
    <Page withNav>
      <div className="stack stack--lg">
        <ButtonLink to="/profile" variant="ghost" className="back-link">
          <ArrowLeftIcon size={20} />
          <Trans>Profile</Trans>
        </ButtonLink>
        <div className="page__header">
          <h1 className="page__title">
            <Trans>Submitted responses</Trans>
          </h1>
        </div>
        <nav className="segmented" aria-label={t`Which responses`}>
          <Link
            to="/submitted-responses"
            className="segmented__item"
            activeOptions={{ exact: true }}
            activeProps={{ 'aria-current': 'page' }}
          >
            <Trans>All</Trans>
          </Link>
          <Link to="/submitted-responses/events" className="segmented__item" activeProps={{ 'aria-current': 'page' }}>
            <Trans>Events</Trans>
          </Link>
        </nav>
        {!items || !responses ? (
          <Skeleton lines={6} label={t`Loading`} />
        ) : items.length === 0 ? (
          <EmptyState icon={<CalendarIcon size={40} />} title={<Trans>No responses yet</Trans>}>
            <Trans>When you confirm or cancel a letter or an event, your answer is listed here.</Trans>
          </EmptyState>
        ) : (
          <ul className="event-list">
            {items.map(({ kind, item, answers, changedAt }) => (
              <li key={item.id}>
                <Link
                  to={kind === 'news' ? '/news/{$id}-feedback' : '/events/$id'}
                  params={{ id: item.id }}
                  className="event-row"
                  data-response-id={item.id}
                >
                  <span className="event-row__kind">
                    {kind === 'news' ? <Trans>Letter</Trans> : <Trans>Event</Trans>}
                  </span>
                  <span className="event-row__title">{item.title}</span>
                  <span className="event-row__meta">
                    <Trans>
                      Answered {time.dateTime(changedAt, { day: 'numeric', month: 'short', year: 'numeric' })}
                    </Trans>
                  </span>
                  <span className="response-answers">
                    {answers.map((answer) => (
                      <span key={answer.id} className="response-answers__one">
                        {answer.child_id ? (responses.names.get(answer.child_id) ?? '') : ''}{' '}
                        <AnswerStatusPill answer={answer} />
                        <AnswerSyncBadge entry={outbox.get(answer.id)} />
                      </span>
                    ))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
