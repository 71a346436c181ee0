import { i18n } from '@lingui/core';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { absenceDateWindowIssue, absenceNoteMaxLength } from '#contract/absence-rules';
import { fieldMessages } from '../../forms/field-messages.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import type { AbsenceFormValues } from './absence-form-values.ts';
import { refusalMessages } from '../../api/refusal-messages.ts';
import { absenceFieldMessages } from './absence-messages.ts';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';

const contractResolver = lazyZodResolver<AbsenceFormValues>(
  () => import('./absence-form-schema.ts').then((m) => m.absenceFormSchema),
  // A date input yields a valid day or nothing, so a `to` issue is the contract's "end before start".
  { to: absenceFieldMessages.to, note: absenceFieldMessages.note },
);

/**
 * The contract's schema plus the one-year window, which depends on "today" and so is not in the schema (the server
 * checks it with its today, we with the device's). Choices get "please choose" instead of "please fill in".
 */
export const absenceFormResolver: Resolver<AbsenceFormValues> = async (values, context, options) => {
  const result = await Promise.resolve(contractResolver(values, context, options)).catch((error: unknown) => {
    // The schema chunk did not load (offline before it was fetched): an offline-first form must still save, so
    // check the simple rules here; the server validates everything again when the report is sent.
    console.warn('absence schema not loaded; checking the basic rules only', error);
    return basicCheck(values);
  });
  const errors: FieldErrors<AbsenceFormValues> = { ...result.errors };
  if (errors.child_id) errors.child_id = { ...errors.child_id, message: i18n._(absenceFieldMessages.child_id) };
  if (errors.reason) errors.reason = { ...errors.reason, message: i18n._(absenceFieldMessages.reason) };
  // Zod skips the contract's "end before start" while other fields fail; say everything at once.
  if (!errors.to && values.from && values.to && values.to < values.from) {
    errors.to = { type: 'custom', message: i18n._(absenceFieldMessages.to) };
  }
  if (!errors.from && !errors.to) {
    const field = absenceDateWindowIssue(values, kindergartenToday());
    if (field) errors[field] = { type: 'date_too_far', message: i18n._(refusalMessages.absence.date_too_far) };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  // The contract's schema knows one child; the checked siblings pass through beside it.
  return { ...result, values: { ...result.values, child_ids: values.child_ids } } as ResolverResult<AbsenceFormValues>;
};

function basicCheck(values: AbsenceFormValues): ResolverResult<AbsenceFormValues> {
  const errors: FieldErrors<AbsenceFormValues> = {};
  const required = i18n._(fieldMessages.required);
  for (const field of ['child_id', 'from', 'to', 'reason'] as const) {
    if (!values[field]) errors[field] = { type: 'required', message: required };
  }
  if (values.note.trim().length > absenceNoteMaxLength)
    errors.note = { type: 'too_big', message: i18n._(absenceFieldMessages.note) };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}

/**
 * Fetches the schema chunk as soon as a form shows, so a submit without a connection still validates (the module
 * stays in the page's module map; the service worker precaches it for cold offline starts).
 */
export function preloadAbsenceSchema(): void {
  void Promise.all([import('./absence-form-schema.ts'), import('@hookform/resolvers/zod')]).catch(() => undefined);
}
