import { typingWhisperEvent } from '#contract/realtime';
import type { ChannelAccessRepository } from '../repositories/channel-access-repository.ts';
import { isStaffViewer, type Viewer } from '../repositories/sync-visibility.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const userChannel = new RegExp(`^private-App\\.Models\\.User\\.(${uuid})$`, 'i');
const kindergartenChannel = new RegExp(`^private-kindergarten\\.(${uuid})(\\.staff)?$`, 'i');
const roomChannel = new RegExp(`^(?:private|presence)-chat\\.room\\.(${uuid})$`, 'i');
const roomPresenceChannel = new RegExp(`^presence-chat\\.room\\.${uuid}$`, 'i');

/** Whether the viewer may listen on a channel of contract/realtime.ts; anything else is refused. */
export async function mayJoinChannel(
  access: ChannelAccessRepository,
  viewer: Viewer,
  channel: string,
): Promise<boolean> {
  const user = userChannel.exec(channel);
  if (user) return user[1]!.toLowerCase() === viewer.userId;
  const kindergarten = kindergartenChannel.exec(channel);
  if (kindergarten)
    return kindergarten[1]!.toLowerCase() === viewer.kindergartenId && (!kindergarten[2] || isStaffViewer(viewer));
  const room = roomChannel.exec(channel);
  if (room) return access.canSeeRoom(viewer, room[1]!.toLowerCase());
  return false;
}

/** The client events the product uses: typing, in a chat room's presence channel. Nothing else reaches anyone. */
export function isClientEventAllowed(channel: string, event: string): boolean {
  return event === typingWhisperEvent && roomPresenceChannel.test(channel);
}

/** Whether a change of the room with this id may end a right to `channel`. */
export function isRoomChannel(channel: string, roomId: string): boolean {
  return roomChannel.exec(channel)?.[1]?.toLowerCase() === roomId.toLowerCase();
}
