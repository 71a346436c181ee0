import type { ForgotPasswordRequest } from '#contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { AuthIntro, EmailField } from './auth-form-parts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { authFormatMessages } from './auth-form-messages.ts';

const resolver = lazyZodResolver<ForgotPasswordRequest>(
  () => import('./auth-schemas.ts').then((m) => m.forgotPasswordFormSchema),
  authFormatMessages,
);

export function ForgotPasswordScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot your password?`);
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordRequest>({
    resolver,
    defaultValues: { username: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await (await import('./auth-calls.ts')).forgotPassword(values);
      // On to the reset form, with the address already filled in.
      await navigate({ to: '/reset-password', state: { username: values.username } });
    } catch (error) {
      applyServerErrors(error, ['username'], setError);
    }
  });

  return (
    <>
      <AuthIntro title={<Trans>Forgot your password?</Trans>}>
        <Trans>We will send a 6-digit code to your e-mail address.</Trans>
      </AuthIntro>
      <Card>
        <form className="stack" noValidate onSubmit={onSubmit}>
          <EmailField error={errors.username?.message} {...register('username')} />
          <Button type="submit" block busy={isSubmitting}>
            <Trans>Send code</Trans>
          </Button>
        </form>
      </Card>
      <p className="text-center">
        <Link to="/reset-password">
          <Trans>I already have a code</Trans>
        </Link>
        {' · '}
        <Link to="/login">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </>
  );
}
