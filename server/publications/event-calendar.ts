import { addDays, monthSpanOf } from '#contract/iso-days';
import { publicationLimits } from '#contract/publication-rules';
import type { CalendarResponse, EventRow } from '#contract/publications';
import type { PublicationRepository } from '../repositories/publication-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { calendarDay } from '../absences/calendar-day.ts';

/** The calendar days (in the kindergarten's time zone) an event covers within `start`…`end`. */
function daysOf(event: EventRow, month: { start: string; end: string }, timeZone: string): string[] {
  const first = calendarDay(timeZone, new Date(event.starts_at));
  // An end at midnight sharp belongs to the day before.
  const end = event.ends_at ? calendarDay(timeZone, new Date(Date.parse(event.ends_at) - 1)) : first;
  const last = end < first ? first : end;
  const days: string[] = [];
  for (let day = first > month.start ? first : month.start; day <= last && day <= month.end; day = addDays(day, 1))
    days.push(day);
  return days;
}

/** GET /api/events/calendar?selectedDate=: the month of the selected date, its day, and what comes next. */
export async function eventCalendar(
  publications: PublicationRepository,
  viewer: Viewer,
  input: { selectedDate: string; timeZone: string; now: Date },
): Promise<CalendarResponse> {
  const month = monthSpanOf(input.selectedDate);
  const events = await publications.eventsOnDays(viewer, { from: month.start, to: month.end }, input.timeZone);
  const days: Record<string, string[]> = {};
  const selected: EventRow[] = [];
  for (const event of events) {
    for (const day of daysOf(event, month, input.timeZone)) {
      (days[day] ??= []).push(event.id);
      if (day === input.selectedDate) selected.push(event);
    }
  }
  const upcoming = await publications.upcomingEvents(viewer, input.now, publicationLimits.upcomingEvents);
  return {
    selected_date: input.selectedDate,
    month_start: month.start,
    month_end: month.end,
    days,
    events,
    selected,
    upcoming,
  };
}
