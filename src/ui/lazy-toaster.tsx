import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast } from 'sonner';

// sonner (~10 KB gzip) is not part of the first screen: the toaster and its code load with the first toast. A toast
// raised before the toaster has subscribed is not lost: sonner replays the active toasts to a new subscriber.
const loadToaster = () => import('./toaster.tsx');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Soon after the first screen, so a toast raised later while offline finds its code even before the SW caches it.
 * Counted from the settled first screen (its rows from IndexedDB shown), not from the first paint: a skeleton can be
 * painted long before the rows, and the toaster's code would then compete with the screen's own.
 */
const warmUpDelayMs = 500;

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toaster (once) and resolves with sonner's `toast`. */
export async function loadToast(): Promise<typeof toast> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return (await import('sonner')).toast;
}

/** `afterFirstScreen`: runs its work once the first screen has settled (src/pwa/after-first-screen.ts). */
export function LazyToaster({ afterFirstScreen }: { afterFirstScreen: (work: () => void) => void }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    afterFirstScreen(() => {
      if (cancelled) return;
      timer = setTimeout(() => void Promise.all([loadToaster(), import('sonner')]).catch(() => {}), warmUpDelayMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [afterFirstScreen]);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
