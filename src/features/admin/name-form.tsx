import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

type NameValues = { name: string };

/** The contract's rule for each thing that is only a name, checked as the server checks it. */
const resolvers = {
  group: lazyZodResolver<NameValues>(() => import('./admin-form-schemas.ts').then((m) => m.groupNameFormSchema)),
  room: lazyZodResolver<NameValues>(() => import('./admin-form-schemas.ts').then((m) => m.roomNameFormSchema)),
};

/**
 * Create or rename something that is only a name (a group, a chat room): trimmed, checked with the contract's
 * schema, the server's field errors shown under the field; a create form empties itself after saving.
 */
export function NameForm({
  of,
  label,
  initial,
  submitLabel,
  onSave,
}: {
  of: keyof typeof resolvers;
  label: string;
  initial?: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm<NameValues>({
    defaultValues: { name: initial ?? '' },
    resolver: resolvers[of],
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
      <TextField label={label} autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
