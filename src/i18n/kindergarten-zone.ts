import { useSyncExternalStore } from 'react';
import { calendarDayIn } from '#contract/zoned-time';

/**
 * The zone of the signed-in user's kindergarten calendar, kept in memory beside the stored user (session-store.ts
 * sets it whenever it reads or saves the user), so every screen formats times synchronously, offline too.
 */
let zone: string | null = null;
const listeners = new Set<() => void>();

/** This device's own zone, as the browser reports it now: a shared formatter would keep the zone it was made in. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The kindergarten's zone; before anyone signed in, or for a user stored before zones existed, the device's. */
export function kindergartenZone(): string {
  return zone ?? deviceTimeZone();
}

export function setKindergartenZone(next: string | null): void {
  if (next === zone) return;
  zone = next;
  for (const notify of listeners) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `kindergartenZone()`, re-rendering when the kindergarten moves to another zone. */
export function useKindergartenZone(): string {
  return useSyncExternalStore(subscribe, kindergartenZone, kindergartenZone);
}

/** Today's calendar day in the kindergarten: what absence forms, the menu and staff's day start from. */
export function kindergartenToday(now: Date = new Date()): string {
  return calendarDayIn(kindergartenZone(), now);
}
