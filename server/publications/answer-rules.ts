import { answerClosedReason, type AudienceItem } from '#contract/publication-audience';
import { publicationLimits, type AnswerFailureCode } from '#contract/publication-rules';
import type { AnswerRejection } from '#contract/publications';
import type { PublicationQuestion } from '../db/schema/publications.ts';

export type Rejected = { rejected: AnswerRejection; status: 403 | 409 | 422 };
type Answers = Record<string, string | boolean>;

const statusOf: Partial<Record<AnswerFailureCode, 403 | 409>> = {
  id_taken: 409,
  answered_by_family: 409,
  not_in_audience: 403,
  answer_not_allowed: 403,
};

export function rejection(code: AnswerFailureCode, field: string, message: string): Rejected {
  return {
    rejected: { message, code, errors: { [field]: [message] } },
    status: statusOf[code] ?? 422,
  };
}

/** Only items that ask for an answer, until their deadline, and events until they are over. */
export function checkAnswerable(item: AudienceItem, now: Date): Rejected | null {
  const closed = answerClosedReason(item, now);
  if (closed === 'answer_not_requested') return rejection(closed, 'status', 'This item does not ask for an answer.');
  if (closed === 'deadline_passed') return rejection(closed, 'deadline', 'The deadline for answers has passed.');
  return null;
}

/**
 * One answer per child of the user the item applies to; a user with no such child cannot answer.
 * Answers the child id to store, or why not.
 */
export function checkChild(requested: string | null | undefined, applicable: { id: string }[]): string | Rejected {
  if (applicable.length === 0)
    return rejection('not_in_audience', 'child_id', 'Only parents of a child this item is for can answer it.');
  if (!requested) return rejection('child_required', 'child_id', 'Please choose the child this answer is for.');
  if (!applicable.some((child) => child.id === requested))
    return rejection('child_not_allowed', 'child_id', 'The selected child is invalid.');
  return requested;
}

function answerFits(question: PublicationQuestion, value: string | boolean): boolean {
  if (question.kind === 'yes_no') return typeof value === 'boolean';
  if (typeof value !== 'string') return false;
  if (question.kind === 'choice') return (question.options ?? []).includes(value);
  return value.length <= publicationLimits.textAnswerMaxLength;
}

/**
 * Answers must name the item's questions and fit their kinds; a confirmation must answer every required one
 * (an empty text counts as no answer). Answers the cleaned answers (texts trimmed, empty texts dropped).
 */
export function checkAnswers(
  questions: PublicationQuestion[],
  answers: Answers,
  confirming: boolean,
): Answers | Rejected {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const cleaned: Answers = {};
  for (const [id, raw] of Object.entries(answers)) {
    const question = byId.get(id);
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (!question || !answerFits(question, value))
      return rejection('answer_invalid', `answers.${id}`, 'This answer does not fit the question.');
    if (value !== '') cleaned[id] = value;
  }
  if (confirming) {
    const missing = questions.find((question) => question.required && !(question.id in cleaned));
    if (missing) return rejection('answer_required', `answers.${missing.id}`, 'Please answer this question.');
  }
  return cleaned;
}

export const isRejected = (value: unknown): value is Rejected =>
  typeof value === 'object' && value !== null && 'rejected' in value;
