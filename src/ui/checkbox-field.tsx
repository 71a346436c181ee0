import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, describedBy } from './field-message.tsx';
import './field.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="checkbox">
      <input
        id={inputId}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        {...input}
      />
      <label className="checkbox__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
