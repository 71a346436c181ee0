import { publicationLimits } from '#contract/publication-rules';
import type { Publication } from './publication-model.ts';

export type AnswerValue = string | boolean;

export interface AnswerFormValues {
  status: 'confirmed' | 'cancelled' | null;
  childIds: string[];
  answers: Record<string, AnswerValue | undefined>;
  feedback: string;
  signature: string | null;
}

export type AnswerFormErrorKey = 'status' | 'children' | 'feedback' | 'signature' | `answers.${string}`;
export type AnswerFormErrorKind =
  'chooseStatus' | 'chooseChild' | 'questionRequired' | 'feedbackTooLong' | 'signatureRequired';

/**
 * The server's answer rules checked before anything is queued (contract/publication-rules.ts), so a refusal
 * after coming back online is the exception: a status; a child when the item asks per child; required questions and
 * the signature only when confirming; the feedback's length. Answers the field errors in form order.
 */
export function checkAnswerForm(
  item: Pick<Publication, 'questions' | 'requires_signature'>,
  values: AnswerFormValues,
  perChild: boolean,
): [AnswerFormErrorKey, AnswerFormErrorKind][] {
  const errors: [AnswerFormErrorKey, AnswerFormErrorKind][] = [];
  if (perChild && values.childIds.length === 0) errors.push(['children', 'chooseChild']);
  if (!values.status) errors.push(['status', 'chooseStatus']);
  if (values.status === 'confirmed') {
    for (const question of item.questions) {
      const value = values.answers[question.id];
      if (question.required && (value === undefined || (typeof value === 'string' && value.trim() === ''))) {
        errors.push([`answers.${question.id}`, 'questionRequired']);
      }
    }
  }
  if (values.feedback.trim().length > publicationLimits.feedbackMaxLength) errors.push(['feedback', 'feedbackTooLong']);
  if (values.status === 'confirmed' && item.requires_signature && !values.signature)
    errors.push(['signature', 'signatureRequired']);
  return errors;
}

/** The answers the request carries: only questions the item has, no empty texts; none when cancelling. */
export function answersToSend(
  item: Pick<Publication, 'questions'>,
  values: AnswerFormValues,
): Record<string, AnswerValue> {
  if (values.status !== 'confirmed') return {};
  const result: Record<string, AnswerValue> = {};
  for (const question of item.questions) {
    const value = values.answers[question.id];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') result[question.id] = value.trim();
    } else result[question.id] = value;
  }
  return result;
}
