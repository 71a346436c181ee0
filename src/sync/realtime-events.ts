import { absenceChangedEventSchema, realtimeEvents } from '#contract/realtime';
import { mergeServerRows, queuedWritesOf } from './server-rows.ts';
import { requestPull } from './sync-signals.ts';
import { asSignedInUser } from './user-transaction.ts';

/**
 * An event from the user's channels (names as Echo's `listenToAll` gives them, with a leading dot). A row it carries
 * is stored under the same rule as a pull (a queued write of the user wins, a newer version wins); anything else —
 * `sync.available`, an event this build does not know, a malformed payload — asks for a pull.
 */
export async function applyRealtimeEvent(userId: string, event: string, data: unknown): Promise<void> {
  if (event === `.${realtimeEvents.absenceChanged}`) {
    const parsed = absenceChangedEventSchema.safeParse(data);
    if (parsed.success) {
      await asSignedInUser(userId, async () => {
        await mergeServerRows('absences', [parsed.data.absence], await queuedWritesOf(userId));
      });
      return;
    }
  }
  requestPull();
}
