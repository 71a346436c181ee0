import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useContentTranslations, useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { useSession } from '../../db/use-session.ts';
import type { WaitingAnswer } from '../../db/waiting-answers.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CheckIcon } from '../../ui/control-icons.tsx';
import { BoardIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import { useNow } from '../../ui/use-now.ts';
import { NewBadge } from '../reads/new-badge.tsx';
import { useNewMarks } from '../reads/use-new-marks.ts';
import { useNewsArchive, type ArchiveFilter } from './use-news-archive.ts';
import './publications.css';

/** `/news`: every news item, newest first, or what waits for the user's answer; read from the device, so offline too. */
export function NewsArchiveScreen({ filter }: { filter: ArchiveFilter }) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const now = useNow();
  const archive = useNewsArchive(user, filter, now);
  const canAnswer = user?.role === 'parent';
  useDocumentTitle(filter === 'waiting' ? t`Waiting for your answer` : t`News archive`);

  return (
    <Page withNav title={<Trans>News archive</Trans>}>
      <div className="stack stack--lg">
        {canAnswer && (
          <nav className="segmented segmented--split" aria-label={t`Which news`}>
            <Link
              to="/news"
              search={{}}
              className="segmented__item"
              aria-current={filter === 'all' ? 'page' : undefined}
            >
              <Trans>All news</Trans>
            </Link>
            <Link
              to="/news"
              search={{ filter: 'waiting' }}
              className="segmented__item"
              aria-current={filter === 'waiting' ? 'page' : undefined}
              data-testid="filter-waiting"
            >
              <Trans>Waiting for my answer</Trans>
            </Link>
          </nav>
        )}
        {!archive ? (
          <Skeleton lines={6} label={t`Loading`} />
        ) : archive.entries.length === 0 ? (
          filter === 'waiting' ? (
            <EmptyState icon={<CheckIcon size={40} />} title={<Trans>Nothing waits for your answer</Trans>}>
              <Trans>When a letter or an event asks you for an answer, it appears here until you have answered.</Trans>
            </EmptyState>
          ) : (
            <EmptyState icon={<BoardIcon size={40} />} title={<Trans>No news yet</Trans>}>
              <Trans>Letters from the kindergarten appear here as soon as they are published.</Trans>
            </EmptyState>
          )
        ) : (
          <ArchiveList entries={archive.entries} waitingIds={archive.waitingIds} />
        )}
      </div>
    </Page>
  );
}

function ArchiveList({ entries, waitingIds }: { entries: WaitingAnswer[]; waitingIds: Set<string> }) {
  const newsTranslations = useContentTranslations(
    'news',
    entries.flatMap((entry) => (entry.kind === 'news' ? [entry.item.id] : [])),
  );
  const eventTranslations = useContentTranslations(
    'events',
    entries.flatMap((entry) => (entry.kind === 'event' ? [entry.item.id] : [])),
  );
  const marks = { news: useNewMarks('news'), event: useNewMarks('event') };
  return (
    <ul className="event-list" data-testid="news-archive">
      {entries.map((entry) => (
        <ArchiveRow
          key={entry.item.id}
          entry={entry}
          waiting={waitingIds.has(entry.item.id)}
          isNew={
            marks[entry.kind]?.({
              id: entry.item.id,
              shown_at: entry.item.published_at,
              author_id: entry.item.author_id,
            }) ?? false
          }
          translations={entry.kind === 'news' ? newsTranslations : eventTranslations}
        />
      ))}
    </ul>
  );
}

function ArchiveRow({
  entry,
  waiting,
  isNew,
  translations,
}: {
  entry: WaitingAnswer;
  waiting: boolean;
  /** Not opened yet (contract/read-rules.ts). */
  isNew: boolean;
  translations: ListTranslations;
}) {
  const time = useKindergartenTime();
  const translated = useTranslatedItem(entry.kind === 'news' ? 'news' : 'events', entry.item, translations);
  const { item } = entry;
  const deadline = item.deadline ? time.deadline(item.deadline) : null;
  const content = (
    <>
      {isNew && <NewBadge />}
      {entry.kind === 'event' && (
        <span className="event-row__kind">
          <Trans>Event</Trans>
        </span>
      )}
      <span className="event-row__title" lang={translated.lang}>
        {translated.text('title', item.title)}
      </span>
      <span className="event-row__meta">
        {entry.kind === 'event'
          ? time.eventWhen(entry.item)
          : item.published_at && time.dateTime(item.published_at, { day: 'numeric', month: 'long', year: 'numeric' })}
      </span>
      {waiting && (
        <span className="answer-pill" data-status="open">
          {deadline ? <Trans>Answer by {deadline}</Trans> : <Trans>Answer needed</Trans>}
        </span>
      )}
    </>
  );
  return (
    <li className="event-list__item" data-testid="archive-item">
      {entry.kind === 'news' ? (
        <Link to="/news/$id" params={{ id: item.id }} className="event-row">
          {content}
        </Link>
      ) : (
        <Link to="/events/$id" params={{ id: item.id }} className="event-row">
          {content}
        </Link>
      )}
      {translated.view?.state === 'translated' && (
        <span className="event-row__translation">
          <TranslationNote item={translated} compact />
        </span>
      )}
    </li>
  );
}
