import type { Role } from '#contract/user';
import { useSession } from '../../db/use-session.ts';

export interface ChatViewer {
  userId: string;
  kindergartenId: string;
  role: Role;
}

/** The signed-in user as the chat needs them; undefined while the session loads. */
export function useChatViewer(): ChatViewer | undefined {
  const session = useSession();
  if (session.status !== 'signed-in') return undefined;
  const { user } = session;
  return { userId: user.id, kindergartenId: user.kindergarten.id, role: user.role };
}
