import { z } from 'zod';

/**
 * A user's private calendar subscription: GET /calendar/{secret}.ics lists the events the user sees, from three
 * months back on. The secret is the credential (no bearer token: calendar apps cannot send one), so it is shown once
 * when made; making a new one replaces it, and the old address answers 404 from then on, as does a revoked one.
 */
export const calendarFeedRules = {
  /** How far back the feed reaches, in months. */
  monthsBack: 3,
  /** Requests per minute and address to the feed's public URL. */
  requestsPerMinute: 30,
} as const;

/** The feed's path for a secret, and the secret's form (32 random bytes, base64url). */
export const calendarFeedPath = (secret: string) => `/calendar/${secret}.ics`;
export const calendarFeedSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The event's own file, for whoever may read GET /api/event/{id}. */
export const eventIcsPath = (id: string) => `/event/${id}.ics`;

/** GET /api/calendar-feed: whether the user has a feed, and since when (its address cannot be shown again). */
export const calendarFeedStatusSchema = z.object({
  feed: z.object({ created_at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed: a new address (the previous one stops working), shown this once. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  webcal_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** `webcal://` opens the address in the device's calendar app as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** GET /api/map-link: the operator's map address template (MAP_URL_TEMPLATE), or null for `geo:` links. */
export const mapLinkSettingsSchema = z.object({ template: z.string().nullable() });
export type MapLinkSettings = z.infer<typeof mapLinkSettingsSchema>;
