import type { UserResponse } from '#contract/user';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { removeToken } from '../../db/token-storage.ts';
import { saveSignedInUser, storeToken } from '../../db/session-store.ts';
import { openInLocale } from '../../i18n/switch-locale.ts';

/**
 * After login, registration or reset: keep the token, load and store the user, and open the start page in the
 * user's language (`/tr` for Turkish, `/` for German).
 */
export function useCompleteSignIn() {
  const router = useRouter();
  return useCallback(
    async (token: string, knownUser?: UserResponse) => {
      storeToken(token);
      try {
        const user = knownUser ?? (await (await import('../../api/current-user.ts')).fetchCurrentUser());
        await saveSignedInUser(user);
        // Sends this user's writes kept from an earlier session, and fetches their data.
        // On demand: the sync engine and Dexie are not part of the sign-in screen's code.
        void import('../../sync/sync-runtime.ts').then(({ startSync }) => startSync());
        await openInLocale(router, '/', user.language_iso);
      } catch (error) {
        // Half a session (a token without a user) would look signed out but send a stale token: drop it.
        removeToken();
        throw error;
      }
    },
    [router],
  );
}
