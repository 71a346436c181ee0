import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { absenceNoteMaxLength } from '#contract/absence-rules';
import { FieldError, describedBy } from '../../ui/field-message.tsx';

/**
 * Optional free text with a counter. The counter is not a live region (it would speak on every key); it is part
 * of the field's description, read when the field gets focus.
 */
export function NoteField({
  field,
  length,
  error,
}: {
  field: UseFormRegisterReturn<'note'>;
  length: number;
  error?: string;
}) {
  const id = useId();
  const max = absenceNoteMaxLength;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <Trans>Note for the kindergarten (optional)</Trans>
      </label>
      <textarea
        id={id}
        className="field__input note-field"
        rows={3}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, `${id}-count`)}
        {...field}
      />
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-count`} className="field__hint note-field__count" data-near-limit={length > max - 50 || undefined}>
        <Trans>
          {length} of {max} characters
        </Trans>
      </p>
    </div>
  );
}
