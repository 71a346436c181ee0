// Side effect only: puts fake-indexeddb's `indexedDB` on globalThis. Imported before the engine bundle, because
// Dexie captures `indexedDB` when it loads.
import 'fake-indexeddb/auto';
