import Pusher from 'pusher';
import type { RealtimeMessage, RealtimePublisher } from './publisher.ts';
import type { RealtimeSettings } from './realtime-settings.ts';

/** The Pusher HTTP API takes at most 100 channels per event. */
const channelsPerCall = 100;

/**
 * Publishes through the HTTP API of a Pusher-compatible server (Soketi, Laravel Reverb, Pusher Channels): the
 * `pusher` package signs `POST /apps/{id}/events` with the app key and secret.
 */
export function pusherHttpPublisher(settings: Extract<RealtimeSettings, { mode: 'external' }>): RealtimePublisher {
  const pusher = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    host: settings.host,
    port: String(settings.port),
    useTLS: settings.scheme === 'https',
  });
  return {
    async publish(message: RealtimeMessage) {
      for (let start = 0; start < message.channels.length; start += channelsPerCall) {
        const channels = message.channels.slice(start, start + channelsPerCall);
        const params = message.exceptSocketId ? { socket_id: message.exceptSocketId } : undefined;
        const response = await pusher.trigger(channels, message.event, message.data, params);
        if (!response.ok) throw new Error(`The Pusher server answered ${response.status} to ${message.event}.`);
      }
    },
  };
}
