import { pathToFileURL } from 'node:url';
import type * as EngineModule from '../client/engine-entry.ts';
import { apiBaseGlobal, engineBundleFile } from './engine-bundle.ts';

export type Engine = typeof EngineModule;

let loaded: Promise<Engine> | null = null;

/**
 * The real client engine in Node: IndexedDB from fake-indexeddb (set before Dexie loads, which captures it), the
 * API at `origin`. One instance per process, like one page; `freshDevice` empties it between measurements.
 */
export function engineInNode(origin: string): Promise<Engine> {
  (globalThis as Record<string, unknown>)[apiBaseGlobal] = origin;
  loaded ??= (async () => {
    await import('./install-fake-indexeddb.ts');
    return (await import(pathToFileURL(await engineBundleFile()).href)) as Engine;
  })();
  return loaded;
}

/** An empty device where `userId` is signed in: what the first start after sign-in sees. */
export async function freshDevice(engine: Engine, userId: string, token: string): Promise<void> {
  await engine.db.delete();
  await engine.db.open();
  await engine.signInDevice(userId, token);
}
