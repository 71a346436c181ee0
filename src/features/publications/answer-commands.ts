import type { AnswerRequest } from '#contract/publications';
import type { ConfirmationStatus } from '#contract/publication-rules';
import { publicationPaths } from '#contract/publication-rules';
import { v7 as uuidv7 } from 'uuid';
import { runCommand } from '../../sync/run-command.ts';
import type { ConfirmationRow, Publication, PublicationKind } from './publication-model.ts';

export const answerCommandKind = 'answer-publication';

export interface AnswerDraft {
  status: ConfirmationStatus;
  childId: string | null;
  feedback: string;
  answers: Record<string, string | boolean>;
  /** PNG data URL from the signature pad, or null. */
  signature: string | null;
}

export interface Answerer {
  userId: string;
  kindergartenId: string;
}

/**
 * Answers an item on this device first (optimistic row + outbox entry in one transaction); the sync engine sends it
 * when it can. A change of an existing answer keeps that answer's id: the server updates the answer of this item
 * and child in place and answers with the same id, which then replaces the optimistic row. The signature travels in
 * the request only; the row shows it once the server has stored it (`signature_file_id`).
 */
export async function answerPublication(
  kind: PublicationKind,
  item: Publication,
  draft: AnswerDraft,
  answerer: Answerer,
  existing: ConfirmationRow | undefined,
): Promise<string> {
  const id = existing?.id ?? uuidv7();
  const now = new Date().toISOString();
  const row: ConfirmationRow = {
    id,
    kindergarten_id: item.kindergarten_id,
    user_id: answerer.userId,
    news_id: kind === 'news' ? item.id : null,
    event_id: kind === 'event' ? item.id : null,
    child_id: draft.childId,
    status: draft.status,
    feedback: draft.feedback,
    answers: draft.answers,
    signature_file_id: draft.status === 'confirmed' && draft.signature ? (existing?.signature_file_id ?? null) : null,
    created_at: existing?.created_at ?? now,
    updated_at: now,
    version: 0, // not confirmed by the server yet
    deleted_at: null,
  };
  const body: AnswerRequest = {
    id,
    child_id: draft.childId,
    feedback: draft.feedback,
    answers: draft.answers,
    ...(draft.status === 'confirmed' && draft.signature ? { signature: draft.signature } : {}),
    // Changing another guardian's answer knowingly: the version the user saw (contract/family-rules.ts).
    ...(existing && existing.user_id !== answerer.userId && existing.version > 0
      ? { replaces_version: existing.version }
      : {}),
  };
  await runCommand({
    kind: answerCommandKind,
    table: 'confirmations',
    row,
    method: 'POST',
    path: `/api${draft.status === 'confirmed' ? publicationPaths.confirm(kind, item.id) : publicationPaths.cancel(kind, item.id)}`,
    body,
  });
  return id;
}
