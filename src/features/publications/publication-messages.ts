import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnswerFailureCode } from '#contract/publication-rules';
import { storageQuotaMessage } from '../../i18n/storage-quota-message.ts';

export const publicationMessages = {
  waiting: msg`Waiting to be sent`,
  sending: msg`Sending…`,
  notSent: msg`Not sent`,
  confirmedSaved: msg`Your confirmation has been saved.`,
  cancelledSaved: msg`Your cancellation has been saved.`,
  saveFailed: msg`This could not be saved on this device. Please try again.`,
  discarded: msg`The answer has been discarded.`,
  unknownError: msg`The server refused this answer.`,
  chooseChild: msg`Please choose at least one child.`,
  chooseStatus: msg`Please choose whether you confirm or cancel.`,
  questionRequired: msg`Please answer this question.`,
  signatureRequired: msg`Please sign in the box.`,
  feedbackTooLong: msg`The text is too long.`,
  eventOver: msg`This event is over. Answers can no longer be given or changed.`,
  receiptFailed: msg`The receipt could not be downloaded. Please try again when you are online.`,
} satisfies Record<string, MessageDescriptor>;

/** The contract's failure codes in the user's language (ADR 0001). */
export const answerFailureMessages: Record<AnswerFailureCode, MessageDescriptor> = {
  answer_not_requested: msg`This item does not ask for an answer.`,
  deadline_passed: msg`The deadline has passed; the answer can no longer be changed.`,
  child_required: msg`Please choose the child this answer is for.`,
  child_not_allowed: msg`This answer is for a child the item does not apply to.`,
  not_in_audience: msg`Only parents of a child this item is for can answer it.`,
  signature_required: msg`A signature is required.`,
  signature_invalid: msg`The signature could not be read. Please sign again.`,
  signature_too_large: msg`The signature is too large. Please sign again.`,
  storage_quota_exceeded: storageQuotaMessage,
  answer_required: msg`A required question has no answer.`,
  answer_invalid: msg`An answer does not fit its question.`,
  id_taken: msg`This answer clashes with another one. Please discard it and answer again.`,
};
