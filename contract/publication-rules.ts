/**
 * News and events: limits, answer rules and failure/success codes, zod-free so the answer screens can
 * check a form before loading zod. The server enforces every one of them; contract/publications.ts builds the
 * request schemas from them.
 */
import { storageQuotaExceeded } from './files-quota.ts';

export const publicationLimits = {
  feedbackMaxLength: 2_000,
  /** A `text` question's answer. */
  textAnswerMaxLength: 1_000,
  /** The decoded PNG of a signature. */
  signatureMaxBytes: 1024 * 1024,
  /**
   * What a signature may claim before the server decodes it: far more than a signature canvas at a pixel ratio of 3
   * on the widest screen, far less than a decompression bomb.
   */
  signatureMaxPixels: 12_000_000,
  /** The server stores a signature re-encoded to fit this box (keeping its aspect, never enlarged). */
  signatureMaxWidth: 1200,
  signatureMaxHeight: 400,
  /** Upcoming events in GET /api/events/calendar. */
  upcomingEvents: 10,
  /** Default and maximum page of GET /api/news and the feedbacks lists. */
  listDefault: 100,
  listMax: 500,
} as const;

/** The two things parents answer; the path segment of their calls (`/api/news/…`, `/api/event/…`). */
export const publicationKinds = ['news', 'event'] as const;
export type PublicationKind = (typeof publicationKinds)[number];

export const confirmationStatuses = ['confirmed', 'cancelled'] as const;
export type ConfirmationStatus = (typeof confirmationStatuses)[number];

/** Call paths the client builds (relative to the API base, without `/api`). */
export const publicationPaths = {
  confirm: (kind: PublicationKind, id: string) => `/${kind}/${id}/confirmation`,
  cancel: (kind: PublicationKind, id: string) => `/${kind}/${id}/cancel`,
  isConfirmed: (kind: PublicationKind, id: string) => `/${kind}/${id}/is-confirmed`,
  feedback: (kind: PublicationKind, id: string) => `/${kind}/feedback/${id}`,
  feedbacks: (kind: PublicationKind) => (kind === 'news' ? '/news/feedbacks/' : '/events/feedbacks/'),
  /** A PDF of the item with the user's answers and signature, labels in the user's language. */
  receipt: (kind: PublicationKind, id: string) => `/${kind}/${id}/receipt.pdf`,
} as const;

/**
 * Why the server refused an answer (ADR 0001); the client says it in the user's language. All 422 unless noted;
 * `errors` names the field to show it at.
 */
export const answerFailureCodes = [
  /** The item does not ask for an answer (`requires_confirmation` is false). */
  'answer_not_requested',
  /** The item's deadline has passed, or the event is over (contract/publication-audience.ts): no new answer, no change, no cancel. */
  'deadline_passed',
  /** The user has children the item applies to, so `child_id` must name one of them. */
  'child_required',
  /** `child_id` is not one of the user's children the item applies to. */
  'child_not_allowed',
  /** 403: the user has no child the item applies to (staff, admins, a parent without children), so cannot answer. */
  'not_in_audience',
  /** A confirmation of an item with `requires_signature` needs `signature`. */
  'signature_required',
  /** `signature` is not a PNG (by its bytes), not valid base64, does not decode, or claims more than 12 million pixels. */
  'signature_invalid',
  /** The decoded PNG is larger than 1 MB (a request body above 2 MB gets 413 `{message}` before any check). */
  'signature_too_large',
  /** The signature would take the kindergarten's stored files over FILES_QUOTA_MB (contract/files-quota.ts). */
  storageQuotaExceeded,
  /** A required question has no answer (confirmations only). `errors` names `answers.<question id>`. */
  'answer_required',
  /** An answer does not fit its question: unknown question, wrong type, an option not offered, too long. */
  'answer_invalid',
  /** 409: the client-chosen id belongs to another answer (another user, item or child). */
  'id_taken',
  /** 403: the user is a guardian of the child but may not answer its letters (`guardians.may_answer`). */
  'answer_not_allowed',
  /**
   * 409: another guardian answered for this child (or changed the answer) after this answer was written; the answer
   * is not stored. `replaces_version` with the other answer's version changes it knowingly (contract/family-rules.ts).
   */
  'answered_by_family',
] as const;
export type AnswerFailureCode = (typeof answerFailureCodes)[number];

export const answerSuccessCodes = ['answer_confirmed', 'answer_cancelled'] as const;
export type AnswerSuccessCode = (typeof answerSuccessCodes)[number];

/** Whether an item can still be answered at `now` (no deadline = until it is withdrawn). */
export function isPastDeadline(deadline: string | null, now: Date = new Date()): boolean {
  return deadline !== null && Date.parse(deadline) <= now.getTime();
}
