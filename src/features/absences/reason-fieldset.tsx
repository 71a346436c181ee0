import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { absenceReasons } from '#contract/absence-rules';
import { FieldError, describedBy } from '../../ui/field-message.tsx';
import { reasonLabels } from './absence-messages.ts';

/** The reason as a radio group: a fieldset whose legend names the question (read before each option). */
export function ReasonFieldset({ field, error }: { field: UseFormRegisterReturn<'reason'>; error?: string }) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <fieldset className="choice-group" aria-describedby={describedBy(error && errorId)}>
      <legend className="field__label">
        <Trans>Reason</Trans>
      </legend>
      <div className="choice-group__options">
        {absenceReasons.map((reason) => (
          <label key={reason} className="choice">
            <input type="radio" value={reason} aria-invalid={error ? true : undefined} {...field} />
            <span className="choice__text">{i18n._(reasonLabels[reason])}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
