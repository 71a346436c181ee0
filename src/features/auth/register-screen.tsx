import type { RegisterRequest } from '#contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { lazyZodResolver } from '../../forms/lazy-zod-resolver.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { NewPasswordField } from '../../ui/new-password-field.tsx';
import { NameField } from '../../ui/name-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthIntro, EmailField } from './auth-form-parts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { authFormatMessages } from './auth-form-messages.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

const fields = ['username', 'name', 'password', 'code', 'accept_terms_and_conditions'] as const;

const resolver = lazyZodResolver<RegisterRequest>(
  () => import('./auth-schemas.ts').then((m) => m.registerFormSchema),
  authFormatMessages,
);

/** `code`: the invite code from the link (`/register?code=…`), filled in. */
export function RegisterScreen({ code = '' }: { code?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Create account`);
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, setError, control, formState } = useForm<RegisterRequest>({
    resolver,
    defaultValues: { username: '', name: '', password: '', code, accept_terms_and_conditions: false },
  });
  const password = useWatch({ control, name: 'password' });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await (await import('./auth-calls.ts')).register(values);
      if (answer.token) await completeSignIn(answer.token);
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <>
      <AuthIntro title={<Trans>Create account</Trans>}>
        <Trans>You received an invite code from your kindergarten.</Trans>
      </AuthIntro>
      <Card>
        <form className="stack" noValidate onSubmit={onSubmit}>
          <TextField
            label={<Trans>Invite code</Trans>}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.code?.message}
            {...register('code')}
          />
          <NameField error={errors.name?.message} {...register('name')} />
          <EmailField error={errors.username?.message} {...register('username')} />
          <NewPasswordField
            label={<Trans>Password</Trans>}
            password={password}
            error={errors.password?.message}
            {...register('password')}
          />
          <CheckboxField
            label={
              <Trans>
                I accept the <Link to="/terms-and-conditions">terms and conditions</Link>.
              </Trans>
            }
            error={errors.accept_terms_and_conditions?.message}
            {...register('accept_terms_and_conditions')}
          />
          <Button type="submit" block busy={isSubmitting}>
            <Trans>Create account</Trans>
          </Button>
        </form>
      </Card>
      <p className="text-center">
        <Trans>Already registered?</Trans>{' '}
        <Link to="/login">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </>
  );
}
