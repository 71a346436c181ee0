import {
  onlineManager,
  QueryClient,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { onPullRequested } from '../sync/sync-signals.ts';
import { ApiError } from './api-error.ts';

/**
 * The one cache of server-only reads (staff and admin data that is deliberately not synced). Only the staff and admin
 * screens import this module, so the library stays out of the parents' first screens; the hooks below pass the client
 * itself instead of a provider in the app root.
 */
export const serverQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed read shows its own state with a retry button; the user decides when to ask again.
      retry: false,
      // Offline the screens say so at once instead of a query paused until the network returns.
      networkMode: 'always',
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      staleTime: 0,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// The browser's online signal, the one `useOnline` reads: coming back online refetches every shown read.
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return undefined;
  const update = () => setOnline(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

// Whatever makes the device pull (realtime's `sync.available`, a write of this device) may have changed these too.
onPullRequested(() => void serverQueryClient.invalidateQueries());

/** A read of the server only: loading, error and refetch (on reconnect, on a pull) work the same on every screen. */
export function useServerQuery<T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) {
  return useQuery(options, serverQueryClient);
}

/** A direct write whose answer the screen shows (ADR 0006: staff and admin writes are made online). */
export function useServerMutation<T, V>(options: UseMutationOptions<T, Error, V>) {
  return useMutation(options, serverQueryClient);
}

/** Whether a read failed because nothing answered (the screens say "offline" and show what the device has). */
export const failedOffline = (error: unknown) => error instanceof ApiError && error.kind === 'offline';
