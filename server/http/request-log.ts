import type { FastifyRequest } from 'fastify';
import { withoutFeedSecret } from '../calendar/feed-secret.ts';

/**
 * The request's fields when a log line names it (`{req}`), with a calendar feed's secret taken out of the URL (the
 * address is the subscriber's credential and names them) and without the client's address (request-line.ts says
 * why). The one line per request is request-line.ts.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutFeedSecret(request.url),
    host: request.host,
  };
}
