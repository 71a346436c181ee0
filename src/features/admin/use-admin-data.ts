import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { readSignedInUser } from '../../db/session-store.ts';

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
      children: live(children).sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`)),
      users: live(users).sort(byName),
      guardians: live(guardians),
      rooms: live(rooms).filter((room) => room.kind === 'group' && room.kindergarten_id === k).sort(byName),
      members: live(members),
    };
  });
}

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'loaded'; value: T; reload: () => void };

/** A read only the server answers (invite codes, e-mail addresses): loading, failed with a retry, loaded. */
export function useServerRead<T>(read: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; ok: true; value: T } | { attempt: number; ok: false }>();
  const again = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    read().then(
      (value) => current && setResult({ attempt, ok: true, value }),
      () => current && setResult({ attempt, ok: false }),
    );
    return () => {
      current = false;
    };
    // `read` is a module-level function; only a new attempt reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!result) return { state: 'loading' };
  if (!result.ok) return { state: 'failed', retry: again };
  return { state: 'loaded', value: result.value, reload: again };
}

export const childName = (child: { first_name: string; last_name: string }) => `${child.first_name} ${child.last_name}`.trim();
