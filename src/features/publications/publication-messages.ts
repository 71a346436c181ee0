import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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
