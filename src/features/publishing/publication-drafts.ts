import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PublicationDraftRow } from '../../db/kita-db.ts';
import { restoreFormValues, type PublicationFormValues } from './publication-form-values.ts';

export interface Draft {
  id: string;
  values: PublicationFormValues;
  attachment: File | null;
  updatedAt: number;
}

function toDraft(row: PublicationDraftRow): Draft {
  const attachment = row.attachment
    ? new File([row.attachment.bytes], row.attachment.name, { type: row.attachment.type })
    : null;
  return { id: row.id, values: restoreFormValues(row.values), attachment, updatedAt: row.updatedAt };
}

/**
 * Drafts live on this device only (Dexie table `publication_drafts`): they survive a reload, a closed tab and a
 * dead connection, and nobody else sees them. Saved on every change of the form (debounced by the caller).
 */
export async function saveDraft(
  userId: string,
  id: string,
  values: PublicationFormValues,
  attachment: File | null,
): Promise<void> {
  // Read the bytes outside the transaction: an await on anything but Dexie inside it would commit it early.
  const bytes = attachment ? await attachment.arrayBuffer() : null;
  await db.publication_drafts.put({
    id,
    userId,
    values: values as unknown as Record<string, unknown>,
    attachment:
      attachment && bytes ? { name: attachment.name, type: attachment.type || 'application/pdf', bytes } : null,
    updatedAt: Date.now(),
  });
}

export async function loadDraft(userId: string, id: string): Promise<Draft | null> {
  const row = await db.publication_drafts.get(id);
  return row && row.userId === userId ? toDraft(row) : null;
}

export async function deleteDraft(id: string): Promise<void> {
  await db.publication_drafts.delete(id);
}

export interface DraftSummary {
  id: string;
  title: string;
  kind: PublicationFormValues['kind'];
  updatedAt: number;
}

/** The user's drafts, newest change first (only what a list needs; no attachment bytes are turned into files). */
export function useDraftSummaries(userId: string): DraftSummary[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.publication_drafts
      .where('[userId+updatedAt]')
      .between([userId, 0], [userId, Number.MAX_SAFE_INTEGER])
      .reverse()
      .limit(50)
      .toArray();
    return rows.map((row) => ({
      id: row.id,
      title: typeof row.values.title === 'string' ? row.values.title : '',
      kind: row.values.kind === 'event' ? ('event' as const) : ('news' as const),
      updatedAt: row.updatedAt,
    }));
  }, [userId]);
}
