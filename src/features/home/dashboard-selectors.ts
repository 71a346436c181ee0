import type { SyncRows } from '#contract/sync-rows';

type Row<T extends keyof SyncRows> = SyncRows[T];
const live = <T extends { deleted_at: string | null }>(row: T) => row.deleted_at === null;

/** Published news, newest first. */
export function latestNews(news: Row<'news'>[], limit = 3): Row<'news'>[] {
  return news
    .filter((item) => live(item) && item.published_at !== null)
    .sort((a, b) => b.published_at!.localeCompare(a.published_at!))
    .slice(0, limit);
}

/** Published events that have not ended yet, soonest first. */
export function nextEvents(events: Row<'events'>[], now: Date, limit = 3): Row<'events'>[] {
  const nowIso = now.toISOString();
  return events
    .filter((event) => live(event) && event.published_at !== null && (event.ends_at ?? event.starts_at) >= nowIso)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .slice(0, limit);
}

/** Absences that cover `today` (an ISO date), for the staff's overview. */
export function absencesOn(absences: Row<'absences'>[], today: string): Row<'absences'>[] {
  return absences.filter((absence) => live(absence) && absence.from <= today && absence.to >= today);
}
