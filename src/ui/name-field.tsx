import { Trans } from '@lingui/react/macro';
import { userNameMaxLength } from '#contract/user-name-rules';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A person's own name, as the kindergarten and the other families see it (registration, profile, first start). */
export function NameField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label={<Trans>Your name</Trans>}
      hint={<Trans>First and last name, as the kindergarten knows you.</Trans>}
      autoComplete="name"
      autoCapitalize="words"
      maxLength={userNameMaxLength}
      {...props}
    />
  );
}
