import type { Absence, AbsenceReason, UpdateAbsenceInput } from '#contract/absences';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';

/** What the form holds; `reason` is empty until chosen, so a report never carries a reason nobody picked. */
export interface AbsenceFormValues {
  child_id: string;
  /** A new report may cover siblings: every checked child (`child_id` follows the first, for the contract's rules). */
  child_ids: string[];
  from: string;
  to: string;
  reason: AbsenceReason | '';
  note: string;
}

export const absenceFormFields = ['child_id', 'from', 'to', 'reason', 'note'] as const;

export function newAbsenceValues(childId = ''): AbsenceFormValues {
  const today = kindergartenToday();
  return { child_id: childId, child_ids: childId ? [childId] : [], from: today, to: today, reason: '', note: '' };
}

export function valuesOf(absence: Absence): AbsenceFormValues {
  const { child_id, from, to, reason, note } = absence;
  return { child_id, child_ids: [child_id], from, to, reason, note };
}

/** The request body of both endpoints (the report adds the id); the resolver has checked `reason` is set. */
export function inputOf(values: AbsenceFormValues): UpdateAbsenceInput {
  return {
    child_id: values.child_id,
    from: values.from,
    to: values.to,
    reason: values.reason as AbsenceReason,
    note: values.note.trim(),
  };
}
