import type { AppRouter } from '../router.tsx';
import { afterFirstPaint } from '../sync/after-first-paint.ts';

/** Should the router never report a render (a start that fails before it), the work still runs. */
const fallbackMs = 5_000;

/**
 * Runs `work` once the router has rendered the first screen (its route chunks loaded, its components mounted) and the
 * browser has painted it. Earlier than that, "after first paint" can mean the empty shell or the pending spinner, and
 * work meant for later (the storage check of a visitor, the engine's start, its realtime client) would compete with
 * the screen's own code and reads. Subscribe before the first render.
 */
export function afterFirstScreen(router: AppRouter, work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(fallback);
    afterFirstPaint(work);
  };
  const unsubscribe = router.subscribe('onRendered', run);
  const fallback = setTimeout(run, fallbackMs);
}
