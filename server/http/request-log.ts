import type { FastifyRequest } from 'fastify';
import { withoutFeedSecret } from '../calendar/feed-secret.ts';

/**
 * Fastify's own request log fields, with a calendar feed's secret taken out of the URL: the address is the
 * subscriber's credential and names them.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutFeedSecret(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
