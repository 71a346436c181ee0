import { absenceDateWindowIssue, absenceMaxDaysAway } from '#contract/absence-rules';
import type { AbsenceFailureCode, AbsenceRejection, ExistingAbsence } from '#contract/absences';

export type Rejected = { rejected: AbsenceRejection; status: 409 | 422 };

export function rejection(code: AbsenceFailureCode, field: string, message: string): Rejected {
  return { rejected: { message, code, errors: { [field]: [message] } }, status: conflictCodes.has(code) ? 409 : 422 };
}

const conflictCodes = new Set<AbsenceFailureCode>(['absence_id_taken', 'absence_overlaps']);

/** Another absence of the child already covers some of these days: change that one instead. */
export function overlapRejection(existing: ExistingAbsence): Rejected {
  const refused = rejection(
    'absence_overlaps',
    'from',
    `The child is already reported absent from ${existing.from} to ${existing.to}.`,
  );
  const { id, child_id, from, to } = existing;
  return { ...refused, rejected: { ...refused.rejected, existing: { id, child_id, from, to } } };
}

/** Neither date more than a year from today. */
export function checkDateWindow(value: { from: string; to: string }, today: string): Rejected | null {
  const field = absenceDateWindowIssue(value, today);
  if (!field) return null;
  return rejection(
    'date_too_far',
    field,
    `The ${field === 'from' ? 'start' : 'end'} date must lie within ${absenceMaxDaysAway} days of today.`,
  );
}

export const childNotAllowed = () => rejection('child_not_allowed', 'child_id', 'The selected child is invalid.');

/** An absence may be changed until its last day has passed. */
export function checkNotEnded(absence: { to: string }, today: string): Rejected | null {
  if (absence.to >= today) return null;
  return rejection('absence_ended', 'to', 'This absence has ended and can no longer be changed.');
}
