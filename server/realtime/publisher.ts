/** One event on one or more channels, as the Pusher protocol delivers it. `data` is JSON-serialisable. */
export type RealtimeMessage = {
  channels: string[];
  event: string;
  data: unknown;
  /** Not to this connection: the sender of a whisper (Pusher's `socket_id` exclusion). */
  exceptSocketId?: string;
};

/**
 * How routes announce committed changes. Call only after the transaction committed: a client that
 * pulls on the event must find the change. Publishing never fails a request; a lost event costs only latency,
 * because the next pull brings the change anyway.
 */
export interface RealtimePublisher {
  publish(message: RealtimeMessage): Promise<void>;
}

/** Publishes without letting a realtime failure reach the caller; logs it with context instead. */
export async function publishSafely(
  publisher: RealtimePublisher,
  message: RealtimeMessage,
  log: { error: (context: object, text: string) => void },
): Promise<void> {
  try {
    await publisher.publish(message);
  } catch (error) {
    log.error({ err: error, event: message.event, channels: message.channels }, 'could not publish a realtime event');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's realtime publisher (server/app.ts), for work like `publishPublication` outside a route. */
    realtimePublisher: RealtimePublisher;
  }
}
