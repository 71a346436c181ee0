import { useLiveQuery } from 'dexie-react-hooks';
import { db, type UserRow } from '../../db/kita-db.ts';
import { ownChildren } from '../../db/own-children.ts';
import {
  applicableChildren,
  currentAnswers,
  itemTable,
  type OwnChild,
  type ConfirmationRow,
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

/** Confirmation rows of one item (any user: staff receive every family's answers). */
export function confirmationsOf(kind: PublicationKind, id: string): Promise<ConfirmationRow[]> {
  return (kind === 'news' ? db.confirmations.where('news_id') : db.confirmations.where('event_id'))
    .equals(id)
    .toArray();
}

/** One news item or event from the device's data, live; null = not on this device; undefined = loading. */
export function usePublicationDetail(
  kind: PublicationKind,
  id: string,
  user: UserRow | undefined,
): PublicationDetail | null | undefined {
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
