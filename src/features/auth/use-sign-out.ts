import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '../../db/session-store.ts';
import { runBeforeSignOut } from '../../pwa/before-sign-out.ts';
import { stopSync } from '../../sync/sync-runtime.ts';
import { logout } from './auth-calls.ts';

/**
 * Revokes the token on the server when reachable; the device forgets the session (not the outbox) either way. The
 * service worker's file cache goes with the session (src/pwa/forget-files-on-session-end.ts).
 */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    // First, so no send races the revoked token. Unsent writes stay queued for this user's next sign-in.
    stopSync();
    // While the token still counts (e.g. this browser's push token leaves the server); bounded, skipped offline.
    await runBeforeSignOut();
    await logout().catch(() => undefined);
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  }, [router]);
}
