import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { clientEventsPerSecond, pusherCloseCodes, typingWhisperInputSchema } from '#contract/realtime';
import { frame, type ChannelHub, type Subscriber } from './channel-hub.ts';
import { isClientEventAllowed } from './channel-access.ts';
import { parseGrant, type ChannelGrant } from './channel-grant.ts';
import type { ChannelRights } from './channel-rights.ts';
import { clientEventLimit } from './client-event-limit.ts';
import { isValidChannelAuth } from './pusher-signature.ts';
import type { PusherApp } from './realtime-settings.ts';
import type { RealtimeMessage } from './publisher.ts';

export type ConnectionContext = {
  app: PusherApp;
  hub: ChannelHub;
  rights: ChannelRights;
  activityTimeoutSeconds: number;
  /** Whispers go through the publisher too, so members connected to other instances hear them. */
  forwardWhisper: (message: RealtimeMessage) => void;
  log: { error: (context: object, text: string) => void };
  /** Told of sockets opening and closing and of each frame (GET /metrics); absent when metrics are off. */
  meter?: RealtimeMeter;
};

export type RealtimeMeter = { opened(): void; closed(): void; frame(direction: 'in' | 'out'): void };

type ClientFrame = { event?: unknown; channel?: unknown; data?: unknown };

/** A client that never guesses sends none: pusher-js subscribes only with what /broadcasting/auth signed. */
const maxRefusedSubscribes = 5;

/**
 * One client socket speaking Pusher protocol 7: connect, ping/pong, (un)subscribe, typing whispers. Each subscription
 * keeps the grant it was signed for (channel-grant.ts) and lasts only while that right does: checked against the
 * database when it starts, and again whenever the database says the right may have ended (channel-rights-watch.ts).
 */
export class PusherConnection implements Subscriber {
  readonly socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  lastSeenAt = Date.now();
  pingSentAt: number | null = null;
  /** Channels subscribed, or being checked before they are, with the grant each rests on. */
  private readonly grants = new Map<string, ChannelGrant>();
  private refusedSubscribes = 0;
  private readonly clientEvents = clientEventLimit(clientEventsPerSecond);
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: ConnectionContext,
  ) {
    context.meter?.opened();
    socket.on('message', (raw) => {
      context.meter?.frame('in');
      this.receive(raw.toString());
    });
    socket.on('close', () => {
      context.meter?.closed();
      this.closed = true;
      this.grants.clear();
      context.hub.unsubscribeAll(this);
    });
    socket.on('error', () => socket.terminate());
    this.send(
      frame('pusher:connection_established', {
        socket_id: this.socketId,
        activity_timeout: context.activityTimeoutSeconds,
      }),
    );
  }

  send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
    this.context.meter?.frame('out');
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Checks again the grants `affected` picks, and withdraws each subscription whose right ended. */
  async recheck(affected: (grant: ChannelGrant, channel: string) => boolean): Promise<void> {
    const checks = [...this.grants]
      .filter(([channel, grant]) => affected(grant, channel))
      .map(async ([channel, grant]) => {
        if (await this.context.rights.holds(grant, channel)) return;
        if (this.grants.get(channel) !== grant) return;
        this.grants.delete(channel);
        if (!this.context.hub.isSubscribed(channel, this)) return; // still being checked: that check now refuses it
        this.context.hub.unsubscribe(channel, this);
        this.send(
          frame(
            'pusher:subscription_error',
            { type: 'AuthError', error: 'The right to this channel ended.', status: 403 },
            channel,
          ),
        );
      });
    await Promise.all(checks);
  }

  private error(message: string, code: number | null = null): void {
    this.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
  }

  private receive(text: string): void {
    this.lastSeenAt = Date.now();
    this.pingSentAt = null;
    let message: ClientFrame;
    try {
      message = JSON.parse(text) as ClientFrame;
    } catch {
      return this.error('The message is not JSON.');
    }
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<
      string,
      unknown
    >;
    switch (message.event) {
      case 'pusher:ping':
        return this.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return void this.subscribe(data).catch((error: unknown) => {
          this.context.log.error({ err: error }, 'could not check a realtime subscription');
          this.refuse(typeof data.channel === 'string' ? data.channel : '', 'The subscription could not be checked.');
        });
      case 'pusher:unsubscribe':
        if (typeof data.channel !== 'string') return;
        this.grants.delete(data.channel);
        return this.context.hub.unsubscribe(data.channel, this);
      default:
        if (typeof message.event === 'string' && message.event.startsWith('client-')) return this.whisper(message);
        return this.error(`Unknown event ${String(message.event)}.`);
    }
  }

  /** Refused subscriptions are counted: after a few the socket is closed, so it is no oracle for guessing secrets. */
  private refuse(channel: string, error: string): void {
    this.send(frame('pusher:subscription_error', { type: 'AuthError', error, status: 403 }, channel));
    if (++this.refusedSubscribes >= maxRefusedSubscribes)
      this.close(pusherCloseCodes.unauthorized, 'Too many refused subscriptions');
  }

  private async subscribe(data: Record<string, unknown>): Promise<void> {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    const isPresence = channel.startsWith('presence-');
    if (!isPresence && !channel.startsWith('private-'))
      return this.refuse(channel, 'Only private and presence channels exist here.');
    if (!isValidChannelAuth(this.context.app, data.auth, this.socketId, channel, channelData)) {
      return this.refuse(channel, 'The channel authorisation is not valid for this connection.');
    }
    const grant = parseGrant(channelData);
    if (!grant) return this.refuse(channel, 'The channel authorisation names no user and token.');
    this.grants.set(channel, grant);
    // Signed a moment ago, perhaps by another instance, perhaps just before the right ended: ask the database now.
    // A right that ends while this runs is caught by `recheck`, which sees this grant already.
    const holds = await this.context.rights.holds(grant, channel);
    const current = this.grants.get(channel);
    if (this.closed || (current !== undefined && current !== grant)) return;
    if (!holds || current === undefined) {
      this.grants.delete(channel);
      return this.refuse(channel, 'The right to this channel ended.');
    }
    await this.context.hub.subscribe(
      channel,
      this,
      isPresence ? { user_id: grant.userId, user_info: grant.userInfo } : undefined,
    );
  }

  /** Typing on a room's presence channel the socket joined, stamped with the member's own user id; nothing else. */
  private whisper(message: ClientFrame): void {
    const limit = this.clientEvents.take();
    if (limit === 'close') return this.close(pusherCloseCodes.tooManyClientEvents, 'Too many client events');
    if (limit === 'drop') return;
    const channel = typeof message.channel === 'string' ? message.channel : '';
    const event = String(message.event);
    if (!isClientEventAllowed(channel, event)) return this.error('Client events are only for typing in a chat room.');
    const grant = this.grants.get(channel);
    if (!grant || !this.context.hub.isSubscribed(channel, this))
      return this.error('Subscribe to the channel before sending client events.');
    const typing = typingWhisperInputSchema.safeParse(message.data);
    if (!typing.success) return this.error('A typing event carries {typing: true|false}.');
    const data = { user_id: grant.userId, typing: typing.data.typing };
    this.context.forwardWhisper({ channels: [channel], event, data, exceptSocketId: this.socketId });
  }
}
