import { addDays } from '#contract/iso-days';
import { formatDays } from '../../i18n/kindergarten-time.ts';

/** Monday to Friday of a week in the user's locale ("30 Nov – 4 Dec", "30 нояб. – 4 дек."). */
export function menuWeekLabel(locale: string, weekStart: string): string {
  return formatDays(locale, weekStart, addDays(weekStart, 4), { day: 'numeric', month: 'short' });
}
