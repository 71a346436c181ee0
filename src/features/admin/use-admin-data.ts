import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { readSignedInUser } from '../../db/session-store.ts';
import { useServerQuery } from '../../api/server-query.ts';
import { useOnline } from '../../sync/use-online.ts';

const live = <T extends { deleted_at: string | null }>(rows: T[]) => rows.filter((row) => row.deleted_at === null);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export type AdminData = {
  kindergarten: SyncRow<'kindergartens'> | null;
  groups: SyncRow<'groups'>[];
  children: SyncRow<'children'>[];
  users: SyncRow<'users'>[];
  guardians: SyncRow<'guardians'>[];
  rooms: SyncRow<'rooms'>[];
  members: SyncRow<'room_members'>[];
};

/** The kindergarten's synced rows an admin manages, live from the device (the sync keeps them current). */
export function useAdminData(): AdminData | undefined {
  return useLiveQuery(async () => {
    const user = await readSignedInUser();
    if (!user) return undefined;
    const k = user.kindergarten.id;
    const [kindergarten, groups, children, users, guardians, rooms, members] = await Promise.all([
      db.kindergartens.get(k),
      db.groups.where('kindergarten_id').equals(k).toArray(),
      db.children.where('kindergarten_id').equals(k).toArray(),
      db.users.where('kindergarten_id').equals(k).toArray(),
      db.guardians.toArray(),
      db.rooms.toArray(),
      db.room_members.toArray(),
    ]);
    return {
      kindergarten: kindergarten ?? null,
      groups: live(groups).sort(byName),
      children: live(children).sort((a, b) =>
        `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
      ),
      users: live(users).sort(byName),
      guardians: live(guardians),
      rooms: live(rooms)
        .filter((room) => room.kind === 'group' && room.kindergarten_id === k)
        .sort(byName),
      members: live(members),
    };
  });
}

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed'; offline: boolean; retry: () => void }
  | { state: 'loaded'; value: T; reload: () => void };

/**
 * A read only the server answers (invite codes, e-mail addresses): loading, failed with a retry (and whether the
 * device is offline, so the screen can say why and fall back to the synced rows), loaded. Coming back online reads
 * again by itself.
 */
export function useServerRead<T>(key: readonly string[], read: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const online = useOnline();
  const query = useServerQuery({ queryKey: ['admin', ...key], queryFn: ({ signal }) => read(signal) });
  const again = () => void query.refetch();
  // A value read before keeps showing while a new attempt runs, and after going offline, so the screen never blanks.
  if (query.data !== undefined && (!query.isError || !online))
    return { state: 'loaded', value: query.data, reload: again };
  if (query.isError && (!query.isFetching || !online)) return { state: 'failed', offline: !online, retry: again };
  return { state: 'loading' };
}

export const childName = (child: { first_name: string; last_name: string }) =>
  `${child.first_name} ${child.last_name}`.trim();
