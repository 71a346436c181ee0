import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the publish form says about a field, in the user's language (the server says the same in its 422). */
export const publicationFieldMessages = {
  titleRequired: msg`Please give it a title.`,
  titleTooLong: msg`The title is too long.`,
  bodyTooLong: msg`The text is too long.`,
  dateRequired: msg`Please choose the day of the event.`,
  startRequired: msg`Please give a start time, or tick "All day".`,
  endBeforeStart: msg`The end must be after the start.`,
  locationTooLong: msg`The place is too long.`,
  groupsRequired: msg`Please choose at least one group.`,
  deadlinePast: msg`The deadline must lie in the future.`,
  questionLabel: msg`Please write the question.`,
  questionOptions: msg`A choice needs at least two options.`,
  optionEmpty: msg`Please fill in this option or remove it.`,
  attachmentNotPdf: msg`Only PDF files can be attached.`,
  attachmentTooLarge: msg`The PDF is larger than 10 MB.`,
} satisfies Record<string, MessageDescriptor>;

export const staffMessages = {
  offlinePublish: msg`You are offline. Publishing needs a connection; your draft is kept on this device until then.`,
  publishFailed: msg`Publishing did not work. Your text is kept; please try again.`,
  published: msg`Published. Parents are being notified.`,
  uploadFailed: msg`The PDF could not be uploaded. Your text is kept; please try again.`,
  tally: msg`Answers so far`,
  downloadFailed: msg`The file could not be downloaded. Please try again.`,
  offlineEdit: msg`You are offline. Saving changes needs a connection; what you typed stays in the form.`,
  updateFailed: msg`The changes could not be saved. What you typed is kept; please try again.`,
  updated: msg`Changes saved. Parents see them at once.`,
  unpublished: msg`Taken back. Parents no longer see it.`,
  unpublishFailed: msg`It could not be taken back. Please try again.`,
  deleted: msg`Deleted. Parents no longer see it.`,
  deleteFailed: msg`It could not be deleted. Please try again.`,
  offlineAction: msg`You are offline. This needs a connection.`,
} satisfies Record<string, MessageDescriptor>;
