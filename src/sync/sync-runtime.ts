import { db } from '../db/kita-db.ts';
import { adoptDeviceData } from './adopt-device-data.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { SyncLoop } from './sync-loop.ts';
import { listenForSyncRequests } from './sync-signals.ts';
import { listenForSyncTriggers } from './sync-triggers.ts';
import { currentSession } from './user-transaction.ts';

export { requestPull } from './sync-signals.ts';

interface Running {
  loop: SyncLoop;
  stopTriggers: () => void;
  disconnectRealtime: (() => void) | null;
  connectingRealtime: boolean;
}

let running: Running | null = null;

/** Connects realtime if not yet connected (start, and again when back online after a start offline). */
async function ensureRealtime(current: Running): Promise<void> {
  if (current.disconnectRealtime || current.connectingRealtime) return;
  current.connectingRealtime = true;
  try {
    const session = await currentSession();
    const account = session && (await db.account.get(session.userId));
    if (!session || !account || running !== current) return;
    const { connectRealtime } = await import('./realtime-connection.ts');
    const disconnect = await connectRealtime({
      userId: account.id,
      kindergartenId: account.kindergarten.id,
      role: account.role,
      token: session.token,
    });
    if (running === current) current.disconnectRealtime = disconnect;
    else disconnect?.();
  } catch (error) {
    console.error('realtime did not connect', error);
  } finally {
    current.connectingRealtime = false;
  }
}

/**
 * Starts the engine for the signed-in user (app start, after sign-in): their device data, the triggers, a first
 * push + pull, and realtime after first paint. Does nothing when nobody is signed in; restarts for another user.
 */
export function startSync(options: { realtime?: boolean } = {}): Promise<void> {
  // App start and a sign-in can overlap: one start at a time, so there is never a second loop.
  starting = starting.then(() => start(options)).catch((error: unknown) => console.error('sync did not start', error));
  return starting;
}

let starting: Promise<void> = Promise.resolve();

async function start(options: { realtime?: boolean }): Promise<void> {
  const session = await currentSession();
  if (running && running.loop.userId === session?.userId) return running.loop.request({ drain: true, pull: true });
  stopSync();
  if (!session) return;
  await adoptDeviceData(session.userId);
  const current: Running = {
    loop: new SyncLoop(session.userId),
    stopTriggers: () => {},
    disconnectRealtime: null,
    connectingRealtime: false,
  };
  running = current;
  const request = current.loop.request.bind(current.loop);
  listenForSyncRequests(request);
  current.stopTriggers = listenForSyncTriggers(request, () => void ensureRealtime(current));
  request({ drain: true, pull: true, retryNow: true });
  if (options.realtime !== false) afterFirstPaint(() => void ensureRealtime(current));
}

/** Sign-out or an ended session: no more sends or pulls for this user; their outbox stays for their next sign-in. */
export function stopSync(): void {
  const current = running;
  if (!current) return;
  running = null;
  listenForSyncRequests(null);
  current.loop.stop();
  current.stopTriggers();
  current.disconnectRealtime?.();
}

/** Resolves once no cycle runs (tests; a flush before an update reload). */
export async function whenSyncIdle(): Promise<void> {
  await running?.loop.idle();
}
