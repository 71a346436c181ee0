import type { Db } from '../db/client.ts';
import { inTransaction } from '../repositories/repositories.ts';
import { hashPassword, verifyPassword } from './password.ts';

type Owner = { id: string; passwordHash: string; tokenId: string };

/**
 * Sets a new password for the signed-in user once the current one is confirmed, and ends every other sign-in: a
 * device that knew the old password (a lost phone, a shared tablet) is signed out; the one making the change stays.
 * The new password has passed the contract's rule already. False when the current password is wrong.
 */
export async function changePassword(
  db: Db,
  owner: Owner,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  if (!(await verifyPassword(currentPassword, owner.passwordHash))) return false;
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    await tx.users.setPasswordHash(owner.id, passwordHash);
    await tx.tokens.revokeAllOf(owner.id, owner.tokenId);
  });
  return true;
}
