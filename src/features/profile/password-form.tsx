import type { UpdatePasswordRequest } from '#contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { NewPasswordField } from '../../ui/new-password-field.tsx';
import { changePassword } from './profile-calls.ts';
import { passwordFormMessages } from './password-form-messages.ts';

const resolver = lazyZodResolver<UpdatePasswordRequest>(
  () => import('./profile-schemas.ts').then((m) => m.passwordFormSchema),
  passwordFormMessages,
);

const empty = { current_password: '', password: '' };

/**
 * A new password, after the current one. Online only; on success the fields empty (the server signed out the other
 * devices, the toast says so); on any failure what was typed stays.
 */
export function PasswordForm() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<UpdatePasswordRequest>({
    resolver,
    defaultValues: empty,
  });
  const password = useWatch({ control, name: 'password' });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset(empty);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'validation') return;
      // The server's English text is a fallback; the form says it in the user's language.
      if (error.fieldErrors.current_password)
        setError(
          'current_password',
          { type: 'server', message: t`The current password is not correct.` },
          { shouldFocus: true },
        );
      else if (error.fieldErrors.password)
        setError('password', { type: 'server', message: i18n._(passwordFormMessages.password) }, { shouldFocus: true });
    }
  });

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PasswordField
        label={<Trans>Current password</Trans>}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordField
        label={<Trans>New password</Trans>}
        password={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-muted">
        <Trans>Your other devices will be signed out. This one stays signed in.</Trans>
      </p>
      {!online && (
        <p className="text-muted" role="status">
          <Trans>Changing this needs a connection. You are offline.</Trans>
        </p>
      )}
      <Button type="submit" busy={isSubmitting} disabled={!online}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
