import { serverRealtimeEvents } from '#contract/realtime';
import { syncedStores } from '../db/kita-db.ts';
import { applyServerRows, readServerRows } from './apply-server-rows.ts';
import { requestPull } from './sync-signals.ts';

/** The server's events and those of the synced stores; anything else on a channel (someone's client event) is no change. */
function isKnownEvent(event: string): boolean {
  const name = event.slice(1);
  return (
    event.startsWith('.') &&
    (serverRealtimeEvents.includes(name) || syncedStores().some((store) => store.realtimeEvent === name))
  );
}

/**
 * An event from the user's channels (names as Echo's `listenToAll` gives them, with a leading dot). Rows it carries
 * are stored under the same rule as a pull; a known event without rows, or with rows this build cannot read, asks for
 * a pull; an event this build does not know is ignored, so no one can make every open app pull. Storing the rows
 * matters: one write can reach hundreds of users at once, and a pull each would cost the server as many syncs. The
 * same row may arrive twice on two channels: it is stored by id, so it shows once.
 */
export async function applyRealtimeEvent(userId: string, event: string, data: unknown): Promise<void> {
  if (!isKnownEvent(event)) return;
  const rows = readServerRows(data);
  if (typeof rows === 'object') await applyServerRows(userId, rows);
  else requestPull();
}
