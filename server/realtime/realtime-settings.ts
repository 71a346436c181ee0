import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';

export type PusherApp = { appId: string; key: string; secret: string };

/**
 * `built-in`: this server is the Pusher-protocol endpoint (`/app/{key}`); `external`: a Pusher-compatible server
 * (Soketi, Reverb, Pusher Channels) named by PUSHER_HOST receives events through its HTTP API, and clients connect there.
 */
export type RealtimeSettings =
  | ({ mode: 'built-in' } & PusherApp)
  | ({ mode: 'external'; host: string; port: number; scheme: 'http' | 'https' } & PusherApp);

export const defaultAppKey = 'kita';

/**
 * The secret that signs channel authorisations. Instances behind one load balancer must share it (one signs at
 * /broadcasting/auth, another may hold the socket): PUSHER_SECRET, else derived from DATABASE_URL, which every
 * instance already shares and which grants far more than this secret; else random, kept in DATA_DIR for restarts.
 */
function builtInSecret(env: Env): string {
  if (env.PUSHER_SECRET) return env.PUSHER_SECRET;
  if (env.DATABASE_URL) return createHmac('sha256', env.DATABASE_URL).update('kita realtime channel secret').digest('hex');
  const file = path.join(env.dataDir, 'realtime-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(env.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function realtimeSettings(env: Env): RealtimeSettings {
  if (env.PUSHER_HOST) {
    if (!env.PUSHER_APP_ID || !env.PUSHER_KEY || !env.PUSHER_SECRET) {
      throw new Error('PUSHER_HOST needs PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET too.');
    }
    const scheme = env.PUSHER_SCHEME ?? 'https';
    return {
      mode: 'external', appId: env.PUSHER_APP_ID, key: env.PUSHER_KEY, secret: env.PUSHER_SECRET,
      host: env.PUSHER_HOST, port: env.PUSHER_PORT ?? (scheme === 'https' ? 443 : 80), scheme,
    };
  }
  return { mode: 'built-in', appId: env.PUSHER_APP_ID ?? 'kita', key: env.PUSHER_KEY ?? defaultAppKey, secret: builtInSecret(env) };
}
