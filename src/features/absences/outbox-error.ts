import { i18n } from '@lingui/core';
import { explainRefusal, refusalMessageFor } from '../../api/refusal-messages.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { absenceFormFields } from './absence-form-values.ts';
import { absenceFieldMessages, absenceMessages } from './absence-messages.ts';
import { overlapMessage } from './absence-overlap-message.ts';

type FieldName = (typeof absenceFormFields)[number];
export interface ExplainedError {
  /** One sentence for the badge and the panel. */
  summary: string;
  /** Messages to show next to the form's fields. */
  fields: Partial<Record<FieldName, string>>;
  /** The absence that already covers these days (`absence_overlaps`): the user may change that one instead. */
  existingId?: string;
}

/** Names the child and the days of the report it clashes with, when the server said which one. */
function overlapOf(lastError: NonNullable<OutboxEntry['lastError']>, context: OverlapContext | undefined) {
  const { id, from, to } = lastError.existing ?? {};
  if (
    lastError.code !== 'absence_overlaps' ||
    typeof id !== 'string' ||
    typeof from !== 'string' ||
    typeof to !== 'string'
  )
    return null;
  return { id, text: context?.childName ? overlapMessage(context.childName, { from, to }, context.locale) : null };
}

export interface OverlapContext {
  childName: string | undefined;
  locale: string;
}

const isField = (name: string): name is FieldName => (absenceFormFields as readonly string[]).includes(name);

/**
 * Why the server refused an outbox entry, in the user's language: a known `code` has our text (shown at the field
 * the server named), a 422 without code gets the field's own hint; anything else falls back to the server's words.
 */
export function explainOutboxError(lastError: OutboxEntry['lastError'], context?: OverlapContext): ExplainedError {
  if (!lastError) return { summary: i18n._(absenceMessages.unknownError), fields: {} };
  if (refusalMessageFor('idempotency', lastError.code))
    return { summary: explainRefusal('absence', lastError)!, fields: {} };
  const fields: ExplainedError['fields'] = {};
  const overlap = overlapOf(lastError, context);
  const coded = overlap?.text ?? explainRefusal('absence', lastError);
  for (const name of Object.keys(lastError.errors ?? {})) {
    if (isField(name)) fields[name] = coded ?? i18n._(absenceFieldMessages[name]);
  }
  const firstField = Object.values(fields)[0];
  const summary = coded ?? firstField ?? (lastError.message || i18n._(absenceMessages.unknownError));
  return overlap ? { summary, fields, existingId: overlap.id } : { summary, fields };
}
