import type { Role } from '#contract/user';
import { useSession } from '../../db/use-session.ts';

export interface Viewer {
  userId: string;
  kindergartenId: string;
  role: Role;
}

/** The signed-in user as the blackboard needs them; undefined while the session loads. */
export function useViewer(): Viewer | undefined {
  const session = useSession();
  if (session.status !== 'signed-in') return undefined;
  const { user } = session;
  return { userId: user.id, kindergartenId: user.kindergarten.id, role: user.role };
}

/** Staff and admins moderate their kindergarten's board: they may delete any post or comment. */
export const canModerate = (viewer: Viewer | undefined) => viewer?.role === 'staff' || viewer?.role === 'admin';
