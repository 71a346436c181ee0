import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { serverSecretRepository } from '../repositories/server-secret-repository.ts';

export type PusherApp = { appId: string; key: string; secret: string };
type ExternalEndpoint = { host: string; port: number; scheme: 'http' | 'https' };

/**
 * `built-in`: this server is the Pusher-protocol endpoint (`/app/{key}`); `external`: a Pusher-compatible server
 * (Soketi, Reverb, Pusher Channels) named by PUSHER_HOST receives events through its HTTP API, and clients connect there.
 */
export type RealtimeSettings =
  ({ mode: 'built-in' } & PusherApp) | ({ mode: 'external' } & ExternalEndpoint & PusherApp);

export const defaultAppKey = 'kita';

/** Where browsers connect when PUSHER_HOST names an external server (the page's CSP allows it too). */
export function externalPusherEndpoint(env: Env): ExternalEndpoint | undefined {
  if (!env.PUSHER_HOST) return undefined;
  const scheme = env.PUSHER_SCHEME ?? 'https';
  return { host: env.PUSHER_HOST, port: env.PUSHER_PORT ?? (scheme === 'https' ? 443 : 80), scheme };
}

/**
 * The secret that signs channel authorisations. Instances on one database must share it (one signs at
 * /broadcasting/auth, another may hold the socket): PUSHER_SECRET, else a random one the first server stored in the
 * database (docs/decisions/0010). Never derived from anything an attacker might know or guess.
 */
export async function realtimeSettings(env: Env, database: Database): Promise<RealtimeSettings> {
  const external = externalPusherEndpoint(env);
  if (external) {
    if (!env.PUSHER_APP_ID || !env.PUSHER_KEY || !env.PUSHER_SECRET) {
      throw new Error('PUSHER_HOST needs PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET too.');
    }
    return { mode: 'external', appId: env.PUSHER_APP_ID, key: env.PUSHER_KEY, secret: env.PUSHER_SECRET, ...external };
  }
  const secret =
    env.PUSHER_SECRET ??
    (await serverSecretRepository(database.db).findOrStore('realtime', randomBytes(32).toString('hex')));
  return { mode: 'built-in', appId: env.PUSHER_APP_ID ?? 'kita', key: env.PUSHER_KEY ?? defaultAppKey, secret };
}
