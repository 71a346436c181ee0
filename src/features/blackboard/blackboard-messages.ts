import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const blackboardMessages = {
  waiting: msg`Waiting to be sent`,
  sending: msg`Sending…`,
  notSent: msg`Not sent`,
  unknownError: msg`The server refused this change.`,
  saveFailed: msg`This could not be saved on this device. Please try again.`,
  postDeleted: msg`The post has been deleted.`,
  commentDeleted: msg`The comment has been deleted.`,
  postSaved: msg`The post has been saved.`,
  postCreated: msg`The post has been published.`,
  discarded: msg`The change has been discarded.`,
  unknownAuthor: msg`Someone`,
  titleRequired: msg`Please give the post a title.`,
  titleTooLong: msg`The title is too long.`,
  descriptionTooLong: msg`The text is too long.`,
  commentTooLong: msg`The comment is too long.`,
  offlineCreate: msg`You are offline. Your post is kept here; send it when you are back online.`,
  uploadFailed: msg`The upload did not work. Your post is kept here; please try again.`,
} satisfies Record<string, MessageDescriptor>;
