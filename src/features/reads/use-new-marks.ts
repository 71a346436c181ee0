import { useLiveQuery } from 'dexie-react-hooks';
import type { ReadItemKind } from '#contract/item-reads';
import { isNewToReader, type MarkedItem } from '#contract/read-rules';
import { db } from '../../db/kita-db.ts';
import { useSession } from '../../db/use-session.ts';
import { useNow } from '../../ui/use-now.ts';

/**
 * Whether an item of this kind wears a "New" marker for the signed-in user (contract/read-rules.ts), from their
 * reads on this device. Undefined while those load, so nothing flashes "New" before the reads are known.
 */
export function useNewMarks(kind: ReadItemKind): ((item: MarkedItem & { id: string }) => boolean) | undefined {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const now = useNow();
  const known = useLiveQuery(async () => {
    if (!userId) return undefined;
    const [reads, account] = await Promise.all([
      db.item_reads.where('user_id').equals(userId).toArray(),
      db.users.get(userId),
    ]);
    const opened = new Set(reads.filter((read) => read.item_kind === kind).map((read) => read.item_id));
    return { opened, since: account?.created_at };
  }, [userId, kind]);
  if (!known || !userId) return undefined;
  return (item) =>
    isNewToReader(item, { user_id: userId, since: known.since }, known.opened.has(item.id), new Date(now));
}
