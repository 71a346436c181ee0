import { z } from 'zod';
import { authFailureCodes } from './auth.ts';
import { idSchema } from './common.ts';
import { familyInviteChildrenMax, familyRelations } from './family-rules.ts';

/**
 * Family invites (signed in; rules in contract/family-rules.ts). A guardian invites a second guardian to some of their
 * own children:
 * - GET /api/family-invites: the user's pending invites (not used, not withdrawn, not expired), newest first.
 * - POST /api/family-invites: makes one; the answer carries the one-time `code` (never shown again: only its hash is
 *   stored) and the path of its link. A child that is not the user's is 422 `family_child_not_yours`.
 * - POST /api/family-invites/{id}/withdraw: the inviter takes it back; another's invite is 404.
 * - POST /api/family-invites/redeem: a signed-in parent of the same kindergarten takes the code and becomes guardian
 *   of its children. A new user registers with the code instead (POST /api/register, same throttle).
 */
export const familyInviteInputSchema = z.object({
  child_ids: z.array(idSchema).min(1).max(familyInviteChildrenMax),
  relation: z.enum(familyRelations),
  receives_letters: z.boolean(),
  may_answer: z.boolean(),
});
export type FamilyInviteInput = z.infer<typeof familyInviteInputSchema>;

export const familyInviteSchema = z.object({
  id: idSchema,
  child_ids: z.array(idSchema),
  relation: z.enum(familyRelations),
  receives_letters: z.boolean(),
  may_answer: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
});
export type FamilyInvite = z.infer<typeof familyInviteSchema>;

export const familyInviteListSchema = z.object({ invites: z.array(familyInviteSchema) });
export const familyInviteCreatedSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  invite: familyInviteSchema,
  code: z.string(),
  /** Relative to the app's origin (contract/family-rules.ts `familyInvitePath`). */
  path: z.string(),
});
export type FamilyInviteCreated = z.infer<typeof familyInviteCreatedSchema>;

export const familyInviteIdParamsSchema = z.object({ id: idSchema });
export const familyInviteRedeemSchema = z.object({ code: z.string().trim().min(1).max(64) });

export const familyFailureCodes = [
  /** 422: a child of the invite is not the inviter's (or not live). */
  'family_child_not_yours',
  /** 422: only parents take family invites; staff see every child already. */
  'family_invite_parents_only',
  /** 422: the invite is already withdrawn or used. */
  'family_invite_closed',
] as const;
export type FamilyFailureCode = (typeof familyFailureCodes)[number];

/** A family invite that cannot be taken answers as an invite code would (contract/auth.ts). */
const familyInviteCodeFailures = authFailureCodes.filter(
  (code): code is 'invalid_invite_code' | 'invite_code_used_up' | 'invite_code_expired' =>
    code === 'invalid_invite_code' || code === 'invite_code_used_up' || code === 'invite_code_expired',
);

export const familyFailureSchema = z.object({
  status: z.literal('failed'),
  message: z.string(),
  code: z.enum([...familyFailureCodes, ...familyInviteCodeFailures]),
});
export type FamilyFailure = z.infer<typeof familyFailureSchema>;

export const familyRedeemedSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  child_ids: z.array(idSchema),
});
