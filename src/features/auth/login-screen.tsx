import type { LoginRequest } from '#contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AuthIntro, EmailField } from './auth-form-parts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { authFormatMessages } from './auth-form-messages.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

const resolver = lazyZodResolver<LoginRequest>(
  () => import('./auth-schemas.ts').then((m) => m.loginFormSchema),
  authFormatMessages,
);

export function LoginScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // On demand: the API client (ofetch) is not part of the sign-in screen's first paint.
      const { login } = await import('./auth-calls.ts');
      const answer = await login(values);
      if (answer.token) await completeSignIn(answer.token);
    } catch (error) {
      // Already shown as a toast by the API client; the typed values stay in the form.
      applyServerErrors(error, ['username', 'password'], setError);
    }
  });

  return (
    <>
      <AuthIntro title={<Trans>Sign in</Trans>}>
        <Trans>News, dates and messages from your kindergarten.</Trans>
      </AuthIntro>
      <Card>
        <form className="stack" noValidate onSubmit={onSubmit}>
          <EmailField error={errors.username?.message} {...register('username')} />
          <PasswordField
            label={<Trans>Password</Trans>}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="row row--between">
            <Link to="/forgot-password">
              <Trans>Forgot your password?</Trans>
            </Link>
          </div>
          <Button type="submit" block busy={isSubmitting}>
            <Trans>Sign in</Trans>
          </Button>
        </form>
      </Card>
      <p className="text-center">
        <Trans>New here?</Trans>{' '}
        <Link to="/register">
          <Trans>Register with an invite code</Trans>
        </Link>
      </p>
    </>
  );
}
