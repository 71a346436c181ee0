import { familyInviteExpiry, familyInvitePath } from '#contract/family-rules';
import type { FamilyInviteCreated, FamilyInviteInput } from '#contract/family';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../repositories/database-errors.ts';
import type { FamilyInviteRecord } from '../repositories/family-invite-repository.ts';
import { createRepositories, inTransaction, type Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { familyInviteCodeHash, newFamilyInviteCode } from './family-invite-code.ts';

/**
 * A guardian invites a second guardian to some of their own live children. Answers the invite with its code, shown
 * this once, or 'not_yours' when a child is not theirs.
 */
export async function createFamilyInvite(
  db: Db,
  viewer: Viewer,
  input: FamilyInviteInput,
  now: Date,
): Promise<Omit<FamilyInviteCreated, 'status' | 'message'> | 'not_yours'> {
  const childIds = [...new Set(input.child_ids)];
  const own = new Set((await createRepositories(db).users.childrenOf(viewer.userId)).map((child) => child.id));
  if (viewer.role !== 'parent' || childIds.some((id) => !own.has(id))) return 'not_yours';
  for (let attempt = 0; ; attempt++) {
    const code = newFamilyInviteCode();
    try {
      const invite = await inTransaction(db, (tx) =>
        tx.familyInvites.create({
          kindergartenId: viewer.kindergartenId,
          codeHash: familyInviteCodeHash(code),
          createdBy: viewer.userId,
          relation: input.relation,
          receivesLetters: input.receives_letters,
          mayAnswer: input.may_answer,
          expiresAt: familyInviteExpiry(now),
          childIds,
        }),
      );
      return { invite, code, path: familyInvitePath(code) };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function findFamilyInvite(db: Db, code: string): Promise<FamilyInviteRecord | undefined> {
  return createRepositories(db).familyInvites.findByHash(familyInviteCodeHash(code));
}

/** Why a family invite cannot be taken right now (in the words of the invite codes), or null when it can. */
export function familyInviteProblem(invite: FamilyInviteRecord | undefined, now: Date) {
  if (!invite || invite.withdrawnAt) return 'invalid_invite_code' as const;
  if (invite.usedAt) return 'invite_code_used_up' as const;
  if (invite.expiresAt <= now) return 'invite_code_expired' as const;
  return null;
}

/**
 * Takes the invite for `userId` in the caller's transaction and makes them guardian, on its terms, of those of its
 * children the inviter is still guardian of. Answers the linked children, or undefined when the invite was taken or
 * closed meanwhile.
 */
export async function takeFamilyInvite(
  tx: Repositories,
  invite: FamilyInviteRecord,
  userId: string,
  now: Date,
): Promise<string[] | undefined> {
  const childIds = await tx.familyInvites.claim(invite.id, userId, now);
  if (!childIds) return undefined;
  const stillTheirs = new Set((await tx.users.childrenOf(invite.createdBy)).map((child) => child.id));
  const linked = childIds.filter((id) => stillTheirs.has(id));
  const terms = { relation: invite.relation, receivesLetters: invite.receivesLetters, mayAnswer: invite.mayAnswer };
  for (const childId of linked) await tx.users.linkGuardian(userId, childId, terms);
  return linked;
}
