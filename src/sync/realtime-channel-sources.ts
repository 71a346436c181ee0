import type Echo from 'laravel-echo';

/** What a connected realtime lends to the channels a feature adds: the Echo instance, its user, the event handler. */
export interface RealtimeLink {
  echo: Echo<'reverb'>;
  userId: string;
  onEvent: (event: string, data: unknown) => void;
}

/** Follows a feature's channels on a connection; returns what lets them go when the connection goes. */
export type ChannelSource = (link: RealtimeLink) => () => void;

const sources = new Map<string, ChannelSource>();
const detachments = new Map<string, () => void>();
let link: RealtimeLink | null = null;

/**
 * Channels beyond the user's fixed ones, added by a feature at app start. A source registered while connected is
 * attached at once; registering the same name again replaces the earlier source.
 */
export function registerChannelSource(name: string, source: ChannelSource): void {
  if (sources.get(name) === source) return;
  detachments.get(name)?.();
  detachments.delete(name);
  sources.set(name, source);
  if (link) detachments.set(name, source(link));
}

/** Called by the connection once connected, and with null when it goes. */
export function attachChannelSources(next: RealtimeLink | null): void {
  for (const detach of detachments.values()) detach();
  detachments.clear();
  link = next;
  if (next) for (const [name, source] of sources) detachments.set(name, source(next));
}
