import type { AppRouter } from '../router.tsx';
import { afterFirstPaint } from '../sync/after-first-paint.ts';

/** Should the router never report a render (a start that fails before it), the work still runs. */
const fallbackMs = 5_000;
/** The screen counts as settled once its DOM has not changed for this long… */
const quietMs = 150;
/** …or after this long, whatever it still does (a screen that animates or keeps updating). */
const settleLimitMs = 3_000;

/** One wait per page for every caller; after it, work runs at once. */
let waiting: (() => void)[] | null = null;
let settled = false;

/** Resolves once `#root` has been quiet for `quietMs`: e.g. the skeleton has made way for the rows from IndexedDB. */
function whenSettled(done: () => void): void {
  const root = document.getElementById('root');
  if (!root || typeof MutationObserver !== 'function') return done();
  let quiet: ReturnType<typeof setTimeout>;
  const finish = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    done();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  quiet = setTimeout(finish, quietMs);
  const limit = setTimeout(finish, settleLimitMs);
}

/**
 * Runs `work` once the first screen is there: the router has rendered it (its route chunks loaded, its components
 * mounted), the browser has painted, and the screen has settled (its first reads from IndexedDB are shown). Earlier,
 * "after first paint" can mean the empty shell, the pending spinner or a skeleton, and work meant for later (the
 * service worker's registration, the engine's start and its realtime client, a visitor's storage check) would compete
 * with the screen's own code and reads — on a slow phone for hundreds of milliseconds. Call before the first render.
 */
export function afterFirstScreen(router: AppRouter, work: () => void): void {
  if (settled) return work();
  if (waiting) {
    waiting.push(work);
    return;
  }
  const queue = [work];
  waiting = queue;
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    unsubscribe();
    clearTimeout(fallback);
    afterFirstPaint(() =>
      whenSettled(() => {
        settled = true;
        waiting = null;
        queue.forEach((next) => next());
      }),
    );
  };
  const unsubscribe = router.subscribe('onRendered', run);
  const fallback = setTimeout(run, fallbackMs);
}
