import { addDays } from '#contract/staff-rules';
import { localDate } from './staff-dates.ts';

/** Monday to Friday of a week in the user's locale ("30 Nov – 4 Dec", "30 нояб. – 4 дек."). */
export function menuWeekLabel(locale: string, weekStart: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).formatRange(localDate(weekStart), localDate(addDays(weekStart, 4)));
}
