import type { FastifyRequest } from 'fastify';

/** Where the app is reached, for links that leave it (calendar files): PUBLIC_URL, else the request's own host. */
export function appOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
