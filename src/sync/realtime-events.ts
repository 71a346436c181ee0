import { chatRealtimeEvents, messageSentEventSchema, roomReadEventSchema } from '#contract/chat';
import { absenceChangedEventSchema, notificationCreatedEventSchema, realtimeEvents } from '#contract/realtime';
import { mergeServerRows, queuedWritesOf } from './server-rows.ts';
import { requestPull } from './sync-signals.ts';
import { asSignedInUser } from './user-transaction.ts';

/** The server's events (contract/); anything else on a channel (someone's client event) is no change. */
const knownEvents = new Set(
  [...Object.values(realtimeEvents), ...Object.values(chatRealtimeEvents)].map((name) => `.${name}`),
);

/**
 * An event from the user's channels (names as Echo's `listenToAll` gives them, with a leading dot). A row it carries
 * (an absence, a chat message and its room, a read state, a notification) is stored under the same rule as a pull (a
 * queued write of the user wins, a newer version wins); `sync.available` or a known event with a payload this build
 * cannot read asks for a pull; an event this build does not know is ignored, so no one can make every open app pull.
 * A chat message may arrive twice (room channel and user channel): it is stored by id, so it shows once.
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
  if (event === `.${chatRealtimeEvents.messageSent}`) {
    const parsed = messageSentEventSchema.safeParse(data);
    if (parsed.success) {
      const { message, room, members } = parsed.data;
      await asSignedInUser(userId, async () => {
        const queued = await queuedWritesOf(userId);
        await mergeServerRows('rooms', [room], queued);
        if (members) await mergeServerRows('room_members', members, queued);
        await mergeServerRows('messages', [message], queued);
      });
      return;
    }
  }
  // Every other member of a room gets one with each message: pulling for it instead would make each group message
  // cost a sync per member at once (tests/hard/load.test.ts holds a kindergarten of 500 parents under that load).
  if (event === `.${realtimeEvents.notificationCreated}`) {
    const parsed = notificationCreatedEventSchema.safeParse(data);
    if (parsed.success) {
      await asSignedInUser(userId, async () => {
        await mergeServerRows('notifications', [parsed.data.notification], await queuedWritesOf(userId));
      });
      return;
    }
  }
  if (event === `.${chatRealtimeEvents.roomRead}`) {
    const parsed = roomReadEventSchema.safeParse(data);
    if (parsed.success) {
      await asSignedInUser(userId, async () => {
        await mergeServerRows('room_members', [parsed.data.member], await queuedWritesOf(userId));
      });
      return;
    }
  }
  if (knownEvents.has(event)) requestPull();
}
