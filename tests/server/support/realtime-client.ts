import Echo from 'laravel-echo';
import Pusher from 'pusher-js';

/** Rejects after `ms` with what was awaited, so no test waits for ever. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Echo as the app will configure it (contract/realtime.ts), with the real Node build of pusher-js; `authPort` signs
 * at another instance than the one the socket connects to.
 */
export function connectEcho(port: number, token: string, key = 'kita', authPort = port): Echo<'reverb'> {
  return new Echo({
    broadcaster: 'reverb',
    key,
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: `http://127.0.0.1:${authPort}/broadcasting/auth`,
    // A fresh headers object per instance: Echo instances would otherwise share one mutable default.
    auth: { headers: { Authorization: `Bearer ${token}` } },
    Pusher,
  });
}

/** Resolves once the channel's subscription succeeded, rejects when it was refused. */
export function subscribed(channel: {
  subscribed: (callback: () => void) => unknown;
  error: (callback: (error: unknown) => void) => unknown;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribed(() => resolve());
    channel.error((error) => reject(Object.assign(new Error('subscription refused'), { cause: error })));
  });
}

/** Resolves with the first event of that name on the channel. */
export function nextEvent<T>(
  channel: { listen: (event: string, callback: (data: T) => void) => unknown },
  event: string,
): Promise<T> {
  return new Promise((resolve) => channel.listen(event, resolve));
}

type PusherOf = {
  connector: {
    pusher: {
      bind_global: (cb: (event: string) => void) => void;
      unbind_global: (cb: (event: string) => void) => void;
      send_event: (event: string, data: unknown) => boolean;
    };
  };
};

/**
 * Resolves once the server answered a ping sent now on this client's socket: every frame the server sent this socket
 * before it has then arrived (one socket delivers in order), so a test can tell that something did not come.
 */
export function roundTrip(echo: Echo<'reverb'>): Promise<void> {
  const pusher = (echo as unknown as PusherOf).connector.pusher;
  return new Promise((resolve) => {
    const onEvent = (event: string) => {
      if (event !== 'pusher:pong') return;
      pusher.unbind_global(onEvent);
      resolve();
    };
    pusher.bind_global(onEvent);
    pusher.send_event('pusher:ping', {});
  });
}

/** Resolves when the server withdraws a subscription that had succeeded (`pusher:subscription_error` on it). */
export function withdrawn(channel: { error: (callback: (error: unknown) => void) => unknown }): Promise<unknown> {
  return new Promise((resolve) => channel.error(resolve));
}

export type RawFrame = { event: string; channel?: string; data?: unknown };

/**
 * A websocket without pusher-js, for what a well-behaved client never sends: it records every frame and the close
 * code, and `roundTrip` waits for the answer to a ping like the pusher-js one.
 */
export async function rawSocket(port: number, key = 'kita') {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  const frames: RawFrame[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const pongs: (() => void)[] = [];
  socket.on('message', (raw) => {
    const parsed = JSON.parse(raw.toString()) as { event: string; channel?: string; data?: unknown };
    const data = typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data;
    frames.push({ ...parsed, data });
    if (parsed.event === 'pusher:pong') pongs.shift()?.();
  });
  await within(3000, 'the connection', new Promise((resolve) => socket.once('open', resolve)));
  await within(
    3000,
    'connection_established',
    (async () => {
      while (frames.length === 0) await new Promise((r) => setTimeout(r, 5));
    })(),
  );
  const socketId = (frames[0]!.data as { socket_id: string }).socket_id;
  return {
    socketId,
    frames,
    closed,
    send: (event: string, data: unknown, channel?: string) =>
      socket.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data })),
    roundTrip: () =>
      new Promise<void>((resolve) => {
        pongs.push(resolve);
        socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      }),
    close: () => socket.close(),
  };
}
