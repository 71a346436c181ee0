// No zod here: the staff screens check forms and build paths with these on first paint; contract/staff.ts builds the
// request schemas from them and the server enforces every one.
import { storageQuotaExceeded } from './files-quota.ts';
import type { PublicationKind } from './publication-rules.ts';

/** Limits of what staff write. */
export const staffLimits = {
  titleMaxLength: 200,
  bodyMaxLength: 10_000,
  locationMaxLength: 200,
  /** Groups an item may be addressed to (empty = the whole kindergarten). */
  groupsMax: 50,
  questionsMax: 20,
  questionLabelMaxLength: 300,
  choiceOptionsMin: 2,
  choiceOptionsMax: 20,
  choiceOptionMaxLength: 200,
  /** A PDF attachment, judged by its bytes (`%PDF-`). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentNameMaxLength: 200,
  menuTextMaxLength: 500,
} as const;

/** Roles that may use the staff calls; every other role, and one added later, gets 403 on every one. */
export const staffRoles = ['staff', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Only the roles listed in `staffRoles` pass: a role nobody has added there is refused. */
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (staffRoles as readonly (string | null | undefined)[]).includes(role);

/**
 * An absence counts as reported late when it was created after this time of day (kindergarten's time zone) on its
 * first day, or any time after its first day (a family that phones in at 09:30 for today is late; one that reports
 * the evening before is not). The server's default; `ABSENCE_LATE_AFTER` (HH:MM) overrides it and GET
 * /api/staff/absences answers the value in force as `late_after`.
 */
export const defaultAbsenceLateAfter = '08:00';

/** Quiet hours a staff member starts with when they switch them on without choosing: 20:00–07:00. */
export const defaultQuietHours = { from: '20:00', until: '07:00' } as const;

/** `HH:MM`, 00:00–23:59. */
export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOfClockTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * Whether `minute` (minutes since midnight) falls in the quiet hours `from`–`until` (`until` excluded). A span
 * across midnight (20:00–07:00) is quiet from 20:00 to midnight and from midnight to 07:00; equal times mean never.
 */
export function isWithinQuietHours(minute: number, from: number, until: number): boolean {
  if (from === until) return false;
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

/** Staff's day and menu week are Monday-to-Sunday weeks of the shared day arithmetic. */
export { addDays, weekStartOf } from './iso-days.ts';

/** Why the server refused a staff call (ADR 0001); all 422 unless noted. `errors` names the field. */
export const staffFailureCodes = [
  /** 403: the user is a parent. */
  'staff_only',
  /** A `group_ids` entry is not a group of the kindergarten. */
  'group_not_found',
  /** `attachment_file_id` is not a PDF uploaded to this kindergarten. */
  'attachment_not_found',
  /** The upload is not a PDF by its bytes. */
  'attachment_not_pdf',
  /** The upload is larger than 10 MB (413 when the request itself is). */
  'attachment_too_large',
  /** The upload would take the kindergarten's stored files over FILES_QUOTA_MB (contract/files-quota.ts). */
  storageQuotaExceeded,
  /** No file in the upload. */
  'attachment_missing',
  /** `group_ids` of an item that has been published (now or before) cannot change: delete it and create a new one. */
  'audience_locked',
  /** 409: the client-chosen id belongs to another row (another kindergarten's, or of the other kind). */
  'id_taken',
  /** A reminder for an item that asks for no answer. */
  'answer_not_requested',
  /** A reminder for a draft. */
  'not_published',
  /** A reminder after the deadline. */
  'deadline_passed',
  /** A menu copy or publish with nothing to copy or publish. */
  'menu_week_empty',
  /** A menu copy into a week that has days, without the user agreeing to replace them. */
  'menu_week_not_empty',
] as const;
export type StaffFailureCode = (typeof staffFailureCodes)[number];

export const staffSuccessCodes = [
  'attachment_uploaded',
  'draft_saved',
  'publication_updated',
  'publication_published',
  'publication_unpublished',
  'publication_deleted',
  'reminder_sent',
  'absence_recorded',
  'menu_day_saved',
  'menu_day_deleted',
  'menu_week_copied',
  'menu_week_published',
  'menu_week_discarded',
  'quiet_hours_saved',
] as const;
export type StaffSuccessCode = (typeof staffSuccessCodes)[number];

/** Call paths the client builds (relative to the API base, without `/api`). `kind`: `news` or `event`. */
export const staffPaths = {
  attachments: '/staff/attachments',
  create: (kind: PublicationKind) => `/staff/${kind}`,
  update: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}`,
  remove: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}`,
  publish: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}/publish`,
  unpublish: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}/unpublish`,
  answers: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}/answers`,
  remind: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}/remind`,
  answersCsv: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}/answers.csv`,
  answersPdf: (kind: PublicationKind, id: string) => `/staff/${kind}/${id}/answers.pdf`,
  absences: '/staff/absences',
  menuWeek: '/staff/menu',
  menuDay: (date: string) => `/staff/menu/days/${date}`,
  menuCopyWeek: '/staff/menu/copy-week',
  menuPublishWeek: '/staff/menu/publish-week',
  menuDiscardWeek: '/staff/menu/discard-week',
  quietHours: '/staff/quiet-hours',
} as const;
