import { useLiveQuery } from 'dexie-react-hooks';
import { db, type UserRow } from '../../db/kita-db.ts';
import {
  applicableChildren,
  currentAnswers,
  itemTable,
  type ConfirmationRow,
  type OwnChild,
  type Publication,
  type PublicationKind,
} from './publication-model.ts';

export interface PublicationDetail {
  item: Publication;
  attachment: { id: string; name: string; size: number } | null;
  /** The children the item asks about; empty = the user answers for themselves. */
  children: OwnChild[];
  /** The user's current answer per slot (child id, or '' for the user's own). */
  answers: Map<string, ConfirmationRow>;
}

/** The user's own children: synced guardianships, completed by the session's list (before the first pull). */
export async function ownChildren(user: UserRow): Promise<OwnChild[]> {
  const guardianships = await db.guardians.where('user_id').equals(user.id).toArray();
  const ids = new Set([...user.children.map((child) => child.id), ...guardianships.filter((g) => !g.deleted_at).map((g) => g.child_id)]);
  const synced = new Map((await db.children.bulkGet([...ids])).flatMap((child) => (child && !child.deleted_at ? [[child.id, child] as const] : [])));
  const result: OwnChild[] = [];
  for (const id of ids) {
    const row = synced.get(id);
    const fromSession = user.children.find((child) => child.id === id);
    if (row) result.push({ id, firstName: row.first_name, groupId: row.group_id });
    else if (fromSession) result.push({ id, firstName: fromSession.first_name, groupId: fromSession.group?.id ?? null });
  }
  return result;
}

/** Confirmation rows of one item (any user: staff receive every family's answers). */
export function confirmationsOf(kind: PublicationKind, id: string): Promise<ConfirmationRow[]> {
  return (kind === 'news' ? db.confirmations.where('news_id') : db.confirmations.where('event_id')).equals(id).toArray();
}

/** One news item or event from the device's data, live; null = not on this device; undefined = loading. */
export function usePublicationDetail(kind: PublicationKind, id: string, user: UserRow | undefined): PublicationDetail | null | undefined {
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const item = (await db.table(itemTable(kind)).get(id)) as Publication | undefined;
    if (!item || item.deleted_at) return null;
    const [file, rows, own] = await Promise.all([
      item.attachment_file_id ? db.files.get(item.attachment_file_id) : undefined,
      confirmationsOf(kind, id),
      ownChildren(user),
    ]);
    const attachment = item.attachment_file_id
      ? { id: item.attachment_file_id, name: file?.name ?? 'document.pdf', size: file?.size ?? 0 }
      : null;
    return { item, attachment, children: applicableChildren(item, own), answers: currentAnswers(rows, user.id) };
  }, [kind, id, user]);
}
