import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field.tsx';

/** The username field of every auth form: an e-mail address, typed on a phone keyboard without autocorrect. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label={<Trans>E-mail address</Trans>}
      type="email"
      autoComplete="username"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** Heading and one line of explanation above an auth form. */
export function AuthIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="visitor__intro">
      <h1>{title}</h1>
      <p className="text-muted">{children}</p>
    </div>
  );
}
