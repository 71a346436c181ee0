import { v7 as uuidv7 } from 'uuid';
import type { PublicationKind } from '#contract/publication-rules';
import type { ZodType } from 'zod';
import {
  attachmentResponseSchema,
  eventWriteResponseSchema,
  newsWriteResponseSchema,
  publicationDeletedResponseSchema,
  type EventWriteRequest,
  type EventWriteResponse,
  type NewsWriteRequest,
  type NewsWriteResponse,
} from '#contract/staff';
import { staffPaths } from '#contract/staff-rules';
import { instantAt } from '#contract/zoned-time';
import { apiRequest } from '../../api/api-client.ts';
import { uploadForm } from '../../api/upload-form.ts';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';
import type { SyncedRow } from '../../db/synced-tables.ts';
import { mergeServerRows, queuedWritesOf, removeServerRows } from '../../sync/server-rows.ts';
import { asSignedInUser } from '../../sync/user-transaction.ts';
import type { PublicationFormValues } from './publication-form-values.ts';

/** Uploads the PDF (multipart, with progress) and answers its file id. */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await uploadForm(`/api${staffPaths.attachments}`, form, {
    idempotencyKey: uuidv7(),
    onProgress,
    quiet: true,
    schema: attachmentResponseSchema,
  });
  return answer.file.id;
}

/** A day and time typed into the form (`YYYY-MM-DD`, `HH:MM`) mean that time in the kindergarten, wherever the phone is. */
const instant = (date: string, time: string) => instantAt(date, time, kindergartenZone()).toISOString();

/** The form as the contract's write request (contract/staff.ts). */
export function toWriteRequest(
  id: string,
  values: PublicationFormValues,
  attachmentFileId: string | null,
): NewsWriteRequest | EventWriteRequest {
  const answer = values.requiresConfirmation;
  const common: NewsWriteRequest = {
    id,
    title: values.title.trim(),
    body: values.body.trim(),
    group_ids: values.audience === 'groups' ? values.groupIds : [],
    attachment_file_id: attachmentFileId,
    requires_confirmation: answer,
    requires_signature: answer && values.requiresSignature,
    deadline: answer && values.deadline ? instant(values.deadline.slice(0, 10), values.deadline.slice(11, 16)) : null,
    questions: values.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      label: question.label.trim(),
      ...(question.kind === 'choice' ? { options: question.options.map((option) => option.value.trim()) } : {}),
      required: question.required,
    })),
  };
  if (values.kind === 'news') return common;
  return {
    ...common,
    all_day: values.allDay,
    starts_at: instant(values.date, values.allDay ? '00:00' : values.startTime),
    ends_at: values.allDay
      ? instant(values.date, '23:59')
      : values.endTime
        ? instant(values.date, values.endTime)
        : null,
    location: values.location.trim(),
  };
}

/** A field the server named in a 422 → the form's field (null: not one the form shows). */
export function serverFieldOf(field: string): string | null {
  const direct: Record<string, string> = {
    title: 'title',
    body: 'body',
    group_ids: 'groupIds',
    location: 'location',
    deadline: 'deadline',
    starts_at: 'startTime',
    ends_at: 'endTime',
  };
  if (direct[field]) return direct[field]!;
  const question = /^questions\.(\d+)\.(label|options)(?:\.(\d+))?$/.exec(field);
  if (!question) return null;
  const [, index, part, option] = question;
  if (part === 'label') return `questions.${index}.label`;
  return option !== undefined ? `questions.${index}.options.${option}.value` : `questions.${index}.options.root`;
}

interface Publish {
  id: string;
  values: PublicationFormValues;
  attachmentFileId: string | null;
  idempotencyKey: string;
  userId: string;
}

type WriteResponse = NewsWriteResponse | EventWriteResponse;
const writeAnswer = (kind: PublicationKind): ZodType<WriteResponse> =>
  kind === 'news' ? newsWriteResponseSchema : eventWriteResponseSchema;
const rowOf = (answer: WriteResponse): SyncedRow => ('news' in answer ? answer.news : answer.event);

async function store(userId: string, kind: PublicationKind, answer: WriteResponse): Promise<void> {
  await asSignedInUser(userId, async () => {
    const queued = await queuedWritesOf(userId);
    if (answer.attachment) await mergeServerRows('files', [answer.attachment], queued);
    await mergeServerRows(kind === 'news' ? 'news' : 'events', [rowOf(answer)], queued);
  });
}

/**
 * Creates the item under the draft's id (a repeat with the same id updates it, so a retry after a lost answer is
 * the same item) and publishes it, which tells the audience. Both answers are stored as a pull would store them.
 */
export async function publishPublication({
  id,
  values,
  attachmentFileId,
  idempotencyKey,
  userId,
}: Publish): Promise<WriteResponse> {
  const kind = values.kind;
  const created = await apiRequest(`/api${staffPaths.create(kind)}`, {
    method: 'POST',
    body: toWriteRequest(id, values, attachmentFileId) as unknown as Record<string, unknown>,
    idempotencyKey,
    quiet: true,
    schema: writeAnswer(kind),
  });
  await store(userId, kind, created);
  const published = await apiRequest(`/api${staffPaths.publish(kind, id)}`, {
    method: 'POST',
    idempotencyKey: uuidv7(),
    quiet: true,
    schema: writeAnswer(kind),
  });
  await store(userId, kind, published);
  return published;
}

interface Update {
  id: string;
  values: PublicationFormValues;
  attachmentFileId: string | null;
  idempotencyKey: string;
  userId: string;
}

/**
 * Replaces the editable fields of a published item (POST /api/staff/{kind}/{id}); it stays published and parents are
 * not told again. The audience of a published item cannot change (422 `audience_locked`), so the form sends it as it is.
 */
export async function updatePublication({
  id,
  values,
  attachmentFileId,
  idempotencyKey,
  userId,
}: Update): Promise<WriteResponse> {
  const kind = values.kind;
  const updated = await apiRequest(`/api${staffPaths.update(kind, id)}`, {
    method: 'POST',
    body: toWriteRequest(id, values, attachmentFileId) as unknown as Record<string, unknown>,
    idempotencyKey,
    quiet: true,
    schema: writeAnswer(kind),
  });
  await store(userId, kind, updated);
  return updated;
}

/** Takes a published item back: a draft again on the server, a tombstone for parents. Stores the answered row. */
export async function unpublishPublication(kind: PublicationKind, id: string, userId: string): Promise<void> {
  const answer = await apiRequest(`/api${staffPaths.unpublish(kind, id)}`, {
    method: 'POST',
    idempotencyKey: uuidv7(),
    quiet: true,
    schema: writeAnswer(kind),
  });
  await store(userId, kind, answer);
}

/** Deletes an item for everyone (soft delete on the server; tombstones in every sync) and drops it from this device. */
export async function deletePublication(kind: PublicationKind, id: string, userId: string): Promise<void> {
  await apiRequest(`/api${staffPaths.remove(kind, id)}`, {
    method: 'DELETE',
    idempotencyKey: uuidv7(),
    quiet: true,
    schema: publicationDeletedResponseSchema,
  });
  await asSignedInUser(userId, async () => {
    await removeServerRows(kind === 'news' ? 'news' : 'events', [id], await queuedWritesOf(userId));
  });
}
