/** `tel:` wants digits and a leading +; people write "0761 / 12 34-5". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** OpenStreetMap's search for the address: no key, no tracking, opens the map app on most phones. */
export function mapHref(address: { street: string; postal_code: string; city: string }): string {
  const query = [address.street, `${address.postal_code} ${address.city}`.trim()].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** A website as typed by an admin, with https:// when the scheme is missing. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
