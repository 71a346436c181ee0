import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { areaLabels } from '../../i18n/area-labels.ts';
import type { SyncRows } from '#contract/sync-rows';
import { useContentTranslations, useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { TranslationNote } from '../../ui/translation-note.tsx';
import type { Dashboard } from './use-dashboard.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';

/** A tile's target, passed as a plain path (the router resolves it at runtime). */
const loosePath = (path: string) => path as '/';

function Tile({ to, title, more, children }: { to: string; title: ReactNode; more: ReactNode; children: ReactNode }) {
  return (
    <li className="dash-card">
      <h3 className="dash-card__title">{title}</h3>
      <div className="dash-card__body">{children}</div>
      <Link to={loosePath(to)} className="dash-card__more">
        {more}
        <ChevronRightIcon size={18} />
      </Link>
    </li>
  );
}

/** A news item or event of a tile: its title (translated where there is a translation, with the toggle) and when. */
function PublicationLine({
  kind,
  item,
  note,
  translations,
}: {
  kind: 'news' | 'events';
  item: SyncRows['news'] | SyncRows['events'];
  note: string;
  translations: ListTranslations;
}) {
  const translated = useTranslatedItem(kind, item, translations);
  const title = <span lang={translated.lang}>{translated.text('title', item.title)}</span>;
  return (
    <li>
      {kind === 'news' ? (
        <Link to="/news/$id" params={{ id: item.id }}>
          {title}
        </Link>
      ) : (
        <Link to="/events/$id" params={{ id: item.id }}>
          {title}
        </Link>
      )}
      <span className="text-muted"> · {note}</span> <TranslationNote item={translated} compact />
    </li>
  );
}

/** Today's lunch, translated where there is a translation, with the toggle. */
function MenuLine({ menu, translations }: { menu: SyncRows['menu_days']; translations: ListTranslations }) {
  const translated = useTranslatedItem('menu_days', menu, translations);
  return (
    <p>
      <span lang={translated.lang}>{translated.text('lunch', menu.lunch)}</span>{' '}
      <TranslationNote item={translated} compact />
    </p>
  );
}

/** The day at a glance: what needs the user, what is new, what comes next. */
export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const time = useKindergartenTime();
  const { menu, news, events, openAnswers, unreadMessages, absentToday } = dashboard;
  const newsTranslations = useContentTranslations(
    'news',
    news.map((item) => item.id),
  );
  const eventTranslations = useContentTranslations(
    'events',
    events.map((event) => event.id),
  );
  const menuTranslations = useContentTranslations('menu_days', menu ? [menu.id] : []);
  return (
    <ul className="dash">
      {openAnswers > 0 && (
        <li className="dash-alert">
          <Link to="/news" search={{ filter: 'waiting' }} className="dash-alert__link" data-testid="waiting-banner">
            {i18n._(
              plural(openAnswers, { one: '# item waits for your answer', other: '# items wait for your answer' }),
            )}
            <ChevronRightIcon size={20} />
          </Link>
        </li>
      )}
      {unreadMessages > 0 && (
        <li className="dash-alert dash-alert--calm">
          <Link to="/chat" className="dash-alert__link">
            {i18n._(plural(unreadMessages, { one: '# unread message', other: '# unread messages' }))}
            <ChevronRightIcon size={20} />
          </Link>
        </li>
      )}
      <Tile to="/menu" title={<Trans>Today's menu</Trans>} more={<Trans>Menu of the week</Trans>}>
        {menu && menu.lunch ? (
          <MenuLine menu={menu} translations={menuTranslations} />
        ) : (
          <p className="text-muted">{t`No menu today.`}</p>
        )}
      </Tile>
      {absentToday && (
        <Tile to="/absence-history" title={<Trans>Absent today</Trans>} more={i18n._(areaLabels.absenceHistory)}>
          {absentToday.length === 0 ? (
            <p className="text-muted">{t`No absences reported for today.`}</p>
          ) : (
            <ul className="dash-list">
              {absentToday.map(({ absence, child }) => (
                <li key={absence.id}>{child ? `${child.first_name} ${child.last_name}` : t`A child`}</li>
              ))}
            </ul>
          )}
        </Tile>
      )}
      <Tile to="/news" title={<Trans>Latest news</Trans>} more={<Trans>All news</Trans>}>
        {news.length === 0 ? (
          <p className="text-muted">{t`No news yet.`}</p>
        ) : (
          <ul className="dash-list">
            {news.map((item) => (
              <PublicationLine
                key={item.id}
                kind="news"
                item={item}
                note={time.dateTime(item.published_at!, { day: 'numeric', month: 'short' })}
                translations={newsTranslations}
              />
            ))}
          </ul>
        )}
      </Tile>
      <Tile to="/events" title={<Trans>Next events</Trans>} more={<Trans>All events</Trans>}>
        {events.length === 0 ? (
          <p className="text-muted">{t`No upcoming events.`}</p>
        ) : (
          <ul className="dash-list">
            {events.map((event) => (
              <PublicationLine
                key={event.id}
                kind="events"
                item={event}
                note={time.dateTime(event.starts_at, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
                translations={eventTranslations}
              />
            ))}
          </ul>
        )}
      </Tile>
    </ul>
  );
}
