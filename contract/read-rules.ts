/**
 * When an item wears a "New" marker: on the lists of news, events and notice-board posts, for an item the user has
 * not opened. Not for what they wrote themselves, not for what was there before their account (a new parent would
 * otherwise find the whole board "new"), and not for anything older than `newMarkerDays`: a marker is news, not a
 * to-do list of everything never opened.
 */
export const newMarkerDays = 30;

const dayMs = 86_400_000;

export type MarkedItem = {
  /** When it appeared: a post's `created_at`, a news item's or event's `published_at`. */
  shown_at: string | null;
  author_id: string | null;
};

export type Reader = {
  user_id: string;
  /** When the reader's account was created (their user row's `created_at`); undefined while not on the device. */
  since: string | undefined;
};

export function isNewToReader(item: MarkedItem, reader: Reader, opened: boolean, now: Date): boolean {
  if (opened || item.shown_at === null || item.author_id === reader.user_id || reader.since === undefined) return false;
  const shown = Date.parse(item.shown_at);
  return shown >= Date.parse(reader.since) && shown > now.getTime() - newMarkerDays * dayMs;
}
