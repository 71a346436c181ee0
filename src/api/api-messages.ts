import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthFailureCode, SuccessCode } from '#contract/auth';
import type { AdminFailureCode } from '#contract/admin-rules';
import type { IdempotencyFailureCode } from '#contract/idempotency';

/** What the client itself says about a call. The 500 text is fixed word for word, its two spaces included. */
export const apiMessages = {
  serverError: msg`Oops, something went wrong!  The team has been notified.`,
  offline: msg`You are offline. Please check your connection and try again.`,
  tooManyAttempts: msg`Too many attempts. Please try again later.`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  requestFailed: msg`That did not work. Please try again.`,
  answerNotUnderstood: msg`This version of the app did not understand the server's answer. Please reload the page to update it.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * A failed answer's `code` said in the user's language; the server's own message is the fallback for codes this
 * build does not know yet. `Record` makes the compiler insist on every code in the contract.
 */
export const authFailureMessages: Record<AuthFailureCode, MessageDescriptor> = {
  invalid_credentials: msg`The e-mail address or the password is not correct.`,
  invalid_invite_code: msg`This invite code is not valid.`,
  invite_code_used_up: msg`This invite code has already been used.`,
  invite_code_expired: msg`This invite code has expired.`,
  username_taken: msg`An account with this e-mail address already exists.`,
  terms_not_accepted: msg`Please accept the terms and conditions.`,
  password_too_short: msg`The password is too short.`,
  password_too_simple: msg`The password is too simple. Mix letters with numbers or symbols.`,
  invalid_reset_code: msg`This code is not correct.`,
  reset_code_expired: msg`This code has expired. Please request a new one.`,
  too_many_attempts: apiMessages.tooManyAttempts,
};

/** The admin calls' failure codes (contract/admin-rules.ts). */
export const adminFailureMessages: Record<AdminFailureCode, MessageDescriptor> = {
  admin_only: msg`Only admins of the kindergarten may do this.`,
  last_admin: msg`The kindergarten must keep at least one admin.`,
  group_not_empty: msg`The group still has children. Move them to another group first.`,
  group_has_rooms: msg`A chat room belongs to this group. Delete the room or give it another group first.`,
  wrong_role: msg`This person does not have the role this needs.`,
  code_already_revoked: msg`The code has already been revoked.`,
};

/** The Idempotency-Key check's codes (contract/idempotency.ts): any write the outbox sends can get them. */
export const idempotencyFailureMessages: Record<IdempotencyFailureCode, MessageDescriptor> = {
  idempotency_key_in_use: msg`This change is still being saved. It will be sent again in a moment.`,
  idempotency_key_reused: msg`This change clashed with an earlier one from this device and was not saved. Please try again.`,
};

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

function lookup<T extends string>(table: Record<T, MessageDescriptor>, code: unknown): MessageDescriptor | null {
  return typeof code === 'string' && Object.hasOwn(table, code) ? table[code as T] : null;
}

export const failureMessageFor = (code: unknown) =>
  lookup(authFailureMessages, code) ?? lookup(adminFailureMessages, code);
export const successMessageFor = (code: unknown) => lookup(successMessages, code);
/** Every feature's outbox explainer asks this first: these codes mean the same on any write. */
export const outboxFailureMessageFor = (code: unknown) => lookup(idempotencyFailureMessages, code);
