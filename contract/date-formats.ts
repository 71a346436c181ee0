/**
 * One shared `Intl.DateTimeFormat` per locale, time zone and options, for the screens (through
 * src/i18n/kindergarten-time.ts), the kindergarten's clock (zoned-time.ts) and the server's exports. Making a
 * formatter costs about as much as rendering a list row, and everything formats the same few shapes over and over.
 *
 * Always pass `timeZone` where the zone matters: a formatter made without one keeps the zone the device or server
 * had when it was made.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Far more than the shapes × 12 languages × zones in use; past it the oldest goes, so no input grows memory for ever. */
export const dateFormatCacheSize = 500;

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = cacheKey(locale, options);
  let format = formats.get(key);
  if (!format) {
    // eslint-disable-next-line no-restricted-syntax -- the one place formatters are made
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= dateFormatCacheSize) formats.delete(formats.keys().next().value!);
    formats.set(key, format);
  }
  return format;
}

/** The same options written in another order, or with an option set to undefined, make the same formatter. */
function cacheKey(locale: string, options: Intl.DateTimeFormatOptions): string {
  const set = Object.entries(options).filter(([, value]) => value !== undefined);
  set.sort(([a], [b]) => (a < b ? -1 : 1));
  return `${locale}|${set.map(([name, value]) => `${name}=${String(value)}`).join('|')}`;
}
