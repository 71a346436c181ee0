import type { Locale } from '#contract/locales';
import { updateSignedInUser } from '../../db/session-store.ts';

/**
 * The server sends mail and notifications in this language. The device has already switched; the stored user
 * takes it at once (the next home-screen start opens in it, src/pwa/preload-target.ts), and the server is told now or,
 * offline, by the next sync cycle (pending-language.ts). Signed in only; loaded on demand, as the screen is a
 * visitor's too and a visitor's screens load no database code.
 */
export async function saveLanguage(iso: Locale): Promise<void> {
  await updateSignedInUser({ language_iso: iso, languageUnsent: iso });
  const [{ sendPendingLanguage, sendLanguageWithEverySync }, { currentSession }] = await Promise.all([
    import('./pending-language.ts'),
    import('../../sync/user-transaction.ts'),
  ]);
  sendLanguageWithEverySync();
  const session = await currentSession();
  if (session) await sendPendingLanguage(session.userId, session.token);
}
