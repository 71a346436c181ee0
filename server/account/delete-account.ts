import type { Db } from '../db/client.ts';
import { inTransaction } from '../repositories/repositories.ts';

/**
 * Deletes an account (GDPR Art. 17) in one transaction: credentials and notifications go, chat messages, board posts,
 * comments and uploads are emptied and removed, guardianships and chat memberships end. Kept, because the kindergarten
 * must document them: absence reports and answers to letters and events (with signatures) for the children, now
 * pointing at an anonymous former user instead of a name or e-mail address.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await inTransaction(db, async ({ accountDeletion }) => {
    await accountDeletion.forgetCredentials(userId);
    await accountDeletion.removeEntityRows(userId);
  });
}
