import { readSignedInUser, saveSignedInUser } from '../db/session-store.ts';
import { fetchCurrentUser } from '../api/current-user.ts';
import { sendPendingLanguage } from '../features/languages/pending-language.ts';
import { currentSession } from '../sync/user-transaction.ts';

/**
 * An app start with a signed-in user loads the user afresh. In the background, so an offline start still
 * opens at once from the stored user; a revoked or expired token ends the session here (401 → /login).
 */
export async function refreshUserOnStart(): Promise<void> {
  const user = await readSignedInUser();
  if (!user) return;
  try {
    // A language chosen offline first: the user asked for afterwards then has it (else the one from before the choice).
    const session = await currentSession();
    if (user.languageUnsent && session) await sendPendingLanguage(session.userId, session.token);
    await saveSignedInUser(await fetchCurrentUser({ background: true }));
  } catch {
    // Offline, or the session ended: the API client has already done what that case needs.
  }
}
