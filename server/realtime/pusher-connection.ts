import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { frame, type ChannelHub, type PresenceMember, type Subscriber } from './channel-hub.ts';
import { isValidChannelAuth } from './pusher-signature.ts';
import type { PusherApp } from './realtime-settings.ts';
import type { RealtimeMessage } from './publisher.ts';

export type ConnectionContext = {
  app: PusherApp;
  hub: ChannelHub;
  activityTimeoutSeconds: number;
  /** Whispers go through the publisher too, so members connected to other instances hear them. */
  forwardWhisper: (message: RealtimeMessage) => void;
};

type ClientFrame = { event?: unknown; channel?: unknown; data?: unknown };

/** One client socket speaking Pusher protocol 7: connect, ping/pong, (un)subscribe, whispers. */
export class PusherConnection implements Subscriber {
  readonly socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  lastSeenAt = Date.now();
  pingSentAt: number | null = null;

  constructor(private readonly socket: WebSocket, private readonly context: ConnectionContext) {
    socket.on('message', (raw) => this.receive(raw.toString()));
    socket.on('close', () => context.hub.unsubscribeAll(this));
    socket.on('error', () => socket.terminate());
    this.send(frame('pusher:connection_established', { socket_id: this.socketId, activity_timeout: context.activityTimeoutSeconds }));
  }

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
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
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<string, unknown>;
    switch (message.event) {
      case 'pusher:ping':
        return this.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.context.hub.unsubscribe(data.channel, this);
        return;
      default:
        if (typeof message.event === 'string' && message.event.startsWith('client-')) return this.whisper(message);
        return this.error(`Unknown event ${String(message.event)}.`);
    }
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    const isPresence = channel.startsWith('presence-');
    const refuse = (error: string) =>
      this.send(frame('pusher:subscription_error', { type: 'AuthError', error, status: 403 }, channel));
    if (!isPresence && !channel.startsWith('private-')) return refuse('Only private and presence channels exist here.');
    if (!isValidChannelAuth(this.context.app, data.auth, this.socketId, channel, isPresence ? channelData : undefined)) {
      return refuse('The channel authorisation is not valid for this connection.');
    }
    const member = isPresence ? parseMember(channelData) : undefined;
    if (isPresence && !member) return refuse('Presence channels need channel_data with a user_id.');
    this.context.hub.subscribe(channel, this, member);
  }

  /** `client-*` events on a private or presence channel the sender joined, to everyone else on it. */
  private whisper(message: ClientFrame): void {
    const channel = typeof message.channel === 'string' ? message.channel : '';
    if (!this.context.hub.isSubscribed(channel, this)) return this.error('Subscribe to the channel before sending client events.');
    this.context.forwardWhisper({ channels: [channel], event: String(message.event), data: message.data, exceptSocketId: this.socketId });
  }
}

function parseMember(channelData: string | undefined): PresenceMember | undefined {
  try {
    const parsed = JSON.parse(channelData ?? '') as { user_id?: unknown; user_info?: unknown };
    if (typeof parsed.user_id !== 'string' && typeof parsed.user_id !== 'number') return undefined;
    return { user_id: String(parsed.user_id), user_info: parsed.user_info ?? {} };
  } catch {
    return undefined;
  }
}
