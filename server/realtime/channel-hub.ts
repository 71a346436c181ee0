import type { RealtimeMessage } from './publisher.ts';

/** One websocket as the hub sees it. */
export type Subscriber = { socketId: string; send: (frame: string) => void };
export type PresenceMember = { user_id: string; user_info: unknown };
type PresenceRoster = Map<string, { info: unknown; sockets: Set<Subscriber> }>;

/** Server → client frames carry `data` as a JSON string (Pusher protocol 7). */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) },
  );
}

/**
 * Which sockets of this instance listen on which channel, and who is present on presence channels. Presence
 * announces a user once: `member_added` when their first socket joins, `member_removed` when their last one leaves.
 */
export class ChannelHub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly rosters = new Map<string, PresenceRoster>();

  /** `beforeDeliver` runs before a message reaches any socket (the empty-sync cache forgets: docs/decisions/0008). */
  constructor(private readonly options: { beforeDeliver?: (message: RealtimeMessage) => void } = {}) {}

  subscribe(channel: string, subscriber: Subscriber, member?: PresenceMember): void {
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    if (subscribers.has(subscriber)) return this.confirm(channel, subscriber);
    subscribers.add(subscriber);
    if (member) this.join(channel, subscriber, member);
    this.confirm(channel, subscriber);
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers?.delete(subscriber)) return;
    if (subscribers.size === 0) this.channels.delete(channel);
    this.leave(channel, subscriber);
  }

  unsubscribeAll(subscriber: Subscriber): void {
    for (const channel of [...this.channels.keys()]) this.unsubscribe(channel, subscriber);
  }

  isSubscribed(channel: string, subscriber: Subscriber): boolean {
    return this.channels.get(channel)?.has(subscriber) ?? false;
  }

  /** Sends to this instance's subscribers only; publishers decide about other instances. */
  deliver(message: RealtimeMessage): void {
    this.options.beforeDeliver?.(message);
    for (const channel of message.channels) {
      const text = frame(message.event, message.data, channel);
      for (const subscriber of this.channels.get(channel) ?? []) {
        if (subscriber.socketId !== message.exceptSocketId) subscriber.send(text);
      }
    }
  }

  private confirm(channel: string, subscriber: Subscriber): void {
    const roster = this.rosters.get(channel);
    const data = roster ? { presence: presenceSnapshot(roster) } : {};
    subscriber.send(frame('pusher_internal:subscription_succeeded', data, channel));
  }

  private join(channel: string, subscriber: Subscriber, member: PresenceMember): void {
    let roster = this.rosters.get(channel);
    if (!roster) this.rosters.set(channel, (roster = new Map()));
    const entry = roster.get(member.user_id);
    if (entry) return void entry.sockets.add(subscriber);
    roster.set(member.user_id, { info: member.user_info, sockets: new Set([subscriber]) });
    this.deliver({
      channels: [channel],
      event: 'pusher_internal:member_added',
      data: member,
      exceptSocketId: subscriber.socketId,
    });
  }

  private leave(channel: string, subscriber: Subscriber): void {
    const roster = this.rosters.get(channel);
    if (!roster) return;
    for (const [userId, entry] of roster) {
      if (!entry.sockets.delete(subscriber) || entry.sockets.size > 0) continue;
      roster.delete(userId);
      if (roster.size === 0) this.rosters.delete(channel);
      this.deliver({ channels: [channel], event: 'pusher_internal:member_removed', data: { user_id: userId } });
    }
  }
}

function presenceSnapshot(roster: PresenceRoster) {
  const hash = Object.fromEntries([...roster].map(([userId, entry]) => [userId, entry.info]));
  return { ids: Object.keys(hash), hash, count: roster.size };
}
