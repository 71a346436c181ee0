import { Trans } from '@lingui/react/macro';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { PublicationFormValues } from './publication-form-values.ts';

interface AnswerOptionsProps {
  control: Control<PublicationFormValues>;
  register: UseFormRegister<PublicationFormValues>;
  errors: FieldErrors<PublicationFormValues>;
  disabled?: boolean;
}

/** "Needs an answer" with its deadline, and "needs a signature" (only with an answer: a signature is part of it). */
export function AnswerOptionsFieldset({ control, register, errors, disabled }: AnswerOptionsProps) {
  const needsAnswer = useWatch({ control, name: 'requiresConfirmation' });
  return (
    <fieldset className="staff-fieldset">
      <legend className="field__label">
        <Trans>Answers</Trans>
      </legend>
      <CheckboxField
        label={<Trans>Parents must answer (confirm or cancel)</Trans>}
        disabled={disabled}
        {...register('requiresConfirmation')}
      />
      {needsAnswer && (
        <>
          <TextField
            type="datetime-local"
            label={<Trans>Answer by (optional)</Trans>}
            disabled={disabled}
            error={errors.deadline?.message}
            {...register('deadline')}
          />
          <CheckboxField
            label={<Trans>Parents must sign (e.g. a consent form)</Trans>}
            disabled={disabled}
            {...register('requiresSignature')}
          />
        </>
      )}
    </fieldset>
  );
}
