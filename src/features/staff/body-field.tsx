import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { staffLimits } from '#contract/staff-rules';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import type { PublicationFormValues } from './publication-form-values.ts';

/** The text, with a counter read with the field (not announced on every key). */
export function BodyField({
  register,
  error,
  length,
  disabled,
}: {
  register: UseFormRegister<PublicationFormValues>;
  error?: string;
  length: number;
  disabled?: boolean;
}) {
  const id = useId();
  const max = staffLimits.bodyMaxLength;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <Trans>Text</Trans>
      </label>
      <textarea
        id={id}
        className="field__input staff-textarea"
        rows={6}
        maxLength={max}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, `${id}-count`)}
        {...register('body')}
      />
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-count`} className="field__hint">
        <Trans>
          {length} of {max} characters
        </Trans>
      </p>
    </div>
  );
}
