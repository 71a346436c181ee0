import type { Role } from '#contract/user';
import { useSession } from '../../db/use-session.ts';

export interface StaffViewer {
  userId: string;
  kindergartenId: string;
  role: Role;
  name: string;
}

export type StaffAccess = { status: 'loading' } | { status: 'denied' } | { status: 'allowed'; viewer: StaffViewer };

/** Who may use the workspace: staff and admins of their own kindergarten; parents never. */
export function useStaffAccess(): StaffAccess {
  const session = useSession();
  if (session.status === 'loading') return { status: 'loading' };
  if (session.status !== 'signed-in' || session.user.role === 'parent') return { status: 'denied' };
  const { user } = session;
  return {
    status: 'allowed',
    viewer: { userId: user.id, kindergartenId: user.kindergarten.id, role: user.role, name: user.name },
  };
}
