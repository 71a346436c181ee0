// No zod here: the today overview and the roll-call screen import these rules on first paint.
import { daysBetween } from './iso-days.ts';

export const rollCallLabelMaxLength = 80;
export const rollCallNoteMaxLength = 1000;

/**
 * A roll call is taken for today. A device that started one offline may send it days later, so the server accepts
 * a day up to a week back; a day ahead covers a device whose clock or zone runs early.
 */
export const rollCallDaysBack = 7;
export const rollCallDaysAhead = 1;

/** Whether a roll call for `day` may be started when it is `today` in the kindergarten. */
export function rollCallDayAllowed(day: string, today: string): boolean {
  const offset = daysBetween(today, day);
  return offset >= -rollCallDaysBack && offset <= rollCallDaysAhead;
}

/** What the day's record says of one child. */
export type AttendanceState = 'present' | 'absent' | 'not_seen';

/** A reported absence (its days, both included) and a roll call's line for a child, as far as the rule needs them. */
export type AttendanceAbsence = { child_id: string; from: string; to: string; deleted_at?: string | null };
export type AttendanceEntry = { child_id: string; present: boolean; deleted_at?: string | null };

const covers = (absence: AttendanceAbsence, day: string) => absence.from <= day && absence.to >= day;

/** The children reported absent on `day` (withdrawn reports do not count). */
export function childrenReportedAbsent(absences: readonly AttendanceAbsence[], day: string): Set<string> {
  return new Set(absences.filter((a) => !a.deleted_at && covers(a, day)).map((a) => a.child_id));
}

/**
 * The attendance state of each child on a day, from the absences and the entries of that day's roll calls:
 * - ticked present in ANY roll call of the day → `present` (a child reported sick who came after all is there, and
 *   the tick is what a teacher saw, so it wins over the report);
 * - else reported absent for the day → `absent`;
 * - else `not_seen`, whether no roll call listed the child or one listed it unticked.
 * `entries` must be those of the day's roll calls only.
 */
export function attendanceOfDay(
  childIds: readonly string[],
  absences: readonly AttendanceAbsence[],
  entries: readonly AttendanceEntry[],
  day: string,
): Map<string, AttendanceState> {
  const present = new Set(entries.filter((e) => e.present && !e.deleted_at).map((e) => e.child_id));
  const absent = childrenReportedAbsent(absences, day);
  return new Map(
    childIds.map((id) => [id, present.has(id) ? 'present' : absent.has(id) ? 'absent' : 'not_seen'] as const),
  );
}

/** How many of each state, for "12 of 15 present". */
export function attendanceCounts(states: ReadonlyMap<string, AttendanceState>): Record<AttendanceState, number> {
  const counts = { present: 0, absent: 0, not_seen: 0 };
  for (const state of states.values()) counts[state] += 1;
  return counts;
}
