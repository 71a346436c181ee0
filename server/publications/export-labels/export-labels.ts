import { dateFormat } from '#contract/date-formats';
import { isLocale, type Locale } from '#contract/locales';
import { english, type ExportLabels } from './english-labels.ts';
import { translatedLabels } from './translated-labels.ts';

const tables: Record<Locale, ExportLabels> = { en: english, ...translatedLabels };

/** An instant as a spreadsheet reads it in any locale ("2026-07-01 12:05"); sv-SE writes exactly that shape. */
const sortableFormat = (timeZone: string) =>
  dateFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/**
 * The reader's labels and date formats: their interface language (English for an unknown one), dates in the
 * kindergarten's time zone. The PDF font draws every script of the 12 languages, so dates use the same language.
 */
export function exportLanguage(language: string, timeZone: string) {
  const locale: Locale = isLocale(language) ? language : 'en';
  const date = dateFormat(locale, { timeZone, dateStyle: 'full' });
  const time = dateFormat(locale, { timeZone, timeStyle: 'short' });
  const dateTime = dateFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const sortable = sortableFormat(timeZone);
  const at = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);
  return {
    locale,
    labels: tables[locale],
    format: {
      date: (instant: string | Date) => date.format(at(instant)),
      time: (instant: string | Date) => time.format(at(instant)),
      dateTime: (instant: string | Date) => dateTime.format(at(instant)),
      sortable: (instant: string | Date) => sortable.format(at(instant)),
    },
  };
}

export type ExportLanguage = ReturnType<typeof exportLanguage>;
