import { pathToFileURL } from 'node:url';
import type * as EngineModule from '../client/engine-entry.ts';
import { apiBaseGlobal, engineBundleFile } from './engine-bundle.ts';
import { recordServerTimes } from './server-timing.ts';

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

/**
 * Reconnects the way the `online` trigger does (a SyncLoop cycle with retryNow) and waits until the outbox is drained.
 * The pull the trigger also asks for is left out, so the figure is the flush alone. `serverMs`: the server's time
 * for each request under `pathPrefix`.
 */
export async function flushAfterReconnect(
  engine: Engine,
  userId: string,
  pathPrefix: string,
): Promise<{ flushMs: number; serverMs: number[] }> {
  const timer = recordServerTimes();
  timer.take('/api/');
  const loop = new engine.SyncLoop(userId);
  const flushStarted = performance.now();
  loop.request({ drain: true, pull: false, retryNow: true });
  await loop.idle();
  const flushMs = performance.now() - flushStarted;
  loop.stop();
  const serverMs = timer.take(pathPrefix);
  timer.stop();
  return { flushMs, serverMs };
}
