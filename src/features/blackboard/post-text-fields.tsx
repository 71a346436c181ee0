import { Trans } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { blackboardLimits } from '#contract/blackboard-rules';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { PostFormValues } from './post-form-resolver.ts';

interface PostTextFieldsProps {
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  descriptionLength: number;
}

/** Title and text of a post, the text with its counter. */
export function PostTextFields({ register, errors, descriptionLength }: PostTextFieldsProps) {
  return (
    <>
      <TextField
        label={<Trans>Title</Trans>}
        maxLength={blackboardLimits.titleMaxLength}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={<Trans>Text</Trans>}
        className="post-form__text"
        rows={6}
        maxLength={blackboardLimits.descriptionMaxLength}
        length={descriptionLength}
        error={errors.description?.message}
        {...register('description')}
      />
    </>
  );
}
