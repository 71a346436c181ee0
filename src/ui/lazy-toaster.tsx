import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast } from 'sonner';
import { whenContentPainted } from '../pwa/when-content-painted.ts';

// sonner (~10 KB gzip) is not part of the first screen: the toaster and its code load with the first toast. A toast
// raised before the toaster has subscribed is not lost: sonner replays the active toasts to a new subscriber.
const loadToaster = () => import('./toaster.tsx');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Soon after the first screen, so a toast raised later while offline finds its code even before the SW caches it.
 * Counted from the first contentful paint, not from mounting: on a slow start the screen's own code comes first.
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

export function LazyToaster() {
  const shown = useSyncExternalStore(subscribe, () => requested, () => false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void whenContentPainted().then(() => {
      if (cancelled) return;
      timer = setTimeout(() => void Promise.all([loadToaster(), import('sonner')]).catch(() => {}), warmUpDelayMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
