import { readToken } from '../db/token-storage.ts';

type Scheduled = { beforeFirstPaint: Promise<unknown>; afterFirstScreen: () => void };

async function loadAndCheck(onSessionRestored: () => void) {
  const [{ checkStorageEviction }, { reloadOnSchemaUpgrade }] = await Promise.all([
    import('./storage-eviction.ts'),
    import('../db/reload-on-upgrade.ts'),
  ]);
  reloadOnSchemaUpgrade();
  return checkStorageEviction(onSessionRestored);
}

/** A check that could not load (a chunk missing offline) changes nothing: the markers stay, the next start retries. */
const warn = (error: unknown) => console.warn('The storage check did not run', error);

/**
 * When the storage-eviction check (storage-eviction.ts) runs, by who is there. With a token it runs before the first
 * paint, because the guards and the engine must see a device made whole again. Without one the visitor's screen
 * needs nothing from IndexedDB, so the check (and Dexie with it) waits until the first screen is painted; if it then finds
 * a session whose token localStorage had lost and writes the token back, the page opens again as the signed-in user.
 */
export function checkDeviceStorage({ signedIn, preloadPath }: { signedIn: boolean; preloadPath: string }): Scheduled {
  if (signedIn) {
    // A session restored in the background (only the token had survived) opens the user's home afresh.
    const checked = loadAndCheck(() => window.location.replace(preloadPath)).catch(warn);
    return { beforeFirstPaint: checked, afterFirstScreen: () => undefined };
  }
  return {
    beforeFirstPaint: Promise.resolve(),
    afterFirstScreen: () =>
      void loadAndCheck(() => undefined)
        .then((outcome) => {
          if (outcome === 'recovered' && readToken() !== null) window.location.replace(window.location.href);
        })
        .catch(warn),
  };
}
