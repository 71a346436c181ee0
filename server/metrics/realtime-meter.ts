import type { RealtimeMeter } from '../realtime/pusher-connection.ts';
import type { Metrics } from './metrics.ts';

/** What the built-in realtime endpoint tells of its sockets, as series. */
export const realtimeMeter = (metrics: Metrics): RealtimeMeter => ({
  opened: () => metrics.realtimeConnections.inc(),
  closed: () => metrics.realtimeConnections.dec(),
  frame: (direction) => metrics.realtimeMessages.inc({ direction }),
});
