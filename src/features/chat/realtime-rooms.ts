import { db } from '../../db/kita-db.ts';
import { registerChannelSource, type RealtimeLink } from '../../sync/realtime-channel-sources.ts';
import { requestPull } from '../../sync/sync-signals.ts';

// contract/realtime.ts's `echoChannels.room`, written out: that module brings zod, which the chat screens (that
// import this one) must not load on first paint.
const roomChannel = (roomId: string) => `chat.room.${roomId}`;

/**
 * Chat room channels (`private-chat.room.{id}`) besides the user's fixed channels: every room the user belongs to is
 * followed while realtime is connected (so unread counts move live), and an open conversation follows its room even
 * before its membership row has arrived. The connection may come and go; what is wanted is kept here and
 * (re)subscribed whenever an Echo instance is there. Typing whispers go through the room's presence channel.
 */
let connected: RealtimeLink | null = null;
const wanted = new Map<string, number>();
const subscribed = new Set<string>();
type TypingListener = (typing: { user_id: string; typing: boolean }) => void;
const typingListeners = new Map<string, Set<TypingListener>>();

function subscribe(roomId: string): void {
  if (!connected || subscribed.has(roomId)) return;
  const { echo, onEvent } = connected;
  subscribed.add(roomId);
  echo
    .private(roomChannel(roomId))
    .listenToAll(onEvent)
    // Messages written between the last pull and this subscription came without an event: pull once.
    .subscribed(() => requestPull())
    .error((error: unknown) => console.warn(`chat room ${roomId}: subscription refused`, error));
  if (typingListeners.has(roomId)) joinPresence(roomId);
}

function joinPresence(roomId: string): void {
  if (!connected) return;
  connected.echo
    .join(roomChannel(roomId))
    .listenForWhisper('typing', (data: { user_id?: unknown; typing?: unknown }) => {
      if (typeof data?.user_id !== 'string' || typeof data.typing !== 'boolean') return;
      for (const listener of typingListeners.get(roomId) ?? [])
        listener({ user_id: data.user_id, typing: data.typing });
    })
    .error((error: unknown) => console.warn(`chat room ${roomId}: presence refused`, error));
}

/** Called once connected (and with null when the connection goes): follows the user's rooms. */
async function attachRoomChannels(next: RealtimeLink | null): Promise<void> {
  connected = next;
  subscribed.clear();
  if (!next) return;
  const memberships = await db.room_members.where('user_id').equals(next.userId).toArray();
  for (const { room_id } of memberships) wanted.set(room_id, wanted.get(room_id) ?? 0);
  for (const roomId of wanted.keys()) subscribe(roomId);
}

/** An open conversation follows its room; returns the unfollow (the channel stays while the user is a member). */
export function followRoom(roomId: string): () => void {
  wanted.set(roomId, (wanted.get(roomId) ?? 0) + 1);
  subscribe(roomId);
  return () => wanted.set(roomId, Math.max(0, (wanted.get(roomId) ?? 1) - 1));
}

/** Listens for typing whispers in a room (joins its presence channel); returns the stop. */
export function listenForTyping(roomId: string, listener: TypingListener): () => void {
  const listeners = typingListeners.get(roomId) ?? new Set();
  const first = listeners.size === 0;
  listeners.add(listener);
  typingListeners.set(roomId, listeners);
  if (first && subscribed.has(roomId)) joinPresence(roomId);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    typingListeners.delete(roomId);
    connected?.echo.leaveChannel(`presence-${roomChannel(roomId)}`);
  };
}

/** Tells the room's other members that the user is (or stopped) typing; a no-op without a connection. */
export function whisperTyping(roomId: string, userId: string, typing: boolean): void {
  if (!connected || !typingListeners.has(roomId)) return;
  try {
    connected.echo.join(roomChannel(roomId)).whisper('typing', { user_id: userId, typing });
  } catch (error) {
    console.warn('typing whisper not sent', error);
  }
}

/**
 * The user's rooms are followed on every screen while realtime is connected (so unread counts move live): the app
 * registers this at start, the connection then attaches it whenever it connects.
 */
export function followRoomsWhileConnected(): void {
  registerChannelSource('rooms', roomChannels);
}

const roomChannels = (link: RealtimeLink) => {
  void attachRoomChannels(link);
  return () => void attachRoomChannels(null);
};
