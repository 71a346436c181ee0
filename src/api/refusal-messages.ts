import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AbsenceFailureCode } from '#contract/absences';
import type { AdminFailureCode } from '#contract/admin-rules';
import type { AuthFailureCode } from '#contract/auth';
import type { BlackboardFailureCode } from '#contract/blackboard-rules';
import type { ChatFailureCode } from '#contract/chat-rules';
import type { ChildRecordFailureCode } from '#contract/child-records';
import type { FamilyFailureCode } from '#contract/family';
import type { IdempotencyFailureCode } from '#contract/idempotency';
import type { AnswerFailureCode } from '#contract/publication-rules';
import type { RollCallFailureCode } from '#contract/roll-calls';
import type { StaffFailureCode } from '#contract/staff-rules';
import { storageQuotaMessage } from '../i18n/storage-quota-message.ts';
import { ApiError } from './api-error.ts';
import { apiMessages } from './api-messages.ts';

/**
 * Every failure `code` of the contract in the user's language (ADR 0001), one table per contract list: the same code
 * can mean different things in two features (`id_taken`). `Record` makes the compiler insist on every code, and
 * tests/client/refusal-messages.test.ts on every list. The server's English message is the fallback for a code this
 * build does not know yet.
 */
export const refusalMessages = {
  auth: {
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
    auth_unavailable: msg`Signing in is not possible at the moment. Please try again in a few minutes.`,
  } satisfies Record<AuthFailureCode, MessageDescriptor>,
  admin: {
    admin_only: msg`Only admins of the kindergarten may do this.`,
    last_admin: msg`The kindergarten must keep at least one admin.`,
    group_not_empty: msg`The group still has children. Move them to another group first.`,
    group_has_rooms: msg`A chat room belongs to this group. Delete the room or give it another group first.`,
    wrong_role: msg`This person does not have the role this needs.`,
    code_already_revoked: msg`The code has already been revoked.`,
  } satisfies Record<AdminFailureCode, MessageDescriptor>,
  /** Any write the outbox sends can get these; they mean the same on every write. */
  idempotency: {
    idempotency_key_in_use: msg`This change is still being saved. It will be sent again in a moment.`,
    idempotency_key_reused: msg`This change clashed with an earlier one from this device and was not saved. Please try again.`,
  } satisfies Record<IdempotencyFailureCode, MessageDescriptor>,
  staff: {
    staff_only: msg`Only the kindergarten team may do this.`,
    group_not_found: msg`One of the chosen groups no longer exists. Please choose the groups again.`,
    attachment_not_found: msg`The attachment is gone. Please choose the PDF again.`,
    attachment_not_pdf: msg`Only PDF files can be attached.`,
    attachment_too_large: msg`The PDF is larger than 10 MB.`,
    attachment_missing: msg`Please choose a PDF.`,
    storage_quota_exceeded: storageQuotaMessage,
    audience_locked: msg`The audience of a published item cannot change.`,
    id_taken: msg`This item could not be saved under its id. Please reload the page and try again.`,
    answer_not_requested: msg`This item asks for no answer.`,
    not_published: msg`This item has not been published yet.`,
    deadline_passed: msg`The deadline has passed.`,
    menu_week_empty: msg`This week has no menu yet.`,
    menu_week_not_empty: msg`This week already has a menu. Please load the week again and confirm replacing it.`,
  } satisfies Record<StaffFailureCode, MessageDescriptor>,
  /** Answers of parents to news and events. */
  answer: {
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
    answer_not_allowed: msg`You receive the letters for this child but may not answer them.`,
    answered_by_family: msg`Another guardian has answered for this child meanwhile. Your answer was not sent: open the letter to see their answer, then change it or discard yours.`,
  } satisfies Record<AnswerFailureCode, MessageDescriptor>,
  family: {
    family_child_not_yours: msg`You can only invite guardians to your own children.`,
    family_invite_parents_only: msg`Only parents can accept a family invite.`,
    family_invite_closed: msg`This invite has already been used or withdrawn.`,
  } satisfies Record<FamilyFailureCode, MessageDescriptor>,
  absence: {
    child_not_allowed: msg`You cannot report an absence for this child.`,
    date_too_far: msg`Please choose dates within one year from today.`,
    absence_ended: msg`This absence has ended and can no longer be changed.`,
    absence_id_taken: msg`This report clashes with another one. Please discard it and report again.`,
    absence_overlaps: msg`This child is already reported absent on some of these days.`,
  } satisfies Record<AbsenceFailureCode, MessageDescriptor>,
  blackboard: {
    image_type_not_allowed: msg`Only JPEG, PNG, WebP or GIF images can be added.`,
    image_too_large: msg`An image is larger than 10 MB.`,
    image_too_many_pixels: msg`An image has too many pixels. Please choose a smaller one.`,
    too_many_images: msg`A post can have at most 10 images.`,
    not_post_author: msg`Only the author can change this post.`,
    not_comment_author: msg`Only the author or the kindergarten team can delete this comment.`,
    id_taken: msg`This post or comment already exists. Please discard it and write it again.`,
    storage_quota_exceeded: storageQuotaMessage,
  } satisfies Record<BlackboardFailureCode, MessageDescriptor>,
  chat: {
    not_a_member: msg`You are no longer a member of this chat.`,
    private_chat_not_allowed: msg`You cannot write to this person privately.`,
    id_taken: msg`This message clashes with another one. Please discard it and write it again.`,
    message_not_in_room: msg`This message is not in this chat.`,
    attachment_type_not_allowed: msg`Only photos (JPEG, PNG, WebP) and PDF files can be sent.`,
    attachment_too_large: msg`The file is larger than 10 MB.`,
    attachment_not_found: msg`The attached file is gone. Please attach it again.`,
    storage_quota_exceeded: storageQuotaMessage,
  } satisfies Record<ChatFailureCode, MessageDescriptor>,
  childRecord: {
    child_record_read_only: msg`Only the child's guardians and the kindergarten's admin may change this record.`,
  } satisfies Record<ChildRecordFailureCode, MessageDescriptor>,
  rollCall: {
    roll_call_day_out_of_range: msg`This roll call is too old to be saved. Please start a new one for today.`,
    roll_call_child_unknown: msg`A child or group of this roll call is no longer in the kindergarten. Please start it again.`,
    roll_call_id_taken: msg`This roll call clashes with another one. Please discard it and start again.`,
  } satisfies Record<RollCallFailureCode, MessageDescriptor>,
};

