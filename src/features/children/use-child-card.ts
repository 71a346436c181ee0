import { useLiveQuery } from 'dexie-react-hooks';
import type { ChildRecord } from '#contract/child-records';
import type { SyncRow } from '#contract/sync-rows';
import { db, type UserRow } from '../../db/kita-db.ts';

export interface ChildCard {
  child: SyncRow<'children'>;
  groupName: string | null;
  /** null: nobody has written one yet. */
  record: ChildRecord | null;
  /** The child's guardians and the admin change the record; other staff read it. */
  canEdit: boolean;
  canSeeHistory: boolean;
}

/** Everything the card shows, from this device's synced rows: it opens offline. null: no such child here. */
export function useChildCard(childId: string, user: UserRow | undefined): ChildCard | null | undefined {
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const [child, record, guardianships] = await Promise.all([
      db.children.get(childId),
      db.child_records.get(childId),
      db.guardians.where('child_id').equals(childId).toArray(),
    ]);
    if (!child || child.deleted_at) {
      // Right after sign-in the first pull may not have stored the children yet: still loading, not "not found".
      const pulled = Boolean((await db.sync_state.get(user.id))?.cursor);
      return pulled ? null : undefined;
    }
    const group = child.group_id ? await db.groups.get(child.group_id) : undefined;
    const guardian =
      user.children.some((own) => own.id === childId) ||
      guardianships.some((g) => g.user_id === user.id && !g.deleted_at);
    return {
      child,
      groupName: group && !group.deleted_at ? group.name : null,
      record: record && !record.deleted_at ? record : null,
      canEdit: guardian || user.role === 'admin',
      canSeeHistory: guardian || user.role !== 'parent',
    };
  }, [childId, user]);
}
