import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app waits to take over (a service worker in `waiting`), for the prompt. Set by the
 * registration, read by the prompt: a tiny store, so neither imports the other.
 */
let waiting = false;
let acceptHandler: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setUpdateWaiting(accept: () => Promise<void>): void {
  waiting = true;
  acceptHandler = accept;
  for (const listener of listeners) listener();
}

/** Runs the accept handler the registration gave (flush, skip waiting, reload once). */
export function acceptUpdate(): Promise<void> {
  return acceptHandler?.() ?? Promise.resolve();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => waiting,
    () => false,
  );
}
