import { msg } from '@lingui/core/macro';

/** Texts used outside a component render, or in more than one place. */
export const chatMessages = {
  send: msg`Send message`,
  notStored: msg`The message could not be stored on this device. Please try again.`,
};
