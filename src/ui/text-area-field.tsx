import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, describedBy } from './field-message.tsx';
import { counterState } from './text-area-counter.ts';
import './field.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** How many characters the field holds (a watched or controlled value); with `maxLength`, shows the counter. */
  length?: number;
  /** Characters before the limit where the counter turns to a warning; 5 % of the limit unless given. */
  warnWithin?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text field with its label, hint, error and an optional character counter. The counter is part of the
 * field's description, read when the field gets focus; a live region speaks once when the text comes close to the
 * limit and once when it reaches it, never on every key.
 */
export function TextAreaField({
  label,
  hint,
  error,
  length,
  warnWithin,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;
  const max = textarea.maxLength;
  const counted = max !== undefined && length !== undefined;
  const state = counted ? counterState(length, max, warnWithin) : 'room';
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={['field__input', 'field__input--multiline', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint ? hintId : undefined, counted && countId)}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {counted && (
        <>
          <p id={countId} className="field__hint field__count" data-near-limit={state !== 'room' || undefined}>
            <Trans>
              {length} of {max} characters
            </Trans>
          </p>
          <span className="visually-hidden" aria-live="polite">
            {state === 'near' && <Trans>Almost at the limit of {max} characters.</Trans>}
            {state === 'full' && <Trans>The limit of {max} characters is reached.</Trans>}
          </span>
        </>
      )}
    </div>
  );
}
