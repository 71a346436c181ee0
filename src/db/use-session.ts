import { useLiveQuery } from 'dexie-react-hooks';
import type { UserRow } from './kita-db.ts';
import { readSignedInUser } from './session-store.ts';

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: UserRow };

/** The signed-in user, live from Dexie: screens re-render when the session or the user row changes. */
export function useSession(): SessionState {
  const state = useLiveQuery(async (): Promise<SessionState> => {
    const user = await readSignedInUser();
    return user ? { status: 'signed-in', user } : { status: 'signed-out' };
  });
  return state ?? { status: 'loading' };
}
