import type { PrecacheEntry } from 'workbox-precaching';

/**
 * The worker's global scope, typed. The project compiles DOM and WebWorker types together (tsconfig), where `self`
 * is a Window; this file is the one place that says otherwise.
 */
export const serviceWorker = self as unknown as ServiceWorkerGlobalScope;

export interface WorkboxManifestScope {
  /** Replaced at build time by workbox-build `injectManifest` with the precache list. */
  __WB_MANIFEST: (string | PrecacheEntry)[];
}
