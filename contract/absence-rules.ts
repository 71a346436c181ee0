// No zod here: the absence screens import these rules on first paint, and zod would come with them (~25 KB gzip).
// contract/absences.ts builds the request schemas from them.
import { daysBetween } from './iso-days.ts';

/** What an absence is about; the free text goes in `note`. */
export const absenceReasons = ['sick', 'vacation', 'other'] as const;

export const absenceNoteMaxLength = 1000;

/** Neither date may lie further than this from today (the server's calendar day, UTC). */
export const absenceMaxDaysAway = 366;

/** The field whose date lies more than a year from `today`, or null. */
export function absenceDateWindowIssue(value: { from: string; to: string }, today: string): 'from' | 'to' | null {
  if (Math.abs(daysBetween(today, value.from)) > absenceMaxDaysAway) return 'from';
  if (Math.abs(daysBetween(today, value.to)) > absenceMaxDaysAway) return 'to';
  return null;
}
