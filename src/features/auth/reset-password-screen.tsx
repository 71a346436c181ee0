import type { ResetPasswordRequest } from '#contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { NewPasswordField } from '../../ui/new-password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthIntro, EmailField } from './auth-form-parts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { authFormatMessages } from './auth-form-messages.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

const resolver = lazyZodResolver<ResetPasswordRequest>(
  () => import('./auth-schemas.ts').then((m) => m.resetPasswordFormSchema),
  authFormatMessages,
);

export function ResetPasswordScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Set a new password`);
  const completeSignIn = useCompleteSignIn();
  const carriedUsername = useRouterState({ select: (state) => state.location.state.username ?? '' });
  const { register, handleSubmit, setError, control, formState } = useForm<ResetPasswordRequest>({
    resolver,
    defaultValues: { username: carriedUsername, code: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await (await import('./auth-calls.ts')).resetPassword(values);
      if (answer.token) await completeSignIn(answer.token, answer.user);
    } catch (error) {
      applyServerErrors(error, ['username', 'code', 'password'], setError);
    }
  });

  return (
    <>
      <AuthIntro title={<Trans>Set a new password</Trans>}>
        <Trans>Enter the code from the e-mail and choose a new password.</Trans>
      </AuthIntro>
      <Card>
        <form className="stack" noValidate onSubmit={onSubmit}>
          <EmailField error={errors.username?.message} {...register('username')} />
          <TextField
            label={<Trans>Code</Trans>}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            error={errors.code?.message}
            {...register('code')}
          />
          <NewPasswordField
            label={<Trans>New password</Trans>}
            password={password}
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" block busy={isSubmitting}>
            <Trans>Save password</Trans>
          </Button>
        </form>
      </Card>
      <p className="text-center">
        <Link to="/forgot-password">
          <Trans>Request a new code</Trans>
        </Link>
      </p>
    </>
  );
}
