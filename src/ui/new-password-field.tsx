import type { ComponentProps } from 'react';
import { PasswordField } from './password-field.tsx';
import { PasswordStrength } from './password-strength.tsx';

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'hint'> & { password: string };

/** A password being chosen: browsers may offer a generated one, and the hint applies the server's rule as it is typed. */
export function NewPasswordField({ password, ...props }: NewPasswordFieldProps) {
  return <PasswordField {...props} autoComplete="new-password" hint={<PasswordStrength password={password} />} />;
}
