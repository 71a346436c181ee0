import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SuccessCode } from '#contract/auth';

/** What the client itself says about a call. The 500 text is fixed word for word, its two spaces included. */
export const apiMessages = {
  serverError: msg`Oops, something went wrong!  The team has been notified.`,
  offline: msg`You are offline. Please check your connection and try again.`,
  tooManyAttempts: msg`Too many attempts. Please try again later.`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  requestFailed: msg`That did not work. Please try again.`,
  answerNotUnderstood: msg`This version of the app did not understand the server's answer. Please reload the page to update it.`,
} satisfies Record<string, MessageDescriptor>;

/** A successful answer's `code` said in the user's language (ADR 0001). */
export const successMessages: Record<SuccessCode, MessageDescriptor> = {
  signed_in: msg`You are signed in.`,
  registered: msg`Your account has been created.`,
  reset_code_sent: msg`If an account exists for this address, we have e-mailed you a code.`,
  password_reset: msg`Your password has been changed.`,
  signed_out: msg`You are signed out.`,
  language_updated: msg`Language saved.`,
  profile_updated: msg`Your name has been saved.`,
  password_updated: msg`Your password has been changed. Your other devices have been signed out.`,
};

export const successMessageFor = (code: unknown) =>
  typeof code === 'string' && Object.hasOwn(successMessages, code) ? successMessages[code as SuccessCode] : null;
