import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { readSignedInUser } from '../../db/session-store.ts';

export type ContactData = { kindergarten: SyncRow<'kindergartens'> | null; staff: SyncRow<'users'>[] };

/** The user's kindergarten and the staff whose contact it publishes, from the device. */
export function useContact(): ContactData | undefined {
  return useLiveQuery(async () => {
    const user = await readSignedInUser();
    if (!user) return { kindergarten: null, staff: [] };
    const [kindergarten, people] = await Promise.all([
      db.kindergartens.get(user.kindergarten.id),
      db.users.where('kindergarten_id').equals(user.kindergarten.id).toArray(),
    ]);
    const staff = people
      .filter((person) => person.contact_public && person.role !== 'parent' && person.deleted_at === null)
      .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'admin' ? -1 : 1));
    return { kindergarten: kindergarten ?? null, staff };
  });
}
