import { useEffect } from 'react';
import type { ReadItemKind } from '#contract/item-reads';
import { useSession } from '../../db/use-session.ts';
import { recordRead } from './read-commands.ts';

/**
 * Records that the signed-in user opened this item, once it is on screen (`itemId` undefined until then). Runs once
 * per user and item; the command itself writes nothing when the read is already on the device.
 */
export function useRecordRead(kind: ReadItemKind, itemId: string | undefined): void {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const userId = user?.id;
  const kindergartenId = user?.kindergarten.id;
  useEffect(() => {
    if (!itemId || !userId || !kindergartenId) return;
    // A read that cannot be stored (storage full, signed out meanwhile) is not worth an error on the screen.
    recordRead(kind, itemId, { userId, kindergartenId }).catch(() => undefined);
  }, [kind, itemId, userId, kindergartenId]);
}
