import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AbsenceReason } from '#contract/absences';

export const reasonLabels: Record<AbsenceReason, MessageDescriptor> = {
  sick: msg`Sick`,
  vacation: msg`Holiday`,
  other: msg`Other reason`,
};

/** A 422 without a code is malformed input; say per field what to check (the server's text is English only). */
export const absenceFieldMessages = {
  child_id: msg`Please choose a child.`,
  from: msg`Please check the start date.`,
  to: msg`The end date must not be before the start date.`,
  reason: msg`Please choose a reason.`,
  note: msg`The note is too long.`,
} satisfies Record<string, MessageDescriptor>;

export const absenceMessages = {
  reported: msg`Absence reported.`,
  reportedOffline: msg`Absence saved. It will be sent as soon as you are online.`,
  updated: msg`Changes saved.`,
  discarded: msg`The report has been discarded.`,
  saveFailed: msg`The report could not be saved on this device. Please try again.`,
  waiting: msg`Waiting to be sent`,
  sending: msg`Sending…`,
  notSent: msg`Not sent`,
  unknownError: msg`The kindergarten's server did not accept this report.`,
  withdrawn: msg`Absence withdrawn.`,
} satisfies Record<string, MessageDescriptor>;
