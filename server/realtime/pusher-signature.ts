import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<key>:<hex HMAC-SHA256(secret, "socket_id:channel[:channel_data]")>`, what pusher-js sends on subscribe. */
export function channelAuthSignature(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const subject = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${createHmac('sha256', app.secret).update(subject).digest('hex')}`;
}

/** Compares in constant time, so the signature cannot be guessed byte by byte. */
export function isValidChannelAuth(
  app: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuthSignature(app, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
