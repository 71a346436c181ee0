import { memoryPresenceRoster, type PresenceMember, type PresenceRoster } from './presence-roster.ts';
import type { RealtimeMessage } from './publisher.ts';

/** One websocket as the hub sees it. */
export type Subscriber = { socketId: string; send: (frame: string) => void };

type HubOptions = {
  /** Runs before a message reaches any socket (the empty-sync cache forgets: docs/decisions/0008). */
  beforeDeliver?: (message: RealtimeMessage) => void;
  /** Who is present: in this process by default, in Redis when instances share it (redis-presence.ts). */
  roster?: PresenceRoster;
  /** How member_added/removed reach every instance's sockets; this instance's only by default. */
  announce?: (message: RealtimeMessage) => void;
  log?: { error: (context: object, text: string) => void };
};

/** Server → client frames carry `data` as a JSON string (Pusher protocol 7). */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) },
  );
}

/**
 * Which sockets of this instance listen on which channel, and who is present on presence channels. Presence
 * announces a user once: `member_added` when their first socket joins, `member_removed` when their last one leaves,
 * counted over every instance that shares the roster.
 */
export class ChannelHub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  /** This instance's sockets per present user and channel. */
  private readonly present = new Map<string, Map<string, Set<Subscriber>>>();
  /** Roster calls per channel and user, in order, so a quick leave and join again cannot overtake each other. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly roster: PresenceRoster;

  constructor(private readonly options: HubOptions = {}) {
    this.roster = options.roster ?? memoryPresenceRoster();
  }

  /** Resolves once the socket has its `subscription_succeeded`; at once for private channels. */
  async subscribe(channel: string, subscriber: Subscriber, member?: PresenceMember): Promise<void> {
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    if (!subscribers.has(subscriber)) {
      subscribers.add(subscriber);
      if (member)
        await this.join(channel, subscriber, member).catch((error: unknown) => {
          this.unsubscribe(channel, subscriber);
          throw error;
        });
    }
    if (!member) return subscriber.send(frame('pusher_internal:subscription_succeeded', {}, channel));
    const presence = await this.roster.members(channel);
    subscriber.send(frame('pusher_internal:subscription_succeeded', { presence }, channel));
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

  private announce(message: RealtimeMessage): void {
    (this.options.announce ?? ((m: RealtimeMessage) => this.deliver(m)))(message);
  }

  private inOrder(channel: string, userId: string, work: () => Promise<void>): Promise<void> {
    const key = `${channel}\n${userId}`;
    const next = (this.queues.get(key) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => this.queues.get(key) === settled && this.queues.delete(key));
    return next;
  }

  private join(channel: string, subscriber: Subscriber, member: PresenceMember): Promise<void> {
    let users = this.present.get(channel);
    if (!users) this.present.set(channel, (users = new Map()));
    const sockets = users.get(member.user_id);
    if (sockets) {
      sockets.add(subscriber);
      return this.inOrder(channel, member.user_id, async () => undefined);
    }
    users.set(member.user_id, new Set([subscriber]));
    return this.inOrder(channel, member.user_id, async () => {
      const { first } = await this.roster.join(channel, member);
      if (first)
        this.announce({
          channels: [channel],
          event: 'pusher_internal:member_added',
          data: member,
          exceptSocketId: subscriber.socketId,
        });
    });
  }

  private leave(channel: string, subscriber: Subscriber): void {
    const users = this.present.get(channel);
    if (!users) return;
    for (const [userId, sockets] of users) {
      if (!sockets.delete(subscriber) || sockets.size > 0) continue;
      users.delete(userId);
      if (users.size === 0) this.present.delete(channel);
      this.inOrder(channel, userId, async () => {
        const { last } = await this.roster.leave(channel, userId);
        if (last)
          this.announce({ channels: [channel], event: 'pusher_internal:member_removed', data: { user_id: userId } });
      }).catch((error: unknown) =>
        this.options.log?.error({ err: error, channel }, 'could not record a member leaving'),
      );
    }
  }
}
