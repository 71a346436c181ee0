import { passwordWeakness } from '#contract/auth';
import type { Locale } from '#contract/locales';
import type { Db } from '../db/client.ts';
import { findFamilyInvite, familyInviteProblem, takeFamilyInvite } from '../family/family-invites.ts';
import { isUniqueViolation } from '../repositories/database-errors.ts';
import type { FamilyInviteRecord } from '../repositories/family-invite-repository.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import { authFailure, passwordFailure, type AuthFailure } from './auth-failure.ts';
import { hashPassword } from './password.ts';
import { issueToken } from './sign-in.ts';

export type Registration = {
  username: string;
  /** Already trimmed and non-blank (the contract's userNameSchema). */
  name: string;
  password: string;
  code: string;
  acceptTerms: boolean;
  language: Locale;
};

export type Registered = { status: 'success'; message: string; token: string; userId: string };

/** Why a code cannot be used right now, or null when it can (the claim re-checks atomically). */
function inviteProblem(
  invite: { maxUses: number; uses: number; expiresAt: Date | null; revokedAt: Date | null } | undefined,
  now: Date,
) {
  if (!invite || invite.revokedAt) return authFailure('invalid_invite_code');
  if (invite.expiresAt && invite.expiresAt <= now) return authFailure('invite_code_expired');
  if (invite.uses >= invite.maxUses) return authFailure('invite_code_used_up');
  return null;
}

/**
 * Registration with an invite code: the user joins the code's kindergarten with the code's role and, for
 * parent codes, becomes guardian of the code's children. A guardian's family invite works the same way. Taking a use, creating the user and linking the children
 * happen in one transaction, so a taken username gives the use back.
 */
export async function registerUser(db: Db, input: Registration, now = new Date()): Promise<Registered | AuthFailure> {
  if (!input.acceptTerms) return authFailure('terms_not_accepted');
  const weakness = passwordWeakness(input.password);
  if (weakness) return passwordFailure(weakness);

  const repositories = createRepositories(db);
  const invite = await repositories.inviteCodes.findByCode(input.code);
  if (!invite) {
    const family = await findFamilyInvite(db, input.code);
    if (family) return registerByFamilyInvite(db, input, family, now);
  }
  const problem = inviteProblem(invite, now);
  if (problem || !invite) return problem ?? authFailure('invalid_invite_code');
  const holder = await repositories.users.findByUsername(input.username);
  if (holder) return takenAddress(holder, invite.kindergartenId);

  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (tx) => {
      const claimed = await tx.inviteCodes.claimUse(invite.id, now);
      if (!claimed) throw new InviteGone();
      const user = await tx.users.create({
        kindergartenId: claimed.kindergartenId,
        username: input.username,
        name: input.name,
        passwordHash,
        role: claimed.role,
        language: input.language,
      });
      if (claimed.role === 'parent') {
        for (const childId of await tx.inviteCodes.childIdsOf(claimed.id)) await tx.users.addGuardian(user.id, childId);
      }
      const { token } = await issueToken(tx, user.id);
      return { status: 'success' as const, message: 'Your account has been created.', token, userId: user.id };
    });
  } catch (error) {
    if (error instanceof InviteGone) return authFailure('invite_code_used_up');
    if (isUniqueViolation(error))
      return takenAddress(await repositories.users.findByUsername(input.username), invite.kindergartenId);
    throw error;
  }
}

/** Registration with a guardian's family invite: a parent of the inviter's kindergarten, guardian of its children. */
async function registerByFamilyInvite(
  db: Db,
  input: Registration,
  invite: FamilyInviteRecord,
  now: Date,
): Promise<Registered | AuthFailure> {
  const problem = familyInviteProblem(invite, now);
  if (problem) return authFailure(problem);
  const repositories = createRepositories(db);
  const holder = await repositories.users.findByUsername(input.username);
  if (holder) return takenAddress(holder, invite.kindergartenId);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (tx) => {
      const user = await tx.users.create({
        kindergartenId: invite.kindergartenId,
        username: input.username,
        name: input.name,
        passwordHash,
        role: 'parent',
        language: input.language,
      });
      if (!(await takeFamilyInvite(tx, invite, user.id, now))) throw new InviteGone();
      const { token } = await issueToken(tx, user.id);
      return { status: 'success' as const, message: 'Your account has been created.', token, userId: user.id };
    });
  } catch (error) {
    if (error instanceof InviteGone) return authFailure('invite_code_used_up');
    if (isUniqueViolation(error))
      return takenAddress(await repositories.users.findByUsername(input.username), invite.kindergartenId);
    throw error;
  }
}

/**
 * The answer for an address that already has an account (docs/decisions/0012): said plainly within the invite code's
 * own kindergarten, whose people the code's holder is joining; elsewhere answered exactly as an unknown code, so an
 * invite code does not tell which addresses other kindergartens have.
 */
function takenAddress(holder: { kindergartenId: string } | undefined, kindergartenId: string): AuthFailure {
  return authFailure(holder?.kindergartenId === kindergartenId ? 'username_taken' : 'invalid_invite_code');
}

/** The last use was taken (or the code expired) between the check and the claim. */
class InviteGone extends Error {}
