import type { PublicationKind } from '#contract/publication-rules';

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
