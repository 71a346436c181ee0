import { i18n } from '@lingui/core';
import type { AbsenceFailureCode } from '#contract/absences';
import { outboxFailureMessageFor } from '../../api/api-messages.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { absenceFormFields, type AbsenceFormValues } from './absence-form-values.ts';
import { absenceFailureMessages, absenceFieldMessages, absenceMessages } from './absence-messages.ts';

type FieldName = keyof AbsenceFormValues;
export interface ExplainedError {
  /** One sentence for the badge and the panel. */
  summary: string;
  /** Messages to show next to the form's fields. */
  fields: Partial<Record<FieldName, string>>;
}

const isField = (name: string): name is FieldName => (absenceFormFields as readonly string[]).includes(name);
const isKnownCode = (code: unknown): code is AbsenceFailureCode =>
  typeof code === 'string' && Object.hasOwn(absenceFailureMessages, code);

/**
 * Why the server refused an outbox entry, in the user's language: a known `code` has our text (shown at the field
 * the server named), a 422 without code gets the field's own hint; anything else falls back to the server's words.
 */
export function explainOutboxError(lastError: OutboxEntry['lastError']): ExplainedError {
  if (!lastError) return { summary: i18n._(absenceMessages.unknownError), fields: {} };
  const shared = outboxFailureMessageFor(lastError.code);
  if (shared) return { summary: i18n._(shared), fields: {} };
  const fields: ExplainedError['fields'] = {};
  const coded = isKnownCode(lastError.code) ? i18n._(absenceFailureMessages[lastError.code]) : null;
  for (const name of Object.keys(lastError.errors ?? {})) {
    if (isField(name)) fields[name] = coded ?? i18n._(absenceFieldMessages[name]);
  }
  const firstField = Object.values(fields)[0];
  const summary = coded ?? firstField ?? (lastError.message || i18n._(absenceMessages.unknownError));
  return { summary, fields };
}
