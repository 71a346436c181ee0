import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  /** Shows a spinner and blocks repeat clicks while a request runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block, busy, className, children, disabled, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      data-block={block || undefined}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      {...props}
    >
      {busy && <Spinner size={18} />}
      {children}
    </button>
  );
}

interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  block?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function AnchorButton({ variant = 'primary', block, className, ...props }: AnchorButtonProps) {
  return (
    <a
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      data-block={block || undefined}
      {...props}
    />
  );
}

/** A router link that looks like a button (navigation stays a link for screen readers). */
export const ButtonLink = createLink(AnchorButton);
