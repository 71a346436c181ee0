import { Trans, useLingui } from '@lingui/react/macro';
import { passwordMinLength, passwordWeakness } from '#contract/auth';
import { refusalMessages } from '../api/refusal-messages.ts';
import { CheckIcon } from './control-icons.tsx';

/** Live hint under a new password, with the same rule the server applies (contract/auth.ts). */
export function PasswordStrength({ password }: { password: string }) {
  const { i18n } = useLingui();
  const weakness = passwordWeakness(password);
  if (weakness === null) {
    return (
      <span className="strength" data-ok>
        <CheckIcon size={18} />
        <Trans>Strong enough.</Trans>
      </span>
    );
  }
  return (
    <span className="strength">
      {weakness === 'too_short' ? (
        <Trans>Use at least {passwordMinLength} characters.</Trans>
      ) : (
        i18n._(refusalMessages.auth.password_too_simple)
      )}
    </span>
  );
}
