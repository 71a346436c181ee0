import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BlackboardFailureCode } from '#contract/blackboard-rules';
import { storageQuotaMessage } from '../../i18n/storage-quota-message.ts';

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

/** The contract's failure codes in the user's language (the server's own message is the fallback). */
export const blackboardFailureMessages: Record<BlackboardFailureCode, MessageDescriptor> = {
  image_type_not_allowed: msg`Only JPEG, PNG, WebP or GIF images can be added.`,
  image_too_large: msg`An image is larger than 10 MB.`,
  image_too_many_pixels: msg`An image has too many pixels. Please choose a smaller one.`,
  too_many_images: msg`A post can have at most 10 images.`,
  not_post_author: msg`Only the author can change this post.`,
  not_comment_author: msg`Only the author or the kindergarten team can delete this comment.`,
  id_taken: msg`This post or comment already exists. Please discard it and write it again.`,
  storage_quota_exceeded: storageQuotaMessage,
};
