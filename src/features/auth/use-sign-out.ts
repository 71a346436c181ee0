import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '../../db/session-store.ts';
import { logout } from './auth-calls.ts';

/** Revokes the token on the server when reachable; the device forgets the session either way. */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await clearSession();
    await router.navigate({ to: '/login', replace: true });
  }, [router]);
}
