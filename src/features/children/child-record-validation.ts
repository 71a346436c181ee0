import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { childRecordFieldsSchema, type ChildRecordFields, type ChildRecordFieldsInput } from '#contract/child-records';
import { fieldMessages } from '../../forms/field-messages.ts';

export const phoneMessage = msg`Please enter a phone number with 5 to 15 digits, e.g. 0171 1234567.`;

/** A field's place in the form: `dietary_needs`, `pickup_persons.0.phone`, … (as the server names it in a 422). */
export type FieldErrors = Record<string, string>;

/**
 * The contract's rule, with each problem at its field in the user's language. The contract's schema does the
 * checking, so the form and the server refuse the same input.
 */
export function validateChildRecord(
  values: ChildRecordFieldsInput,
): { fields: ChildRecordFields; errors: null } | { fields: null; errors: FieldErrors } {
  const parsed = childRecordFieldsSchema.safeParse(values);
  if (parsed.success) return { fields: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const last = issue.path.at(-1);
    const value = issue.path.reduce<unknown>((inner, key) => (inner as Record<PropertyKey, unknown>)?.[key], values);
    const blank = typeof value === 'string' && value.trim() === '';
    errors[path] = i18n._(
      blank
        ? fieldMessages.required
        : last === 'phone'
          ? phoneMessage
          : issue.code === 'too_big'
            ? fieldMessages.tooLong
            : fieldMessages.invalid,
    );
  }
  return { fields: null, errors };
}
