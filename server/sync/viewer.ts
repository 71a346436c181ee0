import type { UserRecord } from '../repositories/user-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';

export function viewerOf(user: UserRecord): Viewer {
  return { userId: user.id, kindergartenId: user.kindergartenId, role: user.role };
}
