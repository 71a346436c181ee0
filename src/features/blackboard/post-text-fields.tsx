import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { blackboardLimits } from '#contract/blackboard-rules';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { PostFormValues } from './post-form-resolver.ts';

interface PostTextFieldsProps {
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  descriptionLength: number;
}

/** Title and text of a post; the text's counter is read with the field, not announced on every key. */
export function PostTextFields({ register, errors, descriptionLength }: PostTextFieldsProps) {
  const id = useId();
  const max = blackboardLimits.descriptionMaxLength;
  return (
    <>
      <TextField
        label={<Trans>Title</Trans>}
        maxLength={blackboardLimits.titleMaxLength}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          <Trans>Text</Trans>
        </label>
        <textarea
          id={id}
          className="field__input post-form__text"
          rows={6}
          maxLength={max}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(errors.description && `${id}-error`, `${id}-count`)}
          {...register('description')}
        />
        <FieldError id={`${id}-error`} message={errors.description?.message} />
        <p id={`${id}-count`} className="field__hint">
          <Trans>
            {descriptionLength} of {max} characters
          </Trans>
        </p>
      </div>
    </>
  );
}