export type RefusalDomain = keyof typeof refusalMessages;

const lookup = (table: Record<string, MessageDescriptor>, code: unknown) =>
  typeof code === 'string' && Object.hasOwn(table, code) ? table[code]! : null;

/** The message for a `code` of the feature's list; the idempotency codes mean the same everywhere and come first. */
export function refusalMessageFor(domain: RefusalDomain, code: unknown): MessageDescriptor | null {
  return lookup(refusalMessages.idempotency, code) ?? lookup(refusalMessages[domain], code);
}

/** A `{status: 'failed'}` answer's code: the sign-in and account calls' and the admin calls'. */
export const failedAnswerMessageFor = (code: unknown) =>
  lookup(refusalMessages.auth, code) ?? lookup(refusalMessages.admin, code);

/** The `code` of a refusal, whether a refused call (ApiError), an outbox entry's error or an answer's body. */
function codeOf(refusal: unknown): unknown {
  const body = refusal instanceof ApiError ? refusal.body : refusal instanceof Error ? undefined : refusal;
  return body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
}

/** A refusal in the user's language; null when it carries no code this build knows (the caller says its own words). */
export function explainRefusal(domain: RefusalDomain, refusal: unknown): string | null {
  const message = refusalMessageFor(domain, codeOf(refusal));
  return message ? i18n._(message) : null;
}
