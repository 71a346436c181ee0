import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '../../db/session-store.ts';
import { runBeforeSignOut } from '../../pwa/before-sign-out.ts';

/**
 * Revokes the token on the server when reachable; the device forgets the session (not the outbox) either way. The
 * service worker's file cache goes with the session (src/pwa/forget-files-on-session-end.ts).
 */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    // First, so no send races the revoked token. Unsent writes stay queued for this user's next sign-in. On demand
    // (the signed-in screens' first code carries neither the engine nor the API client); an engine that was never
    // loaded has nothing to stop.
    await import('../../sync/sync-runtime.ts').then(
      ({ stopSync }) => stopSync(),
      () => undefined,
    );
    // While the token still counts (e.g. this browser's push token leaves the server, a language chosen offline
    // reaches it before the stored user goes); bounded, skipped offline.
    await runBeforeSignOut();
    await import('./auth-calls.ts').then(({ logout }) => logout()).catch(() => undefined);
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  }, [router]);
}
