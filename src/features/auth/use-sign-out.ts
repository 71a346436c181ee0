import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '../../db/session-store.ts';
import { stopSync } from '../../sync/sync-runtime.ts';
import { logout } from './auth-calls.ts';

/** Revokes the token on the server when reachable; the device forgets the session (not the outbox) either way. */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    // First, so no send races the revoked token. Unsent writes stay queued for this user's next sign-in.
    stopSync();
    await logout().catch(() => undefined);
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  }, [router]);
}
