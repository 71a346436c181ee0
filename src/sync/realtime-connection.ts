import type { RealtimeConfig } from '#contract/realtime';
import { echoChannels, realtimeConfigSchema } from '#contract/realtime';
import type { Role } from '#contract/user';
import { apiBaseUrl, apiExchange } from '../api/api-exchange.ts';
import { applyRealtimeEvent } from './realtime-events.ts';
import { attachChannelSources } from './realtime-channel-sources.ts';
import { requestPull } from './sync-signals.ts';

export interface RealtimeViewer {
  userId: string;
  kindergartenId: string;
  role: Role;
  token: string;
}

/** The page's origin, or VITE_API_BASE when the API lives elsewhere. */
function apiOrigin(): URL {
  const page = typeof location === 'undefined' ? undefined : location.href;
  return new URL(apiBaseUrl() || page || 'http://localhost/', page);
}

/** Echo options as contract/realtime.ts prescribes (host null = the built-in endpoint on the API's own host). */
export function echoOptions(config: RealtimeConfig, token: string, origin: URL) {
  const secure = config.scheme ? config.scheme === 'https' : origin.protocol === 'https:';
  const port = config.port ?? (Number(origin.port) || (secure ? 443 : 80));
  return {
    broadcaster: 'reverb' as const,
    key: config.key,
    wsHost: config.host ?? origin.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    authEndpoint: new URL(config.auth_endpoint, origin).href,
    // A fresh headers object per instance: Echo instances otherwise share one mutable default.
    auth: { headers: { Authorization: `Bearer ${token}` } },
  };
}

/**
 * Connects laravel-echo + pusher-js (loaded here, after first paint) to the user's channels: their own, the
 * kindergarten's, for staff and admins the staff channel, and the channels features add (realtime-channel-sources.ts).
 * pusher-js reconnects by itself; after a reconnect a pull fetches what was missed. Returns the disconnect, or null
 * when the settings could not be fetched (offline: the runtime tries again when back online).
 */
export async function connectRealtime(viewer: RealtimeViewer): Promise<(() => void) | null> {
  let answer;
  try {
    answer = await apiExchange('/api/realtime', { token: viewer.token });
  } catch {
    return null;
  }
  const config = realtimeConfigSchema.safeParse(answer.body);
  if (answer.status !== 200 || !config.success) return null;
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const echo = new Echo({ ...echoOptions(config.data, viewer.token, apiOrigin()), Pusher });

  const channels = [echoChannels.user(viewer.userId), echoChannels.kindergarten(viewer.kindergartenId)];
  if (viewer.role !== 'parent') channels.push(echoChannels.kindergartenStaff(viewer.kindergartenId));
  for (const name of channels) {
    echo
      .private(name)
      .listenToAll((event: string, data: unknown) => void applyRealtimeEvent(viewer.userId, event, data))
      // Whatever changed between the last pull and this subscription came without an event: pull once.
      .subscribed(() => requestPull());
  }
  attachChannelSources({
    echo,
    userId: viewer.userId,
    onEvent: (event, data) => void applyRealtimeEvent(viewer.userId, event, data),
  });
  let wasConnected = false;
  echo.connector.pusher.connection.bind('state_change', (states: { current: string }) => {
    if (states.current !== 'connected') return;
    // Back after a drop: events sent meanwhile are lost (Pusher keeps no history); the pull fetches the changes.
    if (wasConnected) requestPull();
    wasConnected = true;
  });
  return () => {
    attachChannelSources(null);
    echo.disconnect();
  };
}
