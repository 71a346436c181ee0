import { Trans } from '@lingui/react/macro';
import type { UseFormRegister } from 'react-hook-form';
import { staffLimits } from '#contract/staff-rules';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import type { PublicationFormValues } from './publication-form-values.ts';

/** The text of a news item or event, with its counter. */
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
  return (
    <TextAreaField
      label={<Trans>Text</Trans>}
      className="staff-textarea"
      rows={6}
      maxLength={staffLimits.bodyMaxLength}
      length={length}
      disabled={disabled}
      error={error}
      {...register('body')}
    />
  );
}
