import { apiExchange } from '../../api/api-exchange.ts';
import { db } from '../../db/kita-db.ts';
import { beforeSignOut } from '../../pwa/before-sign-out.ts';
import { classifyAnswer, type SendOutcome } from '../../sync/outbox-retry-policy.ts';
import { registerPendingSend, type PendingSendResult } from '../../sync/pending-sends.ts';
import { currentSession } from '../../sync/user-transaction.ts';

/**
 * Tells the server the interface language chosen on this device (it writes mail and notifications in it),
 * if it has not taken it yet. The choice is kept on the stored user (`languageUnsent`, set by
 * save-language.ts), so one made offline survives a reload and the next start, and the start's
 * fresh user does not undo it (src/db/session-store.ts); sent when chosen and by every sync cycle until the server
 * answers (back online, the app visible again, the next start). Quiet: the screen has already switched.
 * Returns `waiting` while there is no definite answer.
 */
export async function sendPendingLanguage(userId: string, token: string): Promise<PendingSendResult> {
  const iso = (await db.account.get(userId))?.languageUnsent;
  if (!iso) return 'none';
  let outcome: SendOutcome;
  try {
    const answer = await apiExchange('/api/user/update-language', { method: 'POST', body: { iso }, token });
    outcome = classifyAnswer(answer.status, answer.body);
  } catch {
    outcome = classifyAnswer(null, null);
  }
  if (outcome.kind === 'retry') return 'waiting';
  if (outcome.kind === 'session-ended') return 'session-ended';
  // Taken, or refused for good (there is nothing the user could correct): done, unless a newer choice came meanwhile.
  await db.transaction('rw', db.account, async () => {
    if ((await db.account.get(userId))?.languageUnsent === iso)
      await db.account.update(userId, { languageUnsent: undefined });
  });
  return 'sent';
}

/** A sign-out waits at most this long for it (as for the push clean-up): signing out stays quick on a bad connection. */
const signOutTimeoutMs = 3_000;

/**
 * Sign-out, while the token still counts (a step of src/pwa/before-sign-out.ts): one more try, since the sign-out forgets
 * the stored user and with it a choice the server has not taken yet. Bounded; offline nothing is tried. Never throws.
 */
export async function sendPendingLanguageBeforeSignOut(timeoutMs = signOutTimeoutMs): Promise<void> {
  if (globalThis.navigator?.onLine === false) return;
  const session = await currentSession().catch(() => null);
  if (!session) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sent = sendPendingLanguage(session.userId, session.token).catch(() => undefined);
  await Promise.race([sent, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/**
 * Every sync cycle sends a choice still pending, after the outbox; a sign-out tries once more. Registered at app start
 * (src/app/sync-features.ts) and by a choice itself; registering again changes nothing.
 */
export function sendLanguageWithEverySync(): void {
  registerPendingSend('language', sendPendingLanguage);
  beforeSignOut(sendPendingLanguageBeforeSignOut);
}
