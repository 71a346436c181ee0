import { v7 as uuidv7 } from 'uuid';
import type { PublicationKind } from '#contract/publication-rules';
import type { EventWriteInput, NewsWriteInput } from '#contract/staff';
import type { Db } from '../db/client.ts';
import type { FileRow } from '../repositories/file-repository.ts';
import type { PublicationRow } from '../repositories/publication-repository.ts';
import { inTransaction, type Repositories } from '../repositories/repositories.ts';
import type { PublicationValues } from '../repositories/staff-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { staffRejection, type StaffRejected } from './staff-rules.ts';

export type WriteInput = NewsWriteInput | EventWriteInput;
export type ItemWritten = { item: PublicationRow; attachment: FileRow | null };

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function valuesOf(kind: PublicationKind, input: WriteInput): PublicationValues {
  const values: PublicationValues = {
    title: input.title,
    body: input.body,
    groupIds: [...new Set(input.group_ids)],
    attachmentFileId: input.attachment_file_id,
    requiresConfirmation: input.requires_confirmation,
    requiresSignature: input.requires_signature,
    deadline: input.deadline ? new Date(input.deadline) : null,
    questions: input.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      label: q.label,
      ...(q.options ? { options: q.options } : {}),
      ...(q.required ? { required: true } : {}),
    })),
  };
  if (kind === 'event') {
    const event = input as EventWriteInput;
    values.event = {
      startsAt: new Date(event.starts_at),
      endsAt: event.ends_at ? new Date(event.ends_at) : null,
      allDay: event.all_day,
      location: event.location,
    };
  }
  return values;
}

async function checkReferences(
  repositories: Repositories,
  kindergartenId: string,
  values: PublicationValues,
): Promise<StaffRejected | undefined> {
  const live = await repositories.staff.liveGroupIds(kindergartenId, values.groupIds);
  const missing = values.groupIds.findIndex((id) => !live.has(id));
  if (missing >= 0)
    return staffRejection('group_not_found', `group_ids.${missing}`, 'This group does not exist in your kindergarten.');
  if (values.attachmentFileId && !(await repositories.staff.isPdfOf(kindergartenId, values.attachmentFileId))) {
    return staffRejection(
      'attachment_not_found',
      'attachment_file_id',
      'Upload the PDF first; this file is not one of your kindergarten.',
    );
  }
  return undefined;
}

async function written(
  repositories: Repositories,
  kind: PublicationKind,
  viewer: Viewer,
  id: string,
): Promise<ItemWritten> {
  const item = (await repositories.staff.itemRow(kind, viewer, id)) as PublicationRow;
  const attachment = item.attachment_file_id
    ? ((await repositories.files.findRow(item.attachment_file_id)) ?? null)
    : null;
  return { item, attachment };
}

/**
 * Saves the whole item: a new draft, or the fields of an existing one of the kindergarten (`mustExist`: the update
 * call, 404 otherwise). The audience of an item its parents were told about stays as it is (`audience_locked`).
 */
export async function saveItem(
  db: Db,
  viewer: Viewer,
  kind: PublicationKind,
  input: WriteInput,
  target: { id?: string; mustExist: boolean },
): Promise<ItemWritten | StaffRejected | undefined> {
  return inTransaction(db, async (repositories) => {
    const id = target.id ?? uuidv7();
    const values = valuesOf(kind, input);
    const existing = await repositories.staff.findAnyItem(id);
    const ours =
      existing &&
      existing.kind === kind &&
      existing.kindergartenId === viewer.kindergartenId &&
      existing.deletedAt === null;
    if (target.mustExist && !ours) return undefined;
    if (existing && !ours) return staffRejection('id_taken', 'id', 'This id belongs to another item.');
    const refused = await checkReferences(repositories, viewer.kindergartenId, values);
    if (refused) return refused;
    if (existing) {
      const told = existing.publishedAt !== null || existing.unpublishedAt !== null;
      if (told && !sameSet(existing.groupIds, values.groupIds)) {
        return staffRejection(
          'audience_locked',
          'group_ids',
          'Parents were told already: the audience cannot change. Delete the item and create a new one.',
        );
      }
      await repositories.staff.updateItem(kind, id, values);
    } else {
      await repositories.staff.insertItem(kind, {
        id,
        kindergartenId: viewer.kindergartenId,
        authorId: viewer.userId,
        ...values,
      });
    }
    return written(repositories, kind, viewer, id);
  });
}

/** The live item of the viewer's kindergarten, or undefined (404). */
export async function ownItem(repositories: Repositories, viewer: Viewer, kind: PublicationKind, id: string) {
  const state = await repositories.staff.itemState(kind, id);
  if (!state || state.kindergartenId !== viewer.kindergartenId || state.deletedAt !== null) return undefined;
  return state;
}

/** Back to a draft (parents receive a tombstone). */
export async function unpublishItem(
  db: Db,
  viewer: Viewer,
  kind: PublicationKind,
  id: string,
): Promise<ItemWritten | undefined> {
  return inTransaction(db, async (repositories) => {
    if (!(await ownItem(repositories, viewer, kind, id))) return undefined;
    await repositories.staff.unpublish(kind, id, new Date());
    return written(repositories, kind, viewer, id);
  });
}

/**
 * Deletes the item and, in the same transaction, the bytes of its attachment and of the signatures under it unless
 * something live still uses them; answers the version to announce, undefined when it is not the viewer's to delete.
 */
export async function deleteItem(
  db: Db,
  viewer: Viewer,
  kind: PublicationKind,
  id: string,
): Promise<number | undefined> {
  return inTransaction(db, async (repositories) => {
    const item = await ownItem(repositories, viewer, kind, id);
    const version = item ? await repositories.staff.softDelete(kind, item.id, new Date()) : undefined;
    // The file tombstones commit with the item, so a device pulling for this version receives them too.
    if (version !== undefined) await repositories.files.purgeUnowned(viewer.kindergartenId);
    return version;
  });
}

export { written as itemWritten };
