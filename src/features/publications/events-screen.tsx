import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, monthOf } from '#contract/iso-days';
import { useContentTranslations, useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { useSession } from '../../db/use-session.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { ChevronLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import { useNow } from '../../ui/use-now.ts';
import { dayForKey, eventsByDay, monthGrid, upcomingEvents } from './month-grid.ts';
import { useCalendarEvents, type CalendarEvent } from './use-events.ts';
import './publications.css';
import { NewBadge } from '../reads/new-badge.tsx';
import { useNewMarks } from '../reads/use-new-marks.ts';

/** /events: a month calendar, the selected day's events and the upcoming ones, from the device's data. */
export function EventsScreen() {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const now = useNow();
  const today = time.today(new Date(now));
  const [selected, setSelected] = useState(today);
  const events = useCalendarEvents(user, now);
  useDocumentTitle(t`Events`);

  const byDay = useMemo(
    () =>
      eventsByDay(
        events?.map((entry) => ({
          ...entry,
          id: entry.event.id,
          starts_at: entry.event.starts_at,
          ends_at: entry.event.ends_at,
        })) ?? [],
        time.zone,
      ),
    [events, time.zone],
  );
  const upcoming = useMemo(
    () =>
      upcomingEvents(
        events?.map((entry) => ({
          ...entry,
          id: entry.event.id,
          starts_at: entry.event.starts_at,
          ends_at: entry.event.ends_at,
        })) ?? [],
        new Date(now),
        time.zone,
      ),
    [events, now, time.zone],
  );
  const selectedLabel = time.day(selected, { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <Page withNav title={<Trans>Events</Trans>}>
      <div className="events-layout">
        <MonthCalendar selected={selected} today={today} onSelect={setSelected} byDay={byDay} />
        <section className="stack" aria-labelledby="day-heading" aria-live="polite">
          <h2 id="day-heading" className="section-title">
            {selectedLabel}
          </h2>
          {!events ? (
            <Skeleton lines={2} label={t`Loading`} />
          ) : (byDay.get(selected) ?? []).length === 0 ? (
            <p className="text-muted">
              <Trans>No events on this day.</Trans>
            </p>
          ) : (
            <EventList entries={byDay.get(selected)!} />
          )}
        </section>
        <section className="stack events-upcoming" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="section-title">
            <Trans>Upcoming</Trans>
          </h2>
          {!events ? (
            <Skeleton lines={4} label={t`Loading`} />
          ) : upcoming.length === 0 ? (
            <EmptyState icon={<CalendarIcon size={40} />} title={<Trans>No upcoming events</Trans>}>
              <Trans>New events appear here as soon as the kindergarten publishes them.</Trans>
            </EmptyState>
          ) : (
            <EventList entries={upcoming} />
          )}
        </section>
      </div>
    </Page>
  );
}

function EventList({ entries }: { entries: CalendarEvent[] }) {
  const translations = useContentTranslations(
    'events',
    entries.map((entry) => entry.event.id),
  );
  const marks = useNewMarks('event');
  return (
    <ul className="event-list">
      {entries.map((entry) => (
        <EventRow
          key={entry.event.id}
          entry={entry}
          translations={translations}
          isNew={
            marks?.({ id: entry.event.id, shown_at: entry.event.published_at, author_id: entry.event.author_id }) ??
            false
          }
        />
      ))}
    </ul>
  );
}

/** One event of a list; a translated one has its toggle next to the link (a button cannot sit inside it). */
function EventRow({
  entry: { event, needsAnswer, answered },
  translations,
  isNew,
}: {
  entry: CalendarEvent;
  translations: ListTranslations;
  /** Not opened yet (contract/read-rules.ts). */
  isNew: boolean;
}) {
  const time = useKindergartenTime();
  const translated = useTranslatedItem('events', event, translations);
  return (
    <li className="event-list__item">
      <Link to="/events/$id" params={{ id: event.id }} className="event-row" data-event-id={event.id}>
        {isNew && <NewBadge />}
        <span className="event-row__title" lang={translated.lang}>
          {translated.text('title', event.title)}
        </span>
        <span className="event-row__meta">{time.eventWhen(event)}</span>
        {event.location && (
          <span className="event-row__meta" lang={translated.lang}>
            {translated.text('location', event.location)}
          </span>
        )}
        {needsAnswer ? (
          <span className="answer-pill" data-status="open">
            <Trans>Answer needed</Trans>
          </span>
        ) : answered === 'confirmed' ? (
          <span className="answer-pill" data-status="confirmed">
            <Trans>Confirmed</Trans>
          </span>
        ) : answered === 'cancelled' ? (
          <span className="answer-pill" data-status="cancelled">
            <Trans>Cancelled</Trans>
          </span>
        ) : null}
      </Link>
      {translated.view?.state === 'translated' && (
        <span className="event-row__translation">
          <TranslationNote item={translated} compact />
        </span>
      )}
    </li>
  );
}

interface MonthCalendarProps {
  selected: string;
  today: string;
  onSelect: (day: string) => void;
  byDay: Map<string, CalendarEvent[]>;
}

/**
 * The ARIA date-grid pattern: one tab stop (the selected day); arrow keys move by day and week, Home/End to the
 * week's ends, Page Up/Down by month; Enter or a tap selects. Days with events carry a dot and say how many.
 */
function MonthCalendar({ selected, today, onSelect, byDay }: MonthCalendarProps) {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = monthGrid(selected);
  const monthLabel = time.day(selected, { month: 'long', year: 'numeric' });
  const dayLabel = (day: string) => time.day(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  const move = (day: string) => {
    onSelect(day);
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = dayForKey(selected, event.key);
    if (!target) return;
    event.preventDefault();
    move(target);
  };

  return (
    <section className="calendar" aria-labelledby="month-heading">
      <div className="calendar__head">
        <Button variant="ghost" aria-label={t`Previous month`} onClick={() => onSelect(addMonths(selected, -1))}>
          <ChevronLeftIcon size={20} />
        </Button>
        <h2 id="month-heading" className="calendar__month" aria-live="polite">
          {monthLabel}
        </h2>
        <Button variant="ghost" aria-label={t`Next month`} onClick={() => onSelect(addMonths(selected, 1))}>
          <ChevronRightIcon size={20} />
        </Button>
      </div>
      {monthOf(selected) !== monthOf(today) || selected !== today ? (
        <Button variant="ghost" className="calendar__today" onClick={() => move(today)}>
          <Trans>Today</Trans>
        </Button>
      ) : null}
      <table ref={gridRef} className="calendar__grid" role="grid" aria-labelledby="month-heading" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weeks[0]!.map(({ day }) => (
              <th key={day} scope="col" abbr={time.day(day, { weekday: 'long' })}>
                {time.day(day, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.day}>
              {week.map(({ day, inMonth }) => {
                const count = byDay.get(day)?.length ?? 0;
                const isSelected = day === selected;
                const label = count
                  ? `${dayLabel(day)}, ${count === 1 ? t`1 event` : t`${count} events`}`
                  : dayLabel(day);
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      className="calendar__day"
                      data-day={day}
                      data-outside={!inMonth || undefined}
                      data-today={day === today || undefined}
                      data-has-events={count > 0 || undefined}
                      tabIndex={isSelected ? 0 : -1}
                      aria-label={label}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                      {count > 0 && <span className="calendar__dot" aria-hidden="true" />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
