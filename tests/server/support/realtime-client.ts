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

/** Echo as the app will configure it (contract/realtime.ts), with the real Node build of pusher-js. */
export function connectEcho(port: number, token: string, key = 'kita'): Echo<'reverb'> {
  return new Echo({
    broadcaster: 'reverb',
    key,
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
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
