import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { areaLabels } from '../../i18n/area-labels.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import type { Dashboard } from './use-dashboard.ts';

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

/** The day at a glance: what needs the user, what is new, what comes next. */
export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const { menu, news, events, openAnswers, unreadMessages, absentToday } = dashboard;
  return (
    <ul className="dash">
      {openAnswers > 0 && (
        <li className="dash-alert">
          <Link to="/events" className="dash-alert__link">
            {i18n._(plural(openAnswers, { one: '# item waits for your answer', other: '# items wait for your answer' }))}
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
        {menu && menu.lunch ? <p>{menu.lunch}</p> : <p className="text-muted">{t`No menu today.`}</p>}
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
      <Tile to="/events" title={<Trans>Latest news</Trans>} more={<Trans>All news and events</Trans>}>
        {news.length === 0 ? (
          <p className="text-muted">{t`No news yet.`}</p>
        ) : (
          <ul className="dash-list">
            {news.map((item) => (
              <li key={item.id}>
                <Link to="/news/$id" params={{ id: item.id }}>{item.title}</Link>
                <span className="text-muted"> · {day.format(new Date(item.published_at!))}</span>
              </li>
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
              <li key={event.id}>
                <Link to="/events/$id" params={{ id: event.id }}>{event.title}</Link>
                <span className="text-muted"> · {when.format(new Date(event.starts_at))}</span>
              </li>
            ))}
          </ul>
        )}
      </Tile>
    </ul>
  );
}
