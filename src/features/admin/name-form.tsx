import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** A name field with the same rules the server has; errors in the user's language. */
export function useNameRules(max: number) {
  const { t } = useLingui();
  return {
    validate: (value: string) =>
      value.trim() === '' ? t`Please enter a name.` : value.trim().length > max ? t`At most ${max} characters.` : true,
  };
}

/**
 * Create or rename something that is only a name (a group, a chat room): trimmed, checked like the server does,
 * the server's field errors shown under the field; a create form empties itself after saving.
 */
export function NameForm({
  label,
  maxLength,
  initial,
  submitLabel,
  onSave,
}: {
  label: string;
  maxLength: number;
  initial?: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
}) {
  const rules = useNameRules(maxLength);
  const { register, handleSubmit, setError, reset, formState } = useForm<{ name: string }>({
    defaultValues: { name: initial ?? '' },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSave(name.trim());
      if (!initial) reset({ name: '' });
    } catch (error) {
      applyServerErrors(error, ['name'], setError);
    }
  });
  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <TextField label={label} autoComplete="off" error={formState.errors.name?.message} {...register('name', rules)} />
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
