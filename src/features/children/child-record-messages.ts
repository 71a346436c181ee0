import { msg } from '@lingui/core/macro';

/** What a save or discard did, for the toast in the user's language. */
export const childRecordMessages = {
  saved: msg`The record has been saved. It is sent as soon as there is a connection.`,
  discarded: msg`The change has been discarded.`,
};
