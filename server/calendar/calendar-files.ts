import { calendarFeedRules } from '#contract/calendar-feed';
import { icsCalendar } from '#contract/icalendar';
import type { EventRow } from '#contract/publications';
import type { Repositories } from '../repositories/repositories.ts';
import type { calendarFeedRepository } from '../repositories/calendar-feed-repository.ts';
import { viewerOf } from '../sync/viewer.ts';
import { hashFeedSecret } from './feed-secret.ts';

type Place = { origin: string; defaultTimeZone: string; now: Date };

/** One event as a file, in the zone of the reader's kindergarten. */
export function eventFile(event: EventRow, place: Place & { timeZone: string }): string {
  return icsCalendar({ events: [event], timeZone: place.timeZone, origin: place.origin, now: place.now });
}

/**
 * GET /calendar/{secret}.ics: the feed owner's events from `monthsBack` months ago on, as the owner would see them
 * signed in; undefined for an unknown, replaced or revoked secret, or an owner whose account is gone.
 */
export async function feedFile(
  repositories: Pick<Repositories, 'users'> & { feeds: ReturnType<typeof calendarFeedRepository> },
  secret: string,
  place: Place,
): Promise<string | undefined> {
  const owner = await repositories.feeds.ownerOf(hashFeedSecret(secret));
  if (!owner) return undefined;
  const kindergarten = await repositories.users.kindergartenOf(owner);
  const from = new Date(place.now);
  from.setUTCMonth(from.getUTCMonth() - calendarFeedRules.monthsBack);
  const events = await repositories.feeds.eventsFrom(viewerOf(owner), from);
  return icsCalendar({
    events,
    timeZone: kindergarten.timeZone ?? place.defaultTimeZone,
    origin: place.origin,
    now: place.now,
    name: kindergarten.name,
  });
}
