import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

// Any valid id: preloading the detail route only needs its code, not a particular absence.
const anyAbsenceId = '00000000-0000-7000-8000-000000000000';

/** Long enough for the screen's own reads and paint to finish first; the fetches only matter for a later tap. */
const idleTimeoutMs = 2_000;

const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: idleTimeoutMs });
  return () => cancelIdleCallback(handle);
};

/**
 * Route chunks load on first navigation, and a chunk that cannot load offline makes the app reload to the target
 * (dead without a connection). While any absence screen is open, fetch the others, so report → history → detail
 * works offline within this page load. Only for a page no service worker controls yet: a controlling worker has
 * precached every chunk already (sw/sw.ts). And only once the screen shows its content (`ready`), in idle time: the
 * other screens' code (the form, zod's rules) must not compete with the first rows for the network or the CPU.
 */
export function usePreloadAbsenceScreens(ready = true): void {
  const router = useRouter();
  useEffect(() => {
    if (!ready || globalThis.navigator?.serviceWorker?.controller) return;
    const ignore = () => undefined;
    return whenIdle(() => {
      void router.preloadRoute({ to: '/absence-history' }).catch(ignore);
      void router.preloadRoute({ to: '/report-absence' }).catch(ignore);
      void router.preloadRoute({ to: '/absence-history/$id', params: { id: anyAbsenceId } }).catch(ignore);
    });
  }, [router, ready]);
}
