import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export type GroupRow = SyncRows['groups'];

/** The kindergarten's groups by name, from the synced rows (undefined while Dexie answers). */
export function useGroups(kindergartenId: string): GroupRow[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.groups.where('kindergarten_id').equals(kindergartenId).toArray()).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [kindergartenId],
  );
}
