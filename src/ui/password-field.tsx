import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './control-icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password field whose text can be shown: typing a long password on a phone is error-prone. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      action={
        <button
          type="button"
          className="icon-button"
          aria-pressed={visible}
          aria-label={t`Show password`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
