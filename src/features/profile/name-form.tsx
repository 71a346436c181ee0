import type { UpdateProfileRequest } from '#contract/user';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { fieldMessages } from '../../forms/field-messages.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { NameField } from '../../ui/name-field.tsx';
import { saveName } from './profile-calls.ts';

const resolver = lazyZodResolver<UpdateProfileRequest>(
  () => import('./profile-schemas.ts').then((m) => m.nameFormSchema),
  // Only spaces is an empty field to the user, not a wrong format.
  { name: fieldMessages.required },
);

interface NameFormProps {
  initial: string;
  submitLabel: ReactNode;
  /** After the server kept the name (the stored user has it already). */
  onSaved?: () => void;
}

/**
 * The user's name, saved online only. The typed name stays in the field on every failure (offline, 422, 500), and a
 * refused name is said next to the field.
 */
export function NameForm({ initial, submitLabel, onSaved }: NameFormProps) {
  const online = useOnline();
  const { register, handleSubmit, setError, formState } = useForm<UpdateProfileRequest>({
    resolver,
    defaultValues: { name: initial },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await saveName(name);
      onSaved?.();
    } catch (error) {
      applyServerErrors(error, ['name'], setError);
    }
  });

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <NameField error={errors.name?.message} {...register('name')} />
      {!online && (
        <p className="text-muted" role="status">
          <Trans>Changing this needs a connection. You are offline.</Trans>
        </p>
      )}
      <Button type="submit" busy={isSubmitting} disabled={!online}>
        {submitLabel}
      </Button>
    </form>
  );
}
