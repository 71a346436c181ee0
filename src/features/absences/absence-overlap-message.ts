import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDayRange } from './absence-dates.ts';

/** "Paul is already reported absent Thu, 26 – Fri, 27 Nov." in the user's language. */
export function overlapMessage(name: string, existing: { from: string; to: string }, locale: string): string {
  const dates = formatDayRange(existing.from, existing.to, locale);
  return i18n._(msg`${name} is already reported absent ${dates}.`);
}
