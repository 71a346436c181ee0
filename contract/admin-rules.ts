// No zod here: the admin screens check these limits on first paint, before zod is loaded.

/** The limits of the admin calls; the server enforces every one. */
export const adminLimits = {
  groupNameMaxLength: 80,
  childNameMaxLength: 80,
  relationMaxLength: 40,
  jobTitleMaxLength: 80,
  roomNameMaxLength: 80,
  /** Contact fields of the kindergarten (name, street, phone, …). */
  contactFieldMaxLength: 200,
  openingHoursMaxLength: 1_000,
  /** Imprint, data protection, terms. */
  legalTextMaxLength: 50_000,
  inviteMaxUses: 100,
  inviteChildrenMax: 10,
  /** Days a new code stays valid when the admin does not choose. */
  inviteDefaultValidDays: 30,
  inviteMaxValidDays: 365,
} as const;

/** Characters of generated invite codes: no 0/O, 1/I/L, so a code read from paper is typed right. */
export const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 8;

/** Why the server refused an admin call (ADR 0001); the client says it in the user's language. */
export const adminFailureCodes = [
  /** 403: the call is for admins of the kindergarten only. */
  'admin_only',
  /** 409: the kindergarten must keep at least one admin (demoting or removing the last one). */
  'last_admin',
  /** 409: a group that still has children cannot be deleted; move them first. */
  'group_not_empty',
  /** 409: a group chat room still belongs to the group; delete the room or give it another group first. */
  'group_has_rooms',
  /** 422: the person is not a parent (guardians) or not staff/admin (staff accounts). */
  'wrong_role',
  /** 409: the code was already revoked. */
  'code_already_revoked',
] as const;
export type AdminFailureCode = (typeof adminFailureCodes)[number];

/** The state of an invite code as the list shows it. */
export type InviteCodeState = 'active' | 'revoked' | 'expired' | 'used_up';

export function inviteCodeState(
  code: { revoked_at: string | null; expires_at: string | null; uses: number; max_uses: number },
  now = Date.now(),
): InviteCodeState {
  if (code.revoked_at) return 'revoked';
  if (code.expires_at && Date.parse(code.expires_at) <= now) return 'expired';
  if (code.uses >= code.max_uses) return 'used_up';
  return 'active';
}

/** The address a printed invite letter's QR code points to; /register reads `code` and fills it in. */
export function inviteRegisterUrl(origin: string, code: string): string {
  return `${origin}/register?code=${encodeURIComponent(code)}`;
}
