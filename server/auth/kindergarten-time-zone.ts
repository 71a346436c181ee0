import type { FastifyRequest } from 'fastify';
import { authenticatedUser } from './authentication.ts';

/** The zone of the signed-in user's kindergarten calendar: its own, or the server's TIME_ZONE when it set none. */
export function timeZoneOf(user: { kindergartenTimeZone: string | null }, defaultTimeZone: string): string {
  return user.kindergartenTimeZone ?? defaultTimeZone;
}

/** `timeZoneOf` the user signed in on this request; the zone came with their token, so no query is made. */
export function requestTimeZone(request: FastifyRequest, defaultTimeZone: string): string {
  return timeZoneOf(authenticatedUser(request), defaultTimeZone);
}
