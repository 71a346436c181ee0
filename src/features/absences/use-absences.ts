import type { Absence } from '#contract/absences';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';

/**
 * Newest first: by first day (the `from` index), then by report time. Limited, because staff of a large kindergarten
 * hold thousands; the list asks for more as the user scrolls to its end.
 */
export function useAbsences(limit: number): Absence[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.absences
      .orderBy('from')
      .reverse()
      .filter((row) => !row.deleted_at)
      .limit(limit)
      .toArray();
    return rows.sort((a, b) => b.from.localeCompare(a.from) || b.created_at.localeCompare(a.created_at));
  }, [limit]);
}

/** One absence: undefined while reading, null when this device does not have it. */
export function useAbsence(id: string): Absence | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.absences.get(id);
    return row && !row.deleted_at ? row : null;
  }, [id]);
}

/** Whether a first pull for this user has finished: until then an empty table means "not loaded", not "none". */
export function useHasPulled(userId: string | undefined): boolean | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const state = await db.sync_state.get(userId);
    return Boolean(state?.cursor);
  }, [userId]);
}
