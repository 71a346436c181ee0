import { z } from 'zod';

/**
 * Every date and point in time the API takes lies in this range: a kindergarten's calendar never needs more, and
 * year 0000 or 9999-12-31 (plus a week) are out of PostgreSQL's or JavaScript's date arithmetic, so a wider range
 * turned malformed input into a 500 instead of a 422.
 */
export const earliestDate = '1900-01-01';
export const latestDate = '2200-12-31';
const outOfRange = `The date must be between ${earliestDate} and ${latestDate}.`;

/** A calendar day, `YYYY-MM-DD`, that really exists (no 2026-02-30), within the range above. */
export const isoDateSchema = z.iso.date().refine((day) => day >= earliestDate && day <= latestDate, outOfRange);

const earliestInstant = Date.parse(`${earliestDate}T00:00:00Z`);
const latestInstant = Date.parse(`${latestDate}T23:59:59.999Z`);

/** A point in time with its offset (`2026-05-04T08:00:00+02:00`), within the range above in UTC. */
export const isoInstantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const at = Date.parse(value);
  return at >= earliestInstant && at <= latestInstant;
}, outOfRange);
