import type { PublicationKind } from '#contract/publication-rules';
import { calendarDayIn, clockTimeIn } from '#contract/zoned-time';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';

export type QuestionKind = 'yes_no' | 'choice' | 'text';

export interface QuestionValues {
  /** Stable within the item: the key of the parents' answers. */
  id: string;
  kind: QuestionKind;
  label: string;
  /** One option per entry (choice only). */
  options: { value: string }[];
  required: boolean;
}

/** The publish form as typed; also what a local draft keeps (so a draft restores exactly what was on screen). */
export interface PublicationFormValues {
  kind: PublicationKind;
  title: string;
  body: string;
  /** Events: `YYYY-MM-DD`, `HH:MM` (empty when all day), end time optional. */
  date: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  location: string;
  audience: 'all' | 'groups';
  groupIds: string[];
  requiresConfirmation: boolean;
  /** `YYYY-MM-DDTHH:MM` in the device's time zone; empty = no deadline. */
  deadline: string;
  requiresSignature: boolean;
  questions: QuestionValues[];
}

export const emptyPublicationForm = (kind: PublicationKind = 'news'): PublicationFormValues => ({
  kind,
  title: '',
  body: '',
  date: '',
  startTime: '',
  endTime: '',
  allDay: false,
  location: '',
  audience: 'all',
  groupIds: [],
  requiresConfirmation: false,
  deadline: '',
  requiresSignature: false,
  questions: [],
});

/** A draft written by an older form may lack newer fields: fill them in instead of crashing. */
export function restoreFormValues(stored: Record<string, unknown>): PublicationFormValues {
  const base = emptyPublicationForm(stored.kind === 'event' ? 'event' : 'news');
  return { ...base, ...(stored as Partial<PublicationFormValues>) };
}

/** The synced row fields the form shows (news and events share them; events add when and where). */
export interface PublishedRowFields {
  title: string;
  body: string;
  group_ids: string[];
  requires_confirmation: boolean;
  requires_signature: boolean;
  deadline: string | null;
  questions: {
    id: string;
    kind: QuestionKind;
    label: string;
    options?: string[] | undefined;
    required?: boolean | undefined;
  }[];
  starts_at?: string;
  ends_at?: string | null;
  all_day?: boolean;
  location?: string;
}

/** An instant as the kindergarten's day (`YYYY-MM-DD`) and time (`HH:MM`), as the form's date and time inputs hold them. */
const localDay = (date: Date) => calendarDayIn(kindergartenZone(), date);
const localTime = (date: Date) => clockTimeIn(kindergartenZone(), date);

/**
 * A synced news or event row as the form's values, so editing starts from what parents see. Times are shown on the
 * kindergarten's clock (the form sends them back the same way, see toWriteRequest); an all-day event keeps only its day.
 */
export function formValuesFromRow(kind: PublicationKind, row: PublishedRowFields): PublicationFormValues {
  const values: PublicationFormValues = {
    ...emptyPublicationForm(kind),
    title: row.title,
    body: row.body,
    audience: row.group_ids.length ? 'groups' : 'all',
    groupIds: [...row.group_ids],
    requiresConfirmation: row.requires_confirmation,
    requiresSignature: row.requires_confirmation && row.requires_signature,
    deadline: row.deadline ? `${localDay(new Date(row.deadline))}T${localTime(new Date(row.deadline))}` : '',
    questions: row.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      label: question.label,
      options: question.kind === 'choice' ? (question.options ?? []).map((value) => ({ value })) : [],
      required: question.required ?? false,
    })),
  };
  if (kind === 'news' || !row.starts_at) return values;
  const starts = new Date(row.starts_at);
  const allDay = row.all_day ?? false;
  return {
    ...values,
    date: localDay(starts),
    allDay,
    startTime: allDay ? '' : localTime(starts),
    endTime: allDay || !row.ends_at ? '' : localTime(new Date(row.ends_at)),
    location: row.location ?? '',
  };
}
