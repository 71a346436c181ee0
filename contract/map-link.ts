/**
 * An event's place as a link to a map: the operator's map service (MAP_URL_TEMPLATE, `{query}` standing for the
 * place) or, without one, a `geo:` URI that the device's own map app opens. No map is embedded in the app.
 */
export const mapQueryPlaceholder = '{query}';

/** A template the server accepts: an http(s) address with `{query}` in it. */
export function isMapUrlTemplate(template: string): boolean {
  return /^https?:\/\/[^\s]+$/.test(template) && template.includes(mapQueryPlaceholder);
}

export function mapLink(location: string, template: string | null): string {
  const query = encodeURIComponent(location.trim());
  return template ? template.split(mapQueryPlaceholder).join(query) : `geo:0,0?q=${query}`;
}
